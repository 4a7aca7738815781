import { PACKAGE_SORTS, type PackageSort } from '@app/shared/packages/catalog';

/** The /packages filters as they live in the URL; anything invalid is dropped, never fatal. */
export interface PackageFilters {
  destination?: string;
  from?: string;
  to?: string;
  /** '' any, '1-2', '3-4', '5+' days. */
  length: '' | '1-2' | '3-4' | '5+';
  maxPrice?: number;
  deals: boolean;
  sort: PackageSort;
  page: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const date = (v: string | null) =>
  v && DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) ? v : undefined;
const LENGTHS = ['', '1-2', '3-4', '5+'] as const;

export function parsePackageFilters(params: URLSearchParams): PackageFilters {
  const from = date(params.get('from'));
  let to = date(params.get('to'));
  if (from && to && to < from) to = undefined;
  const length = params.get('length') ?? '';
  const sort = params.get('sort') ?? '';
  const maxPrice = Number(params.get('maxPrice'));
  const page = Number(params.get('page'));
  return {
    destination: params.get('destination')?.trim().slice(0, 100) || undefined,
    from,
    to,
    length: (LENGTHS as readonly string[]).includes(length) ? (length as PackageFilters['length']) : '',
    maxPrice: Number.isInteger(maxPrice) && maxPrice > 0 && maxPrice <= 1_000_000 ? maxPrice : undefined,
    deals: params.get('deals') === 'true',
    sort: (PACKAGE_SORTS as readonly string[]).includes(sort) ? (sort as PackageSort) : 'popularity',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export function packageFiltersToParams(f: PackageFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.destination) p.set('destination', f.destination);
  if (f.from) p.set('from', f.from);
  if (f.to) p.set('to', f.to);
  if (f.length) p.set('length', f.length);
  if (f.maxPrice) p.set('maxPrice', String(f.maxPrice));
  if (f.deals) p.set('deals', 'true');
  if (f.sort !== 'popularity') p.set('sort', f.sort);
  if (f.page > 1) p.set('page', String(f.page));
  return p;
}

/** The API query for the filters (`length` becomes a day range). */
export function packageApiQuery(f: PackageFilters, limit: number) {
  const days = {
    '': {},
    '1-2': { minDays: 1, maxDays: 2 },
    '3-4': { minDays: 3, maxDays: 4 },
    '5+': { minDays: 5 },
  }[f.length];
  return {
    destination: f.destination,
    from: f.from,
    to: f.to,
    ...days,
    maxPrice: f.maxPrice,
    deals: f.deals ? 'true' : undefined,
    sort: f.sort,
    page: f.page,
    limit,
  };
}
