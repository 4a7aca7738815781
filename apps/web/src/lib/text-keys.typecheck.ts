/**
 * Checked by `tsc` only (never run): each `@ts-expect-error` line must stay an error, so the key
 * and value checks of `t` cannot quietly stop working.
 */
import type { TFunction } from './translator';

export function keysAreChecked(t: TFunction<'layout' | 'common'>, hotels: TFunction<'hotels'>): string[] {
  return [
    t('actions.close'),
    t('common:pagination.page', { page: 2 }),
    t('placeSearch.hotels', { count: 2 }),
    t('problems:errors.sold_out'),
    hotels('rooms.reasons.invalid_dates'),
    // @ts-expect-error a misspelt key
    t('actions.closee'),
    // @ts-expect-error a key of a namespace this `t` was not made for, without its prefix
    t('rooms.reasons.invalid_dates'),
    // @ts-expect-error an error code without a text
    t('problems:errors.no_such_code'),
    // @ts-expect-error a text that asks for a value, without it
    t('common:pagination.page'),
    // @ts-expect-error a text that asks for a value, with another one
    t('common:pagination.page', { pages: 2 }),
  ];
}
