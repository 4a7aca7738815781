import { type Lang, usePreferences } from './support/app';
import { expect, test } from './support/test';
import { fieldLabel, startingWith, textIn } from './support/texts';

/** A day in Trabzon, `offset` days from today, as date fields hold it (YYYY-MM-DD). */
function trabzonDay(offset: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );
}

/** The journeys a French or Spanish reader makes first, in their language from the first page. */
for (const lang of ['fr', 'es'] satisfies Lang[]) {
  const t = (key: string, values?: Record<string, string | number>) => textIn(lang, key, values);

  test(`[${lang}] a stay found from the home page's search, its hotel and the checkout`, async ({
    context,
    page,
  }) => {
    await usePreferences(context, lang);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    // Typed without its Turkish letters, as a French or Spanish keyboard does.
    const where = page.getByRole('combobox', { name: t('home:search.where') }).first();
    const answered = page.waitForResponse(
      (r) => r.url().includes('/hotels/suggestions') && new URL(r.url()).searchParams.get('q') === 'uzungol',
    );
    await where.pressSequentially('uzungol', { delay: 40 });
    await answered;
    await page.getByRole('listbox').getByRole('option').first().click();
    await page
      .getByRole('button', { name: t('home:search.submit') })
      .first()
      .click();
    await expect(page).toHaveURL(/\/hotels\?destination=uzungol/);

    const checkIn = trabzonDay(30);
    const checkOut = trabzonDay(32);
    await page.goto(`/hotels/uzungol-lake-lodge?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`);
    await expect(page.getByRole('heading', { level: 2, name: t('hotels:rooms.title') })).toBeVisible();
    await page
      .getByRole('link', { name: startingWith(t('hotels:rooms.book')) })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: t('booking:checkout.title') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);

    // A guest books in their language and reads the confirmation in it.
    const main = page.getByRole('main');
    await main.getByLabel(fieldLabel(t('booking:checkout.firstName'))).fill('Élodie');
    await main.getByLabel(fieldLabel(t('booking:checkout.lastName'))).fill('Núñez');
    await main.getByLabel(fieldLabel(t('booking:checkout.email'))).fill(`elodie.${lang}@example.com`);
    await main.getByLabel(fieldLabel(t('booking:checkout.phone'))).fill('+33 6 12 34 56 78');
    await main.getByLabel(fieldLabel(t('booking:checkout.cardNumber'))).fill('4111111111111111');
    await main.getByLabel(fieldLabel(t('booking:checkout.cardName'))).fill('ELODIE NUNEZ');
    await main.getByLabel(fieldLabel(t('booking:checkout.expiry'))).fill('1230');
    await main.getByLabel(fieldLabel(t('booking:checkout.cvv'))).fill('123');
    await main.getByRole('checkbox').check();
    await main.getByRole('button', { name: t('booking:checkout.submit') }).click();
    await expect(page.getByRole('heading', { name: t('booking:confirmed.title') })).toBeVisible();
    await expect(page.getByTestId('booking-reference')).toHaveText(/^KT-[0-9A-Z]{8}$/);
  });

  test(`[${lang}] a blog post opens in the reader's language`, async ({ context, page, request }) => {
    const slug = 'sumela-monastery-visitor-guide';
    const post = (await (await request.get(`/api/blog/posts/${slug}?lang=${lang}`)).json()) as {
      title: string;
      lang: string;
      isFallback: boolean;
    };
    // The demo post is written in this language: no fallback to English.
    expect(post).toMatchObject({ lang, isFallback: false });
    await usePreferences(context, lang);
    await page.goto(`/blog/post/${slug}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    const fallbackNote = t('blog:post.fallback', { reader: '\u0000' }).split('\u0000')[0] ?? '';
    await expect(page.getByText(startingWith(fallbackNote))).toHaveCount(0);
  });

  test(`[${lang}] the login dialog refuses a wrong password in the reader's language, then signs in`, async ({
    context,
    page,
  }) => {
    await usePreferences(context, lang);
    await page.goto('/');
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 30_000 });
    await page
      .getByRole('banner')
      .getByRole('button', { name: t('layout:header.login') })
      .click();
    const dialog = page.getByRole('dialog', { name: t('auth:login.title') });
    await dialog.getByLabel(startingWith(t('auth:fields.email'))).fill('user@karadeniz.travel');
    await dialog.getByLabel(startingWith(t('auth:fields.password'))).fill('not-the-password');
    await dialog.getByRole('button', { name: t('auth:login.submit') }).click();
    await expect(dialog.getByText(t('problems:errors.invalid_credentials'))).toBeVisible();
    await dialog.getByLabel(startingWith(t('auth:fields.password'))).fill('User123!');
    await dialog.getByRole('button', { name: t('auth:login.submit') }).click();
    await expect(dialog).toBeHidden();
  });
}
