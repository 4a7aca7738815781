import type { AdminSettingsDto } from '@app/shared/settings/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubFetch } from '../../../test/render-routes';
import { AdminSettingsView } from './admin-settings-page';

function settings(): AdminSettingsDto {
  return {
    app: {
      siteName: 'Karadeniz Travel',
      contactEmail: 'hello@karadeniz.travel',
      currency: 'TRY',
      defaultLanguage: 'tr',
      timezone: 'Europe/Istanbul',
      licenseNumber: 'TÜRSAB A-12345',
      address: 'Ortahisar, Trabzon',
      phone: '+90 462 000 00 00',
    },
    email: {
      senderName: 'Karadeniz Travel',
      senderEmail: 'no-reply@karadeniz.travel',
      smtpHost: 'smtp.example.com',
      smtpPort: 587,
      smtpSecure: false,
      smtpUser: 'mailer',
      smtpPasswordSet: true,
    },
    payment: { taxRate: 12 },
  } as AdminSettingsDto;
}

const render = (language: 'en' | 'tr' | 'ar' = 'en') =>
  renderRoutes(
    [
      { path: '/admin/settings', element: <AdminSettingsView /> },
      { path: '/admin/hero-settings', element: <p>slideshow page</p> },
    ],
    '/admin/settings',
    language,
  );
const section = (name: string) => screen.getByRole('region', { name });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('admin settings', () => {
  it('shows the stored values and sends only the tax rate when the tax group is saved', async () => {
    const calls = stubFetch((call) =>
      call.method === 'PUT' ? { status: 200, body: { taxRate: 18 } } : { status: 200, body: settings() },
    );
    const u = userEvent.setup();
    await render();
    expect(await screen.findByDisplayValue('TÜRSAB A-12345')).toBeTruthy();
    const tax = within(section('Payment and tax'));
    const input = tax.getByLabelText('Tax rate');
    await u.clear(input);
    await u.type(input, '18');
    await u.click(tax.getByRole('button', { name: 'Save' }));
    expect(await tax.findByRole('status')).toHaveProperty(
      'textContent',
      'Saved. The site shows the change now.',
    );
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/settings/payment');
    expect(put?.body).toEqual({ taxRate: 18 });
  });

  it("puts the server's field messages on the fields and says the group was not saved", async () => {
    stubFetch((call) =>
      call.method === 'PUT'
        ? {
            status: 400,
            body: {
              title: 'Validation failed',
              status: 400,
              code: 'validation_failed',
              errors: [
                {
                  field: 'contactEmail',
                  code: 'invalid_email',
                  message: 'Please enter a valid email address',
                },
              ],
            },
          }
        : { status: 200, body: settings() },
    );
    const u = userEvent.setup();
    await render();
    await screen.findByDisplayValue('hello@karadeniz.travel');
    const app = within(section('Agency details'));
    const email = app.getByLabelText(/^Contact email/);
    await u.clear(email);
    await u.type(email, 'not-an-address');
    await u.click(app.getByRole('button', { name: 'Save' }));
    const alert = await app.findByRole('alert');
    expect(alert.textContent).toContain('Not saved');
    expect(alert.textContent).toContain('Please correct the marked fields.');
    expect(app.getByText('Please enter a valid email address')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });

  it('never shows the stored SMTP password; an empty password field keeps it, a typed one is sent', async () => {
    const calls = stubFetch((call) =>
      call.method === 'PUT' ? { status: 200, body: {} } : { status: 200, body: settings() },
    );
    const u = userEvent.setup();
    await render();
    await screen.findByDisplayValue('smtp.example.com');
    const mail = within(section('Outgoing email'));
    const password = mail.getByLabelText('SMTP password') as HTMLInputElement;
    expect(password.value).toBe('');
    expect(mail.getByText('A password is stored. Leave empty to keep it.')).toBeTruthy();
    await u.click(mail.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ smtpPassword: '' });
    await u.type(password, 'n3w-secret');
    await u.click(mail.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT')[1]?.body).toMatchObject({
      smtpPassword: 'n3w-secret',
      smtpPort: 587,
    });
    await waitFor(() => expect(password.value).toBe(''));
  });

  it('offers Try again when the settings cannot be loaded', async () => {
    let fail = true;
    stubFetch(() =>
      fail
        ? { status: 500, body: { title: 'boom', status: 500, code: 'internal' } }
        : { status: 200, body: settings() },
    );
    const u = userEvent.setup();
    await render();
    expect(await screen.findByText('The settings could not be loaded.')).toBeTruthy();
    fail = false;
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByDisplayValue('TÜRSAB A-12345')).toBeTruthy();
  });

  it('keeps a tax rate of 150 and a port of 99999 as typed, says why, sends nothing and focuses them', async () => {
    const calls = stubFetch(() => ({ status: 200, body: settings() }));
    const u = userEvent.setup();
    await render();
    await screen.findByDisplayValue('smtp.example.com');
    const tax = within(section('Payment and tax'));
    const rate = tax.getByLabelText(/^Tax rate/);
    await u.clear(rate);
    await u.type(rate, '150');
    await u.tab();
    expect(rate).toHaveValue('150 %');
    await u.click(tax.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rate).toHaveFocus());
    expect(rate).toHaveAccessibleDescription(expect.stringContaining('from 0 to 100'));
    expect(tax.getByRole('alert')).toHaveTextContent('Please correct the marked fields.');

    const mail = within(section('Outgoing email'));
    const port = mail.getByLabelText(/^SMTP port/);
    await u.clear(port);
    await u.type(port, '99999');
    await u.tab();
    expect(port).toHaveValue('99999');
    await u.click(mail.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(port).toHaveFocus());
    expect(port).toHaveAccessibleDescription('The port must be a whole number from 1 to 65535');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('asks before leaving with unsaved settings', async () => {
    stubFetch(() => ({ status: 200, body: settings() }));
    const u = userEvent.setup();
    const { router } = await render();
    const host = await screen.findByDisplayValue('smtp.example.com');
    await u.type(host, '.tr');
    await u.click(screen.getByRole('link', { name: 'Home page slideshow' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await u.click(within(ask).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/admin/settings');
    expect(host).toHaveValue('smtp.example.com.tr');
  });

  it('names time zones in the reader language with their id, labels the password toggle, and lets addresses read from their start', async () => {
    stubFetch(() => ({ status: 200, body: settings() }));
    const u = userEvent.setup();
    await render('tr');
    await screen.findByDisplayValue('smtp.example.com');
    const zone = screen.getByRole('combobox', { name: 'Saat dilimi' });
    // The zone's Turkish name comes from the runtime's ICU data ("Türkiye Standart Saati" on Node 20,
    // "Türkiye Saati" on Node 24); its id follows it, isolated for right-to-left pages.
    expect((zone as HTMLInputElement).value).toMatch(
      /^Türkiye (Standart )?Saati \(\u2068Europe\/Istanbul\u2069\)$/,
    );
    await u.click(zone);
    expect(await screen.findByRole('option', { name: /^Körfez Saati \(.Asia\/Dubai.\)$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Şifreyi göster' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Adres' })).toHaveAttribute('dir', 'auto');
  });
});
