import { zonedInstant } from '@app/shared/common/wall-clock';
import { and, asc, eq, gte } from 'drizzle-orm';
import { RESTAURANT_REVIEW_SUBJECT } from '../../../modules/restaurants/restaurants.service.ts';
import type { Db } from '../../client.ts';
import { bookingEvents, bookings } from '../../schema/bookings.ts';
import { restaurantSittings } from '../../schema/restaurant-sittings.ts';
import { restaurantTableBookings } from '../../schema/restaurant-table-bookings.ts';
import { restaurants, restaurantTables } from '../../schema/restaurants.ts';
import { reviews } from '../../schema/reviews.ts';
import { CITY_IN_ARABIC } from './hotels-data.ts';
import { RESTAURANT_REVIEWS } from './restaurant-reviews-data.ts';
import { RESTAURANT_CITY_IN_ARABIC, RESTAURANTS } from './restaurants-data.ts';

/**
 * The demo restaurants with their tables and a few reviews (the rating and count are those of the
 * reviews); one already there (by slug) is kept as it is.
 */
export async function seedRestaurants(tx: Db, opts: { destinationIds: Map<string, string> }) {
  for (const [i, r] of RESTAURANTS.entries()) {
    const picked = RESTAURANT_REVIEWS.filter((_, j) => (j + i) % 4 !== 0).slice(0, 3 + (i % 3));
    const average = Math.round((picked.reduce((sum, x) => sum + x.rating, 0) / picked.length) * 10) / 10;
    const images = [`/images/restaurants/${r.slug}/cover.svg`, `/images/restaurants/${r.slug}/dish.svg`];
    const [row] = await tx
      .insert(restaurants)
      .values({
        slug: r.slug,
        name: r.name,
        description: r.description,
        cuisine: r.cuisine,
        priceRange: r.priceRange,
        destinationId: opts.destinationIds.get(r.destination) ?? null,
        addressLine: r.addressLine,
        city: r.city,
        cityNames: { en: '', tr: '', ar: CITY_IN_ARABIC[r.city] ?? RESTAURANT_CITY_IN_ARABIC[r.city] ?? '' },
        latitude: r.latitude,
        longitude: r.longitude,
        phone: r.phone,
        email: `table@${r.slug}.example`,
        website: r.website ?? '',
        featuredImage: images[0] ?? '',
        images,
        openingHours: r.hours,
        turnMinutes: r.turnMinutes,
        maxPartySize: r.maxPartySize,
        instantLimit: r.instantLimit,
        menuHighlights: r.menu,
        averageRating: average,
        totalReviews: picked.length,
        featured: r.featured ?? false,
        published: true,
      })
      .onConflictDoNothing({ target: restaurants.slug })
      .returning({ id: restaurants.id });
    if (!row) continue;
    let number = 0;
    const tables = r.tables.flatMap(([capacity, location, count]) =>
      Array.from({ length: count }, () => ({
        restaurantId: row.id,
        number: String(++number),
        capacity,
        location,
      })),
    );
    await tx.insert(restaurantTables).values(tables);
    await tx.insert(reviews).values(
      picked.map((x, j) => ({
        subjectType: RESTAURANT_REVIEW_SUBJECT,
        subjectId: row.id,
        authorName: x.author,
        rating: x.rating,
        title: x.title,
        text: x.text,
        lang: x.lang,
        createdAt: new Date(Date.UTC(2025, (i * 5 + j * 3) % 12, 1 + ((i * 3 + j * 11) % 27), 19)),
      })),
    );
  }
}

/**
 * The demo user's table: two at Meydan Köfte (open every day 11:00–22:00) at 19:00 on `date`,
 * confirmed, holding the smallest table for two over the restaurant's turn.
 */
export async function seedDemoReservation(
  tx: Db,
  o: { userId: string; date: string; timeZone: string; now: Date },
) {
  const [place] = await tx
    .select({ id: restaurants.id, turnMinutes: restaurants.turnMinutes })
    .from(restaurants)
    .where(eq(restaurants.slug, 'meydan-kofte-ve-pide'));
  if (!place) return;
  const [table] = await tx
    .select({ id: restaurantTables.id })
    .from(restaurantTables)
    .where(and(eq(restaurantTables.restaurantId, place.id), gte(restaurantTables.capacity, 2)))
    .orderBy(asc(restaurantTables.capacity), asc(restaurantTables.number))
    .limit(1);
  if (!table) return;
  const startsAt = zonedInstant(o.date, '19:00', o.timeZone);
  const endsAt = new Date(startsAt.getTime() + place.turnMinutes * 60_000);
  const [row] = await tx
    .insert(bookings)
    .values({
      reference: 'KT-DEMOTABLE',
      type: 'restaurant',
      status: 'confirmed',
      userId: o.userId,
      checkIn: o.date,
      checkOut: o.date,
      guests: 2,
      firstName: 'Layla',
      lastName: 'Hassan',
      email: 'user@karadeniz.travel',
      phone: '+90 532 000 00 00',
      specialRequests: 'A table by the window, if possible',
      paymentMethod: 'none',
      currency: 'TRY',
      nights: [],
      subtotal: 0,
      taxRate: 0,
      taxes: 0,
      total: 0,
      lang: 'en',
      createdAt: o.now,
      updatedAt: o.now,
    })
    .onConflictDoNothing()
    .returning({ id: bookings.id });
  if (!row) return;
  await tx.insert(restaurantTableBookings).values({ bookingId: row.id, restaurantId: place.id });
  await tx
    .insert(bookingEvents)
    .values({ bookingId: row.id, fromStatus: null, toStatus: 'confirmed', createdAt: o.now });
  await tx.insert(restaurantSittings).values({
    bookingId: row.id,
    restaurantId: place.id,
    tableId: table.id,
    partySize: 2,
    startsAt,
    during: `[${startsAt.toISOString()},${endsAt.toISOString()})`,
  });
}
