import type { PlainTextKey } from '../lib/translator';

/**
 * What a route tells the shell about itself: the i18n keys (`namespace:key`) of its page title and,
 * for a public page, of the description crawlers and link previews show (when the page declares
 * no `PageMeta` of its own).
 */
export interface RouteHandle {
  title: PlainTextKey;
  description?: PlainTextKey;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as RouteHandle).title === 'string';
}

export function titled(title: PlainTextKey, description?: PlainTextKey): RouteHandle {
  return description ? { title, description } : { title };
}
