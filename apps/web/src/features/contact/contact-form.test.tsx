import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { renderRoutes, stubFetch } from '../../test/render-routes';
import { ContactForm } from './contact-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

const render = (language: 'en' | 'tr' | 'ar' = 'en') =>
  renderRoutes([{ path: '/contact', element: <ContactForm /> }], '/contact', language);

async function fill(u: ReturnType<typeof userEvent.setup>) {
  await u.type(screen.getByLabelText(/^Your name/), 'Leyla Demir');
  await u.type(screen.getByLabelText(/^Email/), 'leyla@example.com');
  await u.type(screen.getByLabelText(/^Phone/), '+90 555 123 45 67');
  await u.type(screen.getByLabelText(/^Message/), 'Is the Ayder trip fine for a child?');
}

describe('contact form', () => {
  it('focuses the first field in error after an empty submit and sends nothing', async () => {
    const calls = stubFetch(() => ({ status: 201, body: {} }));
    await render();
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Send message' }));
    const name = screen.getByLabelText(/^Your name/);
    await waitFor(() => expect(name).toHaveAccessibleDescription('Please enter your name'));
    expect(name).toHaveFocus();
    expect(screen.getByText('Please write at least 10 characters')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname === '/api/contact')).toHaveLength(0);
  });

  it('checks the phone number with the server’s rule before sending', async () => {
    const calls = stubFetch(() => ({ status: 201, body: {} }));
    await render();
    const u = userEvent.setup();
    await fill(u);
    const phone = screen.getByLabelText(/^Phone/);
    await u.clear(phone);
    await u.type(phone, 'call me');
    await u.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(
        /^Please enter a valid phone number, e\.g\. \+90 555 123 45 67/,
      ),
    );
    expect(phone).toHaveFocus();
    expect(calls.filter((c) => c.url.pathname === '/api/contact')).toHaveLength(0);
  });

  it('puts the server’s field answer on its field, in the reader’s language, and focuses it', async () => {
    stubFetch(() => ({
      status: 400,
      body: {
        code: 'validation_failed',
        title: 'Some fields need your attention.',
        status: 400,
        errors: [{ field: 'phone', code: 'invalid_phone', message: 'Please enter a valid phone number' }],
      },
    }));
    await render();
    const u = userEvent.setup();
    await fill(u);
    await u.click(screen.getByRole('button', { name: 'Send message' }));
    const phone = screen.getByLabelText(/^Phone/);
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAccessibleDescription(
      /^Please enter a valid phone number, e\.g\. \+90 555 123 45 67/,
    );
    await act(() => changeLanguage('tr'));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Telefon/)).toHaveAccessibleDescription(
        /^Lütfen geçerli bir telefon numarası girin/,
      ),
    );
  });

  it('moves the focus to the thank-you message once sent', async () => {
    stubFetch(() => ({ status: 201, body: {} }));
    await render();
    const u = userEvent.setup();
    await fill(u);
    await u.click(screen.getByRole('button', { name: 'Send message' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Thank you, your message has reached us');
    await waitFor(() => expect(status).toHaveFocus());
  });

  it('says a network failure in the page’s language and gives it the focus', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await render('ar');
    const u = userEvent.setup();
    await u.type(screen.getByLabelText(/^اسمك/), 'ليلى');
    await u.type(screen.getByLabelText(/^البريد الإلكتروني/), 'leyla@example.com');
    await u.type(screen.getByLabelText(/^الرسالة/), 'هل الرحلة مناسبة لطفل؟');
    await u.click(screen.getByRole('button', { name: 'إرسال الرسالة' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('تعذّر الوصول إلى الخادم');
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('shows its errors in the new language after a language switch', async () => {
    await render('en');
    const u = userEvent.setup();
    await u.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await u.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await act(() => changeLanguage('ar'));
    expect(await screen.findByText('يرجى إدخال بريد إلكتروني صالح')).toBeInTheDocument();
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
  });
});
