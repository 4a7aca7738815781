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

/** Per-person price after a deal, minor units: the same rounding everywhere. */
export const dealPrice = (pricePerPerson: number, dealPercent: number) =>
  Math.round((pricePerPerson * (100 - dealPercent)) / 100);
