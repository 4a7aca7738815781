import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { renderRoutes, type StubbedCall, stubFetch } from '../../test/render-routes';
import { SiteFooter } from './site-footer';

const SETTINGS = {
  siteName: 'Karadeniz Travel',
  licenseNumber: 'A-12345',
  address: 'Kemerkaya, Trabzon',
  phone: '+90 462 000 00 00',
  contactEmail: 'info@example.com',
  currency: 'TRY',
  defaultLanguage: 'tr',
};

type Reply = { status: number; body?: unknown };

function serve(
  newsletter: (call: StubbedCall) => Reply | Promise<Reply>,
  settings: Reply = { status: 200, body: SETTINGS },
) {
  return stubFetch((call) => (call.url.pathname === '/api/newsletter' ? newsletter(call) : settings));
}

const renderFooter = () => renderRoutes([{ path: '*', element: <SiteFooter /> }]);

async function subscribe(email: string) {
  const input = screen.getByLabelText(/Email address/);
  await userEvent.clear(input);
  if (email) await userEvent.type(input, email);
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
}

describe('SiteFooter', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('links the spec pages, about and contact', async () => {
    serve(() => ({ status: 201 }));
    await renderFooter();
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    for (const path of [
      '/',
      '/hotels',
      '/taxis',
      '/restaurants',
      '/packages',
      '/privacy',
      '/terms',
      '/contract',
      '/about',
      '/contact',
    ]) {
      expect(hrefs).toContain(path);
    }
  });

  it('answers that flights, cars, transfers and taxis can be booked, and where', async () => {
    serve(() => ({ status: 201 }));
    await renderFooter();
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    const questions = within(faq)
      .getAllByRole('group')
      .map((item) => item.querySelector('summary')?.textContent);
    expect(questions).toContain('How do I book a hotel, a tour or a table?');
    expect(questions).toContain('Can I book flights, car rentals, transfers or taxis?');
    expect(
      within(faq).getByText(
        'Yes. Flights on the Flights page, paid by card; car rentals, airport and city transfers and taxis on the Cars & transfers and Taxis pages, paid by card or on pickup.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the agency licence, address, phone and email from the server', async () => {
    serve(() => ({ status: 201 }));
    await renderFooter();
    expect(await screen.findByText('Licence no. A-12345')).toBeInTheDocument();
    expect(screen.getByText('Kemerkaya, Trabzon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+90 462 000 00 00' })).toHaveAttribute(
      'href',
      'tel:+904620000000',
    );
    expect(screen.getByRole('link', { name: 'info@example.com' })).toHaveAttribute(
      'href',
      'mailto:info@example.com',
    );
  });

  it('leaves the agency details out when the settings cannot be loaded', async () => {
    serve(() => ({ status: 201 }), {
      status: 503,
      body: { code: 'service_unavailable', title: 'Unavailable' },
    });
    await renderFooter();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument());
    expect(screen.queryByText(/Licence no/)).not.toBeInTheDocument();
    expect(screen.getByText(/© \d{4} Karadeniz Travel/)).toBeInTheDocument();
  });

  it('answers booking questions in disclosures that open on a click', async () => {
    serve(() => ({ status: 201 }));
    await renderFooter();
    const question = screen.getByText('Can I cancel my hotel booking for free?');
    const disclosure = question.closest('details');
    expect(question.tagName).toBe('SUMMARY');
    expect(disclosure).not.toHaveAttribute('open');
    await userEvent.click(question);
    expect(disclosure).toHaveAttribute('open');
    expect(screen.getByText(/up to 24 hours before check-in/)).toBeVisible();
  });

  it('checks the email before sending it', async () => {
    const calls = serve(() => ({ status: 201 }));
    await renderFooter();
    await subscribe('');
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
    await subscribe('not-an-email');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname === '/api/newsletter')).toHaveLength(0);
  });

  it('focuses the email field when it is refused, and says it again in a newly chosen language', async () => {
    serve(() => ({ status: 201 }));
    await renderFooter();
    await subscribe('not-an-email');
    const input = screen.getByLabelText(/Email address/);
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveAccessibleDescription('Please enter a valid email address');
    await act(() => changeLanguage('ar'));
    await waitFor(() => expect(screen.getByText('يرجى إدخال بريد إلكتروني صحيح')).toBeInTheDocument());
    await act(() => changeLanguage('en'));
  });

  it('moves the focus to the thank-you message once subscribed', async () => {
    serve(() => ({ status: 201, body: {} }));
    await renderFooter();
    await subscribe('guest@example.com');
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Thank you! You are now subscribed.');
    await waitFor(() => expect(status).toHaveFocus());
  });

  it('subscribes with the email and language, disabling the form while sending', async () => {
    let release: () => void = () => {};
    const calls = serve(
      () => new Promise<Reply>((resolve) => (release = () => resolve({ status: 201, body: {} }))),
    );
    await renderFooter();
    await subscribe('guest@example.com');
    expect(screen.getByLabelText(/Email address/)).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: /Subscribe/ })).toBeDisabled();
    release();
    expect(await screen.findByText('Thank you! You are now subscribed.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email address/)).toHaveValue('');
    const sent = calls.find((c) => c.url.pathname === '/api/newsletter');
    expect(sent).toMatchObject({ method: 'POST', body: { email: 'guest@example.com', language: 'en' } });
  });

  it('says so when the address is already subscribed', async () => {
    serve(() => ({ status: 409, body: { code: 'already_subscribed', title: 'Conflict' } }));
    await renderFooter();
    await subscribe('guest@example.com');
    expect(await screen.findByText('This email address is already subscribed.')).toBeInTheDocument();
  });

  it('shows the server rejecting the email on the field', async () => {
    serve(() => ({
      status: 400,
      body: {
        code: 'validation_failed',
        title: 'Bad Request',
        errors: [{ field: 'email', code: 'invalid_email', message: 'invalid' }],
      },
    }));
    await renderFooter();
    await subscribe('guest@example.con');
    const input = screen.getByLabelText(/Email address/);
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('explains a failure and lets the visitor try again', async () => {
    serve(() => ({ status: 500, body: { code: 'internal_error', title: 'Error' } }));
    await renderFooter();
    await subscribe('guest@example.com');
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('We could not subscribe you right now. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });
});
