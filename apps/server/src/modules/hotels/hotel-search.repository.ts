import { and, asc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { destinations } from '../../db/schema/destinations.ts';
import { hotelStayBookings } from '../../db/schema/hotel-stay-bookings.ts';
import { hotels, roomTypes } from '../../db/schema/hotels.ts';
import { hotelInventory } from '../../db/schema/inventory.ts';
import type { DestinationRow } from '../destinations/destination-dto.ts';
import type { HotelCardRow } from './hotel-dto.ts';

/**
 * The words a hotel is found by: its name, town and destination in every language, and its street.
 * The search (hotel-search.ts) reads the same fields from the hotels held in memory.
 */
export const HOTEL_TEXT = sql`concat_ws(' ', h.name->>'en', h.name->>'tr', h.name->>'ar', h.city, h.city_names->>'en', h.city_names->>'tr', h.city_names->>'ar', h.address_line, d.name->>'en', d.name->>'tr', d.name->>'ar')`;

/** A published hotel as the search reads it: its card and its destination. */
export interface SearchHotelRow {
  hotel: HotelCardRow;
  destination: DestinationRow | null;
}

/** A room type as the search reads it. */
export interface SearchRoomRow {
  id: string;
  hotelId: string;
  maxOccupancy: number;
  totalRooms: number;
  pricePerNight: number;
}

/** A night's record of one room type (a night without one has the room type's rooms and price). */
export interface SearchNightRow {
  hotelId: string;
  roomTypeId: string;
  date: string;
  availableRooms: number;
  blocked: boolean;
  basePrice: number;
  priceModifier: number;
  seasonalAdjustment: number;
  promotionDiscountPercent: number;
  promotionCode: string | null;
}

/** The published hotels with their cards and destinations, and their room types. */
export async function searchCatalogue(db: Db): Promise<{ hotels: SearchHotelRow[]; rooms: SearchRoomRow[] }> {
  const [hotelRows, rooms] = await Promise.all([
    db
      .select({
        hotel: {
          id: hotels.id,
          slug: hotels.slug,
          name: hotels.name,
          description: hotels.description,
          addressLine: hotels.addressLine,
          city: hotels.city,
          cityNames: hotels.cityNames,
          country: hotels.country,
          latitude: hotels.latitude,
          longitude: hotels.longitude,
          starRating: hotels.starRating,
          averageRating: hotels.averageRating,
          totalReviews: hotels.totalReviews,
          amenities: hotels.amenities,
          featuredImage: hotels.featuredImage,
          images: hotels.images,
          featured: hotels.featured,
        },
        destination: { id: destinations.id, slug: destinations.slug, name: destinations.name },
      })
      .from(hotels)
      .leftJoin(destinations, eq(destinations.id, hotels.destinationId))
      .where(eq(hotels.published, true)),
    db
      .select({
        id: roomTypes.id,
        hotelId: roomTypes.hotelId,
        maxOccupancy: roomTypes.maxOccupancy,
        totalRooms: roomTypes.totalRooms,
        pricePerNight: roomTypes.pricePerNight,
      })
      .from(roomTypes)
      .innerJoin(hotels, and(eq(hotels.id, roomTypes.hotelId), eq(hotels.published, true))),
  ]);
  return { hotels: hotelRows, rooms };
}

/** Every night record of the hotels named. */
export async function searchNights(db: Db, hotelIds: readonly string[]): Promise<SearchNightRow[]> {
  if (hotelIds.length === 0) return [];
  return db
    .select({
      hotelId: hotelInventory.hotelId,
      roomTypeId: hotelInventory.roomTypeId,
      date: hotelInventory.date,
      availableRooms: hotelInventory.availableRooms,
      blocked: hotelInventory.blocked,
      basePrice: hotelInventory.basePrice,
      priceModifier: hotelInventory.priceModifier,
      seasonalAdjustment: hotelInventory.seasonalAdjustment,
      promotionDiscountPercent: hotelInventory.promotionDiscountPercent,
      promotionCode: hotelInventory.promotionCode,
    })
    .from(hotelInventory)
    .where(inArray(hotelInventory.hotelId, [...hotelIds]));
}

/** When each hotel booking made since `since` and not cancelled was made, oldest first. */
export async function searchBookingTimes(db: Db, since: Date): Promise<{ hotelId: string; at: Date }[]> {
  const rows = await db
    .select({ hotelId: hotelStayBookings.hotelId, at: bookings.createdAt })
    .from(bookings)
    .innerJoin(hotelStayBookings, eq(hotelStayBookings.bookingId, bookings.id))
    .where(and(ne(bookings.status, 'cancelled'), gte(bookings.createdAt, since)))
    .orderBy(asc(bookings.createdAt));
  return rows.flatMap((r) => (r.hotelId ? [{ hotelId: r.hotelId, at: r.at }] : []));
}
