import type { Locator, Page } from '@playwright/test';
import { type Lang, usePreferences } from './support/app';
import { expect, test } from './support/test';

/** A day in Trabzon, `offset` days from today, as date fields hold it (YYYY-MM-DD). */
function trabzonDay(offset = 0): string {
  const now = new Date(Date.now() + offset * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(now);
}

/** Types a date into a native date field key by key, as a person does (the browser's en-US order). */
async function typeDate(field: Locator, iso: string) {
  const [year, month, day] = iso.split('-');
  await field.focus();
  await field.pressSequentially(`${month}${day}${year}`, { delay: 30 });
}

const TEXTS = {
  en: {
    hotelsTab: 'Hotels',
    where: 'Where',
    stars: 'Star rating',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    search: 'Search',
    uzungol: 'Uzungöl',
    country: 'Türkiye',
    results: '2 hotels',
    forest: 'Sümela Forest Hotel',
    filters: 'Filters',
  },
  ar: {
    hotelsTab: 'الفنادق',
    where: 'إلى أين',
    stars: 'تصنيف النجوم',
    checkIn: 'تسجيل الوصول',
    checkOut: 'تسجيل المغادرة',
    search: 'بحث',
    uzungol: 'أوزنجول',
    country: 'تركيا',
    results: 'فندقان',
    forest: 'فندق غابة سوميلا',
    filters: 'عوامل التصفية',
  },
} as const;

/** The Where box of the filters: the sidebar on a desktop (the phone sheet is the same form). */
const whereOnHotels = (page: Page, lang: 'en' | 'ar') =>
  page.getByRole('complementary').getByRole('combobox', { name: TEXTS[lang].where });

for (const lang of ['en', 'ar'] as const satisfies readonly Lang[]) {
  const text = TEXTS[lang];

  test(`[${lang}] the home search takes a destination typed without its Turkish letters and both dates changed, and lands on /hotels with them`, async ({
    context,
    page,
  }) => {
    await usePreferences(context, lang, 'light');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto('/');
    const search = page.getByRole('tabpanel', { name: text.hotelsTab });

    // Touch another field first: the check-in handler once broke the page after any change.
    await search.getByLabel(text.stars).selectOption('4');
    const where = search.getByRole('combobox', { name: text.where });
    // The list changes as each answer arrives: choose from the answer to the whole word.
    const answered = page.waitForResponse(
      (r) => r.url().includes('/hotels/suggestions') && new URL(r.url()).searchParams.get('q') === 'uzungol',
    );
    await where.pressSequentially('uzungol', { delay: 40 });
    await answered;
    const suggestions = page.getByRole('listbox', { name: text.where });
    // The destination, not a hotel whose name starts the same way ("Uzungöl Lake Lodge").
    await suggestions
      .getByRole('option', { name: new RegExp(`^${text.uzungol}\\s*${text.country}`) })
      .click();
    await expect(where).toHaveValue(text.uzungol);

    const checkIn = trabzonDay(12);
    const checkOut = trabzonDay(15);
    await typeDate(search.getByLabel(text.checkIn), checkIn);
    await expect(search.getByLabel(text.checkIn)).toHaveValue(checkIn);
    // Check-out moved after the new check-in by itself; then it is chosen as the picker does.
    await expect(search.getByLabel(text.checkOut)).toHaveValue(trabzonDay(13));
    await search.getByLabel(text.checkOut).fill(checkOut);
    await search.getByRole('button', { name: text.search }).click();

    await expect(page).toHaveURL(
      `/hotels?destination=uzungol&minStars=4&checkIn=${checkIn}&checkOut=${checkOut}&guests=2`,
    );
    await expect(page.getByRole('heading', { level: 2, name: text.results })).toBeVisible();
    // The destination shows by its name, never its address slug.
    await expect(whereOnHotels(page, lang)).toHaveValue(text.uzungol);
    await expect(page.getByText('uzungol', { exact: true })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test(`[${lang}] a hotel search typed without Turkish letters finds its hotels`, async ({
    context,
    page,
  }) => {
    await usePreferences(context, lang, 'light');
    await page.goto('/hotels');
    const where = whereOnHotels(page, lang);
    await where.fill('sumela');
    await where.press('Enter');
    await expect(page).toHaveURL(/[?&]q=sumela/);
    await expect(page.getByRole('heading', { level: 3, name: text.forest })).toBeVisible();
  });
}

test('a checkout failed on purpose puts the focus on the first field in error, in view', async ({
  context,
  page,
}) => {
  await usePreferences(context, 'ar', 'light');
  await page.goto(`/hotels/uzungol-lake-lodge?checkIn=${trabzonDay(30)}&checkOut=${trabzonDay(32)}&guests=2`);
  await page.getByRole('link', { name: /^احجز/ }).first().click();
  const firstName = page.getByLabel(/^الاسم الأول/);
  await firstName.fill('ليلى');
  await page.getByRole('button', { name: 'تأكيد الحجز' }).click();
  const lastName = page.getByLabel(/^اسم العائلة/);
  await expect(lastName).toBeFocused();
  await expect(lastName).toBeInViewport();
  await expect(page.getByText('هذا الحقل مطلوب').first()).toBeVisible();
});
