import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEW_ID, renderEditor, server, typeFast } from './testing/editor-server';
import { testHotel } from './testing/fixtures';

async function chooseStars(u: ReturnType<typeof userEvent.setup>, label: string) {
  await u.click(screen.getByRole('combobox', { name: 'Star rating' }));
  await u.click(await screen.findByRole('option', { name: label }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('new hotel', { timeout: 20_000 }, () => {
  it('checks the English name, stars, city and payment options before sending anything', async () => {
    const calls = server();
    await renderEditor('/admin/hotels/new');
    const u = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1, name: 'New hotel' })).toBeInTheDocument();
    await u.click(screen.getByRole('checkbox', { name: 'Credit card online' }));
    await u.click(screen.getByRole('checkbox', { name: 'Pay at the hotel' }));
    await u.click(screen.getByRole('button', { name: 'Create hotel' }));

    expect(await screen.findByText("Please enter the hotel's name in English")).toBeInTheDocument();
    expect(screen.getByText('Please enter a description in English')).toBeInTheDocument();
    expect(screen.getByText('Please choose a star rating from 1 to 5')).toBeInTheDocument();
    expect(screen.getByText('Please enter the city')).toBeInTheDocument();
    expect(screen.getByText('Please choose at least one payment option')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Hotel name \(English\)/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('creates the hotel, then opens its editor', async () => {
    const calls = server();
    const { router } = await renderEditor('/admin/hotels/new');
    const u = userEvent.setup();
    await typeFast(
      u,
      screen.getByRole('textbox', { name: /^Hotel name \(English\)/ }),
      'Sümela Valley Hotel',
    );
    await typeFast(
      u,
      screen.getByRole('textbox', { name: /^Description \(English\)/ }),
      'Quiet rooms under the monastery.',
    );
    await chooseStars(u, '3 stars');
    await typeFast(u, screen.getByRole('textbox', { name: /^City/ }), 'Maçka');
    await u.click(screen.getByRole('checkbox', { name: 'Free Wi-Fi' }));
    await u.click(screen.getByRole('button', { name: 'Create hotel' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/hotels/${NEW_ID}`));
    expect(await screen.findByText(/“Sümela Valley Hotel” was created/)).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/hotels');
    expect(post?.body).toMatchObject({
      name: { en: 'Sümela Valley Hotel', tr: '', ar: '' },
      description: { en: 'Quiet rooms under the monastery.', tr: '', ar: '' },
      starRating: 3,
      city: 'Maçka',
      country: 'Türkiye',
      amenities: ['wifi'],
      paymentOptions: ['creditCard', 'payAtHotel'],
      destinationId: null,
      latitude: null,
      slug: '',
      published: true,
    });
    // The editor of the new hotel, not blocked by the unsaved-changes question.
    expect(await screen.findByRole('button', { name: 'Add room type' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
  });

  it('writes Arabic in right-to-left inputs under its own tab', async () => {
    server();
    await renderEditor('/admin/hotels/new');
    const u = userEvent.setup();
    const english = screen.getByRole('textbox', { name: /^Hotel name \(English\)/ });
    expect(english).toHaveAttribute('dir', 'ltr');
    expect(english).toHaveAttribute('lang', 'en');

    const content = within(screen.getByRole('tablist', { name: 'Content language' }));
    await u.click(content.getByRole('tab', { name: 'العربية' }));
    const arabic = screen.getByRole('textbox', { name: 'Hotel name (Arabic)' });
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(arabic).toHaveAttribute('lang', 'ar');
    expect(screen.getByRole('textbox', { name: 'Description (Arabic)' })).toHaveAttribute('dir', 'rtl');
    await typeFast(u, arabic, 'فندق وادي سوميلا');
    await u.click(content.getByRole('tab', { name: /English/ }));
    expect(screen.queryByRole('textbox', { name: 'Hotel name (Arabic)' })).not.toBeInTheDocument();
    await u.click(content.getByRole('tab', { name: 'العربية' }));
    expect(screen.getByRole('textbox', { name: 'Hotel name (Arabic)' })).toHaveValue('فندق وادي سوميلا');
  });

  it('refuses a file that is not an image without uploading it', async () => {
    const calls = server();
    const open = vi.fn();
    vi.stubGlobal(
      'XMLHttpRequest',
      class {
        open = open;
      },
    );
    await renderEditor('/admin/hotels/new');
    const u = userEvent.setup({ applyAccept: false });
    await u.upload(
      screen.getByLabelText('Upload photos'),
      new File(['name,city'], 'hotels.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText('Please choose a JPEG, PNG or WebP image.')).toBeInTheDocument();
    expect(screen.getByText('hotels.csv')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(calls.some((c) => c.url.pathname === '/api/uploads')).toBe(false);
    expect(screen.queryByRole('img', { name: /^Photo/ })).not.toBeInTheDocument();

    const big = new File([new Uint8Array(8 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' });
    await u.upload(screen.getByLabelText('Upload photos'), big);
    expect(await screen.findByText('The image is too large. The limit is 8 MB.')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('uploads a photo with progress, adds it to the gallery and makes it the featured image', async () => {
    server();
    const sent: { url: string; file: unknown }[] = [];
    let finish: () => void = () => {};
    class FakeXhr extends EventTarget {
      upload = new EventTarget();
      status = 0;
      responseText = '';
      responseType = '';
      withCredentials = false;
      private url = '';
      open(_method: string, url: string) {
        this.url = url;
      }
      setRequestHeader() {}
      abort() {}
      send(body: FormData) {
        sent.push({ url: this.url, file: body.get('file') });
        const progress = Object.assign(new Event('progress'), {
          lengthComputable: true,
          loaded: 40,
          total: 100,
        });
        this.upload.dispatchEvent(progress);
        finish = () => {
          this.status = 201;
          this.responseText = JSON.stringify({
            _id: 'u1',
            url: '/uploads/2027/06/u1-1600.webp',
            width: 1600,
            height: 1200,
            variants: [],
          });
          this.dispatchEvent(new Event('load'));
        };
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    await renderEditor('/admin/hotels/new');
    const u = userEvent.setup();
    await u.upload(
      screen.getByLabelText('Upload photos'),
      new File(['jpeg'], 'lake.jpg', { type: 'image/jpeg' }),
    );

    const bar = await screen.findByRole('progressbar', { name: 'Uploading lake.jpg' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(sent[0]?.url).toBe('/api/uploads?lang=en');
    expect(sent[0]?.file).toBeInstanceOf(File);
    expect((sent[0]?.file as File | undefined)?.name).toBe('lake.jpg');
    act(() => finish());

    const photo = await screen.findByRole('img', { name: 'Photo 1' });
    expect(photo).toHaveAttribute('src', '/uploads/2027/06/u1-1600.webp');
    expect(screen.getByRole('img', { name: 'Featured image' })).toHaveAttribute(
      'src',
      '/uploads/2027/06/u1-1600.webp',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('edit hotel', { timeout: 20_000 }, () => {
  it('loads every field of the hotel', async () => {
    server();
    await renderEditor(`/admin/hotels/${testHotel()._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Uzungöl Lake Lodge' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Hotel name \(English\)/ })).toHaveValue(
      'Uzungöl Lake Lodge',
    );
    expect(screen.getByRole('combobox', { name: 'Star rating' })).toHaveValue('4 stars');
    expect(screen.getByRole('textbox', { name: /^City/ })).toHaveValue('Uzungöl');
    expect(screen.getByRole('textbox', { name: /^Spelling of the city \(Arabic\)/ })).toHaveValue('أوزنجول');
    expect(screen.getByLabelText(/^Check-out time/)).toHaveValue('11:00');
    expect(screen.getByRole('checkbox', { name: 'Breakfast' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Spa' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('info@lakelodge.example');
    expect(screen.getByText('Lake View Double')).toBeInTheDocument();
    expect(screen.getAllByText(/2,450\.00 per night$/)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('says when the hotel does not exist', async () => {
    server();
    await renderEditor('/admin/hotels/no-such-hotel');
    expect(await screen.findByText('Hotel not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All hotels' })).toHaveAttribute('href', '/admin/hotels');
  });

  it('saves changes and says so', async () => {
    const calls = server();
    await renderEditor(`/admin/hotels/${testHotel()._id}`);
    const u = userEvent.setup();
    const city = await screen.findByRole('textbox', { name: /^City/ });
    await u.clear(city);
    await typeFast(u, city, 'Çaykara');
    await typeFast(u, screen.getByRole('textbox', { name: /^Spelling of the city \(English\)/ }), 'Chaykara');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('“Uzungöl Lake Lodge” was saved.')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({
      city: 'Çaykara',
      cityNames: { en: 'Chaykara', tr: '', ar: 'أوزنجول' },
      starRating: 4,
      latitude: 40.6189,
    });
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
  });

  it("shows the server's field errors on the right fields, in the right language tab", async () => {
    server(testHotel(), (call) =>
      call.method === 'PUT'
        ? {
            status: 400,
            body: {
              code: 'validation_failed',
              title: 'Please check the form.',
              status: 400,
              errors: [
                { field: 'name.ar', code: 'too_long', message: 'This value is too long' },
                {
                  field: 'contact.email',
                  code: 'invalid_email',
                  message: 'Please enter a valid email address',
                },
                {
                  field: 'slug',
                  code: 'slug_taken',
                  message: 'This address is already used by another page',
                },
              ],
            },
          }
        : undefined,
    );
    await renderEditor(`/admin/hotels/${testHotel()._id}`);
    const u = userEvent.setup();
    await typeFast(u, await screen.findByRole('textbox', { name: /^Rules \(English\)/ }), ' No smoking.');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));

    const arabicName = await screen.findByRole('textbox', { name: 'Hotel name (Arabic)' });
    const content = within(screen.getByRole('tablist', { name: 'Content language' }));
    expect(content.getByRole('tab', { name: /العربية/, selected: true })).toBeInTheDocument();
    expect(arabicName).toHaveAttribute('aria-invalid', 'true');
    expect(arabicName).toHaveAccessibleDescription(expect.stringContaining('This text is too long'));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid email address'),
    );
    expect(screen.getByRole('textbox', { name: 'Web address (slug)' })).toHaveAccessibleDescription(
      expect.stringContaining('This address is already used by another hotel'),
    );
    expect(screen.getAllByText('Please check the highlighted fields.').length).toBeGreaterThan(0);
    expect(screen.getByText('You have unsaved changes')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    server();
    const { router } = await renderEditor(`/admin/hotels/${testHotel()._id}`);
    const u = userEvent.setup();
    const city = await screen.findByRole('textbox', { name: /^City/ });
    await typeFast(u, city, ' Merkez');

    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await u.click(screen.getByRole('link', { name: 'All hotels' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await u.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe(`/admin/hotels/${testHotel()._id}`);
    expect(screen.getByRole('textbox', { name: /^City/ })).toHaveValue('Uzungöl Merkez');

    await u.click(screen.getByRole('link', { name: 'All hotels' }));
    await u.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    expect(await screen.findByText('hotel list page')).toBeInTheDocument();
  });

  it('leaves without asking when nothing changed', async () => {
    server();
    await renderEditor(`/admin/hotels/${testHotel()._id}`);
    const u = userEvent.setup();
    await screen.findByRole('textbox', { name: /^City/ });
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    await u.click(screen.getByRole('link', { name: 'All hotels' }));
    expect(await screen.findByText('hotel list page')).toBeInTheDocument();
  });
});

describe('room types', { timeout: 20_000 }, () => {
  it('adds a room type with its price sent in minor units', async () => {
    const calls = server();
    await renderEditor(`/admin/hotels/${testHotel()._id}`);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Add room type' }));
    const dialog = await screen.findByRole('dialog', { name: 'New room type' });
    await u.click(within(dialog).getByRole('button', { name: 'Add room type' }));
    expect(await within(dialog).findByText("Please enter the room's name in English")).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter the price per night')).toBeInTheDocument();

    await typeFast(
      u,
      within(dialog).getByRole('textbox', { name: /^Room name \(English\)/ }),
      'Plateau Suite',
    );
    await typeFast(u, within(dialog).getByRole('textbox', { name: /^Price per night \(TRY\)/ }), '1899.99');
    const guests = within(dialog).getByRole('textbox', { name: /^Maximum guests/ });
    await u.clear(guests);
    await typeFast(u, guests, '4');
    await u.click(within(dialog).getByRole('checkbox', { name: 'Fireplace' }));
    await u.click(within(dialog).getByRole('button', { name: 'Add room type' }));

    expect(await screen.findByText('The room type was saved.')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST' && c.url.pathname.endsWith('/rooms'));
    expect(post?.body).toMatchObject({
      name: { en: 'Plateau Suite', tr: '', ar: '' },
      pricePerNight: 189999,
      maxOccupancy: 4,
      totalRooms: 1,
      features: ['fireplace'],
      roomType: 'standard',
    });
    expect(await screen.findByText('Plateau Suite')).toBeInTheDocument();
  });

  it('edits a room type: whole currency units shown, minor units sent', async () => {
    const calls = server();
    await renderEditor(`/admin/hotels/${testHotel()._id}`);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Edit Lake View Double' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit room type' });
    const price = within(dialog).getByRole('textbox', { name: /^Price per night/ });
    expect(price).toHaveValue('2450.00');
    await u.clear(price);
    await typeFast(u, price, '2600');
    await u.click(within(dialog).getByRole('button', { name: 'Save room type' }));

    await screen.findByText('The room type was saved.');
    const put = calls.find((c) => c.method === 'PUT' && c.url.pathname.endsWith('/rooms/room-1'));
    expect(put?.body).toMatchObject({ pricePerNight: 260000, maxOccupancy: 2, totalRooms: 8 });
  });

  it('explains why a room type with upcoming bookings cannot be deleted', async () => {
    const calls = server(testHotel(), (call) =>
      call.method === 'DELETE'
        ? {
            status: 409,
            body: {
              code: 'room_has_bookings',
              title: 'This room type has upcoming bookings and cannot be deleted.',
              status: 409,
            },
          }
        : undefined,
    );
    await renderEditor(`/admin/hotels/${testHotel()._id}`);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Delete Family Suite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete room type?' });
    expect(dialog).toHaveTextContent('“Family Suite” will be removed');
    await u.click(within(dialog).getByRole('button', { name: 'Delete room type' }));

    expect(
      await within(dialog).findByText(/This room type has upcoming bookings and cannot be deleted\./),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.url.pathname).toBe(
      `/api/hotels/${testHotel()._id}/rooms/room-2`,
    );
    expect(within(dialog).queryByRole('button', { name: 'Delete room type' })).not.toBeInTheDocument();
    expect(screen.getByText('Family Suite')).toBeInTheDocument();
  });

  it('removes a room type after confirmation', async () => {
    server();
    await renderEditor(`/admin/hotels/${testHotel()._id}`);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Delete Family Suite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete room type?' });
    await u.click(within(dialog).getByRole('button', { name: 'Delete room type' }));
    expect(await screen.findByText('“Family Suite” was deleted.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Edit Family Suite' })).not.toBeInTheDocument(),
    );
  });
});
