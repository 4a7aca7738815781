import type { PlainTextKey } from '../lib/translator';

/** What a route tells the shell about itself: the i18n key (`namespace:key`) of its page title. */
export interface RouteHandle {
  title: PlainTextKey;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as RouteHandle).title === 'string';
}

export function titled(title: PlainTextKey): RouteHandle {
  return { title };
}
