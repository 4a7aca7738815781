import { AUDIT_ENTITIES } from '@app/shared/audit/entries';
import { describe, expect, it } from 'vitest';
import { auditHref } from './audit-links.ts';

const ID = '0d4c7a8e-5b1f-4c55-9a43-1f2e3d4c5b6a';
const PARENT = '7e9f1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b';

describe('the link of an audit entry', () => {
  it('opens the entity’s admin page, or the page of the whole it is part of', () => {
    const href = (type: string, action = 'update', id = ID, parentId = '') =>
      auditHref({ type, id, parentId, action });
    expect(href('booking', 'status')).toBe(`/admin/bookings/${ID}`);
    expect(href('user', 'disable')).toBe(`/admin/users/${ID}`);
    expect(href('hotel')).toBe(`/admin/hotels/${ID}`);
    expect(href('hotel-room', 'update', ID, PARENT)).toBe(`/admin/hotels/${PARENT}`);
    expect(href('inventory', 'update', ID, PARENT)).toBe(`/admin/hotel-inventory?hotel=${PARENT}&room=${ID}`);
    expect(href('restaurant-day', 'update', '2027-07-10', PARENT)).toBe(
      `/admin/restaurant-availability?restaurant=${PARENT}&date=2027-07-10`,
    );
    expect(href('blog-post')).toBe(`/blog-admin/edit/${ID}`);
    expect(href('setting', 'update', 'homepage')).toBe('/admin/hero-settings');
    expect(href('setting', 'update', 'email')).toBe('/admin/settings');
  });

  it('links nowhere for a deleted entity’s own page, but still to the whole it was part of', () => {
    expect(auditHref({ type: 'hotel', id: ID, parentId: '', action: 'delete' })).toBeNull();
    expect(auditHref({ type: 'user', id: ID, parentId: '', action: 'delete' })).toBeNull();
    expect(auditHref({ type: 'hotel-room', id: ID, parentId: PARENT, action: 'delete' })).toBe(
      `/admin/hotels/${PARENT}`,
    );
  });

  it('knows every kind of entity (null where none has a page)', () => {
    for (const type of AUDIT_ENTITIES) {
      const href = auditHref({ type, id: ID, parentId: PARENT, action: 'update' });
      if (href !== null) expect(href, type).toMatch(/^\/(admin|blog-admin)\//);
    }
    expect(auditHref({ type: 'upload', id: ID, parentId: '', action: 'create' })).toBeNull();
  });
});
