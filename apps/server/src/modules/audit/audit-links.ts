import type { AuditEntity } from '@app/shared/audit/entries';

interface Linked {
  type: string;
  id: string;
  parentId: string;
  action: string;
}

const q = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;

/**
 * The admin page of each kind of entity (apps/web/src/app/router.tsx): its own page, or the page
 * of the whole it is part of, or the list that shows it; null for what has no page.
 */
const PAGES: Record<AuditEntity, (e: Linked) => string | null> = {
  hotel: (e) => `/admin/hotels/${e.id}`,
  'hotel-room': (e) => (e.parentId ? `/admin/hotels/${e.parentId}` : null),
  inventory: (e) => (e.parentId ? `/admin/hotel-inventory${q({ hotel: e.parentId, room: e.id })}` : null),
  destination: () => '/admin/destinations',
  package: (e) => `/admin/packages/${e.id}`,
  'package-departure': (e) => (e.parentId ? `/admin/packages/${e.parentId}` : null),
  restaurant: (e) => `/admin/restaurants/${e.id}`,
  'restaurant-table': (e) => (e.parentId ? `/admin/restaurant-tables${q({ restaurant: e.parentId })}` : null),
  'restaurant-day': (e) =>
    e.parentId ? `/admin/restaurant-availability${q({ restaurant: e.parentId, date: e.id })}` : null,
  vehicle: (e) => `/admin/vehicles/${e.id}`,
  'vehicle-withdrawal': (e) => (e.parentId ? `/admin/vehicles/${e.parentId}` : null),
  booking: (e) => `/admin/bookings/${e.id}`,
  user: (e) => `/admin/users/${e.id}`,
  setting: (e) => (e.id === 'homepage' ? '/admin/hero-settings' : '/admin/settings'),
  'blog-post': (e) => `/blog-admin/edit/${e.id}`,
  'blog-comment': () => '/blog-admin/comments',
  'blog-category': () => null,
  'blog-tag': () => null,
  upload: () => null,
};

/** Kinds whose link is the entity's own page (gone once it is deleted). */
const OWN_PAGE = new Set<string>([
  'hotel',
  'package',
  'restaurant',
  'vehicle',
  'booking',
  'user',
  'blog-post',
]);

/**
 * The link of an entry. A deleted entity's own page is gone: its entry links nowhere (the page of
 * the whole it was part of, or a list, still stands).
 */
export function auditHref(entry: Linked): string | null {
  const page = PAGES[entry.type as AuditEntity];
  if (!page || !entry.id) return null;
  const href = page(entry);
  if (!href) return null;
  return entry.action === 'delete' && OWN_PAGE.has(entry.type) ? null : href;
}
