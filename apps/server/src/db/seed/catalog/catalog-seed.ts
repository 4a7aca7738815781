import { addDays, todayIn } from '@app/shared/common/dates';
import { HOTEL_REVIEW_SUBJECT } from '../../../modules/hotels/hotels.service.ts';
import type { Db } from '../../client.ts';
import { bookingEvents, bookings } from '../../schema/bookings.ts';
import { destinations } from '../../schema/destinations.ts';
import { hotelStayBookings } from '../../schema/hotel-stay-bookings.ts';
import { hotels, roomTypes } from '../../schema/hotels.ts';
import { hotelInventory } from '../../schema/inventory.ts';
import { reviews } from '../../schema/reviews.ts';
import { seedVehicles } from '../vehicles/vehicles-seed.ts';
import { DESTINATIONS } from './destinations-data.ts';
import { CITY_IN_ARABIC, HOTELS } from './hotels-data.ts';
import { seedPackages } from './packages-seed.ts';
import { CANCELLATION_POLICY, HOUSE_RULES } from './policies-data.ts';
import { seedDemoReservation, seedRestaurants } from './restaurants-seed.ts';
import { REVIEWS } from './reviews-data.ts';
import { ROOMS } from './rooms-data.ts';

const TAX_RATE = 12;

/**
 * Destinations, hotels with rooms and reviews, a few inventory examples relative to today
 * (weekend promotions, a promo code, a blocked week, summer prices), two bookings of the
 * demo user and a table reserved for them a week ahead. Runs inside the seed transaction.
 */
export async function seedCatalog(tx: Db, opts: { now: Date; timeZone: string; demoUserId: string | null }) {
  const today = todayIn(opts.timeZone, opts.now);
  const destIds = new Map<string, string>();
  for (const [i, d] of DESTINATIONS.entries()) {
    const [row] = await tx
      .insert(destinations)
      .values({
        slug: d.slug,
        name: d.name,
        description: d.description,
        image: `/images/destinations/${d.slug}.svg`,
        latitude: d.latitude,
        longitude: d.longitude,
        featured: d.featured,
        sortOrder: i,
      })
      .returning({ id: destinations.id });
    if (row) destIds.set(d.slug, row.id);
  }

  const rooms: { hotelSlug: string; id: string; hotelId: string; price: number; total: number }[] = [];
  for (const [i, h] of HOTELS.entries()) {
    const picked = REVIEWS.filter((_, j) => (j + i) % 3 !== 0).slice(0, 3 + (i % 4));
    const average = picked.length
      ? Math.round((picked.reduce((s, r) => s + r.rating, 0) / picked.length) * 10) / 10
      : 0;
    const [hotel] = await tx
      .insert(hotels)
      .values({
        slug: h.slug,
        destinationId: destIds.get(h.destination) ?? null,
        name: h.name,
        description: h.description,
        addressLine: h.addressLine,
        city: h.city,
        cityNames: { en: '', tr: '', ar: CITY_IN_ARABIC[h.city] ?? '' },
        latitude: h.latitude,
        longitude: h.longitude,
        starRating: h.stars,
        averageRating: average,
        totalReviews: picked.length,
        amenities: h.amenities,
        featuredImage: `/images/hotels/${h.slug}/cover.svg`,
        images: [
          `/images/hotels/${h.slug}/cover.svg`,
          `/images/hotels/${h.slug}/view-1.svg`,
          `/images/hotels/${h.slug}/view-2.svg`,
        ],
        contact: { phone: h.phone, email: `stay@${h.slug}.example`, website: '' },
        checkInTime: h.checkIn ?? '14:00',
        checkOutTime: h.checkOut ?? '12:00',
        cancellationPolicy: CANCELLATION_POLICY,
        paymentOptions: h.payment ?? ['creditCard', 'payAtHotel'],
        rules: HOUSE_RULES,
        additionalDetails: { en: '', tr: '', ar: '' },
        featured: h.featured ?? false,
      })
      .returning({ id: hotels.id });
    if (!hotel) continue;
    for (const [j, [key, lira, count]] of h.rooms.entries()) {
      const t = ROOMS[key];
      const [room] = await tx
        .insert(roomTypes)
        .values({
          hotelId: hotel.id,
          name: t.name,
          roomType: t.roomType,
          pricePerNight: lira * 100,
          images: [`/images/rooms/room-${t.image}.svg`],
          features: t.features,
          maxOccupancy: t.maxOccupancy,
          totalRooms: count,
          sortOrder: j,
        })
        .returning({ id: roomTypes.id });
      if (room)
        rooms.push({ hotelSlug: h.slug, id: room.id, hotelId: hotel.id, price: lira * 100, total: count });
    }
    for (const [j, r] of picked.entries()) {
      const created = new Date(Date.UTC(2025, (i * 3 + j * 5) % 12, 1 + ((i + j * 7) % 27), 10));
      await tx.insert(reviews).values({
        subjectType: HOTEL_REVIEW_SUBJECT,
        subjectId: hotel.id,
        authorName: r.author,
        rating: r.rating,
        title: r.title,
        text: r.text,
        lang: r.lang,
        createdAt: created,
      });
    }
  }

  const firstRoom = (slug: string) => rooms.find((r) => r.hotelSlug === slug);
  const records: (typeof hotelInventory.$inferInsert)[] = [];
  type Room = (typeof rooms)[number];
  /** One night of a room type at its defaults, with the given changes. */
  const night = (room: Room, date: string, changes: Partial<typeof hotelInventory.$inferInsert> = {}) => ({
    hotelId: room.hotelId,
    roomTypeId: room.id,
    date,
    totalRooms: room.total,
    availableRooms: room.total,
    basePrice: room.price,
    ...changes,
  });
  const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
  // Weekend promotions (15 %, no code) for the next 8 weeks at two hotels.
  for (const slug of ['boztepe-terrace-hotel', 'akcaabat-shore-hotel']) {
    const room = firstRoom(slug);
    if (!room) continue;
    for (let d = 1; d <= 56; d++) {
      const date = addDays(today, d);
      if (weekday(date) !== 5 && weekday(date) !== 6) continue;
      records.push(night(room, date, { promotionDiscountPercent: 15, notes: 'Weekend offer' }));
    }
  }
  // A code-bound promotion for 60 days.
  const coded = firstRoom('trabzon-meydan-hotel');
  if (coded)
    for (let d = 0; d < 60; d++)
      records.push(
        night(coded, addDays(today, d), { promotionDiscountPercent: 10, promotionCode: 'KARADENIZ10' }),
      );
  // A blocked week a month from now.
  const blocked = firstRoom('ayder-hot-springs-lodge');
  if (blocked)
    for (let d = 30; d < 37; d++)
      records.push(night(blocked, addDays(today, d), { blocked: true, blockReason: 'Renovation' }));
  // Summer nights cost 20 % more at the lake.
  const year = Number(today.slice(0, 4));
  for (const slug of ['uzungol-lake-lodge', 'uzungol-mosque-view-suites']) {
    const room = firstRoom(slug);
    if (!room) continue;
    for (const y of [year, year + 1])
      for (let date = `${y}-07-01`; date <= `${y}-08-31`; date = addDays(date, 1))
        if (date >= today && date <= addDays(today, 365))
          records.push(night(room, date, { seasonalAdjustment: 20, notes: 'Summer season' }));
  }

  // The demo user's bookings: one upcoming (its nights hold a room), one completed.
  const upcoming = firstRoom('rize-tea-garden-hotel');
  if (opts.demoUserId && upcoming) {
    const checkIn = addDays(today, 21);
    const nights = [0, 1, 2].map((n) => addDays(checkIn, n));
    for (const date of nights) {
      const existing = records.find((r) => r.roomTypeId === upcoming.id && r.date === date);
      if (existing) existing.availableRooms = (existing.availableRooms ?? upcoming.total) - 1;
      else records.push(night(upcoming, date, { availableRooms: upcoming.total - 1 }));
    }
    await insertBooking(tx, {
      userId: opts.demoUserId,
      room: upcoming,
      checkIn,
      nights: 3,
      status: 'confirmed',
      reference: 'KT-DEMO2027',
      now: opts.now,
    });
  }
  const past = firstRoom('uzungol-lake-lodge');
  if (opts.demoUserId && past)
    await insertBooking(tx, {
      userId: opts.demoUserId,
      room: past,
      checkIn: addDays(today, -40),
      nights: 2,
      status: 'completed',
      reference: 'KT-DEMO2026',
      now: opts.now,
    });

  for (let i = 0; i < records.length; i += 500)
    await tx
      .insert(hotelInventory)
      .values(records.slice(i, i + 500))
      .onConflictDoNothing();

  await seedPackages(tx, {
    today,
    destinationIds: destIds,
    hotelIds: new Map(rooms.map((r) => [r.hotelSlug, r.hotelId])),
  });
  await seedRestaurants(tx, { destinationIds: destIds });
  await seedVehicles(tx);
  if (opts.demoUserId)
    await seedDemoReservation(tx, {
      userId: opts.demoUserId,
      date: addDays(today, 7),
      timeZone: opts.timeZone,
      now: opts.now,
    });
}

async function insertBooking(
  tx: Db,
  b: {
    userId: string;
    room: { id: string; hotelId: string; price: number };
    checkIn: string;
    nights: number;
    status: 'confirmed' | 'completed';
    reference: string;
    now: Date;
  },
) {
  const nights = Array.from({ length: b.nights }, (_, n) => ({
    date: addDays(b.checkIn, n),
    price: b.room.price,
    discount: 0,
  }));
  const subtotal = b.room.price * b.nights;
  const taxes = Math.round((subtotal * TAX_RATE) / 100);
  const [row] = await tx
    .insert(bookings)
    .values({
      reference: b.reference,
      type: 'hotel',
      status: b.status,
      userId: b.userId,
      checkIn: b.checkIn,
      checkOut: addDays(b.checkIn, b.nights),
      guests: 2,
      firstName: 'Layla',
      lastName: 'Hassan',
      email: 'user@karadeniz.travel',
      phone: '+90 532 000 00 00',
      paymentMethod: 'creditCard',
      cardBrand: 'visa',
      cardLast4: '4242',
      currency: 'TRY',
      nights,
      subtotal,
      taxRate: TAX_RATE,
      taxes,
      total: subtotal + taxes,
      lang: 'en',
      createdAt: b.now,
      updatedAt: b.now,
    })
    .returning({ id: bookings.id });
  if (!row) return;
  await tx
    .insert(hotelStayBookings)
    .values({ bookingId: row.id, hotelId: b.room.hotelId, roomTypeId: b.room.id });
  await tx
    .insert(bookingEvents)
    .values({ bookingId: row.id, fromStatus: null, toStatus: b.status, createdAt: b.now });
}
