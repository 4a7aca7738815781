/** Package constants and the deal price, without the validation library (the web app's lists use them). */
export const PACKAGE_SORTS = [
  'popularity',
  'price_asc',
  'price_desc',
  'duration',
  'rating',
  'departure',
] as const;
export type PackageSort = (typeof PACKAGE_SORTS)[number];
export const MAX_PACKAGE_DAYS = 60;
/** The highest price per person, in minor units (1,000,000.00). */
export const MAX_PACKAGE_PRICE_MINOR = 100_000_000;
/** The largest deal, in percent off. */
export const MAX_DEAL_PERCENT = 90;

/** Per-person price after a deal, minor units: the same rounding everywhere. */
export const dealPrice = (pricePerPerson: number, dealPercent: number) =>
  Math.round((pricePerPerson * (100 - dealPercent)) / 100);
