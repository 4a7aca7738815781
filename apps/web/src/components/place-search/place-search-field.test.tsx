import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, type StubbedCall, stubFetch } from '../../test/render-routes';
import { type PlaceChoice, PlaceSearchField } from './place-search-field';

afterEach(() => vi.unstubAllGlobals());

const featured = [
  { slug: 'trabzon', name: 'Trabzon', country: 'Türkiye', properties: 5 },
  { slug: 'ayder', name: 'Ayder', country: 'Türkiye', properties: 3 },
];

function server(calls: StubbedCall[] = []) {
  return stubFetch((call) => {
    calls.push(call);
    const path = call.url.pathname;
    if (path === '/api/destinations/featured') return { status: 200, body: featured };
    if (path === '/api/destinations/slug/uzungol')
      return { status: 200, body: { slug: 'uzungol', name: 'Uzungöl' } };
    if (path === '/api/hotels/suggestions') {
      const q = call.url.searchParams.get('q');
      if (q === 'zzz') return { status: 200, body: { destinations: [], hotels: [] } };
      return {
        status: 200,
        body: {
          destinations: [{ slug: 'uzungol', name: 'Uzungöl', country: 'Türkiye', properties: 3 }],
          hotels: [
            { _id: 'h1', slug: 'uzungol-lake-lodge', name: 'Uzungöl Lake Lodge', place: 'Çaykara · Uzungöl' },
          ],
        },
      };
    }
    return { status: 404 };
  });
}

function Harness({ initial, onHotel }: { initial: PlaceChoice; onHotel: (slug: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PlaceSearchField label="Where" value={value} onChange={setValue} onHotel={onHotel} />
      <output>{JSON.stringify(value)}</output>
    </>
  );
}

const render = (initial: PlaceChoice = { text: '' }, onHotel = vi.fn(), language: 'en' | 'ar' = 'en') =>
  renderRoutes([{ path: '/', element: <Harness initial={initial} onHotel={onHotel} /> }], '/', language);

const chosen = () => JSON.parse(screen.getByRole('status').textContent ?? '{}');

describe('the Where box', () => {
  it('offers featured destinations while empty, then the server’s suggestions for the words typed', async () => {
    server();
    await render();
    const box = screen.getByRole('combobox', { name: 'Where' });
    fireEvent.focus(box);
    const list = await screen.findByRole('listbox', { name: 'Where' });
    expect(await within(list).findByText('Popular destinations')).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['TrabzonTürkiye · 5 hotels', 'AyderTürkiye · 3 hotels']);

    await userEvent.type(box, 'uzun');
    expect(await within(list).findByText('Uzungöl Lake Lodge')).toBeInTheDocument();
    expect(within(list).getByText('Destinations')).toBeInTheDocument();
    expect(within(list).getByText('Hotels')).toBeInTheDocument();
    expect(within(list).getAllByRole('option')).toHaveLength(2);
    expect(screen.getByText('2 suggestions, use the arrow keys to choose one')).toBeInTheDocument();
  });

  it('chooses a destination with the keyboard, showing its name and keeping its slug', async () => {
    server();
    await render();
    const box = screen.getByRole('combobox', { name: 'Where' });
    await userEvent.type(box, 'uzun');
    await screen.findByText('Uzungöl Lake Lodge');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(box).toHaveValue('Uzungöl');
    expect(chosen()).toEqual({ text: 'Uzungöl', destination: 'uzungol' });
    // Typing again turns it back into words.
    await userEvent.type(box, 'x');
    expect(chosen()).toEqual({ text: 'Uzungölx' });
  });

  it('opens a hotel chosen from the list', async () => {
    server();
    const onHotel = vi.fn();
    await render({ text: '' }, onHotel);
    await userEvent.type(screen.getByRole('combobox', { name: 'Where' }), 'lake');
    await userEvent.click(await screen.findByText('Uzungöl Lake Lodge'));
    expect(onHotel).toHaveBeenCalledWith('uzungol-lake-lodge');
  });

  it('names a destination it was given by slug, and says when nothing matches', async () => {
    server();
    await render({ text: '', destination: 'uzungol' });
    const box = screen.getByRole('combobox', { name: 'Where' });
    await waitFor(() => expect(box).toHaveValue('Uzungöl'));
    await userEvent.clear(box);
    await userEvent.type(box, 'zzz');
    expect(
      await screen.findByText(
        'No destination or hotel is called “zzz”. Search anyway to look in every hotel.',
      ),
    ).toBeInTheDocument();
  });

  it('speaks Arabic on Arabic pages', async () => {
    server();
    await render({ text: '' }, vi.fn(), 'ar');
    const box = screen.getByRole('combobox', { name: 'Where' });
    await userEvent.type(box, 'uz');
    expect(await screen.findByText('الوجهات')).toBeInTheDocument();
    expect(screen.getByText('الفنادق')).toBeInTheDocument();
  });
});
