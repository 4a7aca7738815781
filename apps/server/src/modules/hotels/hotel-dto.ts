import { addressParts, localizedPart, townPart } from '@app/shared/common/address';
import type { Amenity, PaymentMethod, RoomFeature, RoomKind } from '@app/shared/hotels/catalog';
import type {
  HotelAdminDto,
  HotelDetailDto,
  HotelSummaryDto,
  RoomTypeAdminDto,
  RoomTypeDto,
} from '@app/shared/hotels/schemas';
import type { Language } from '@app/shared/i18n/languages';
import { type Localized, nameIn, pickLocalized } from '@app/shared/i18n/localized';
import type { hotels, roomTypes } from '../../db/schema/hotels.ts';
import type { DestinationRow } from '../destinations/destination-dto.ts';

export type HotelRow = typeof hotels.$inferSelect;
export type RoomRow = typeof roomTypes.$inferSelect;
/** What a hotel's card in the list shows. */
export type HotelCardRow = Pick<
  HotelRow,
  | 'id'
  | 'slug'
  | 'name'
  | 'description'
  | 'addressLine'
  | 'city'
  | 'cityNames'
  | 'country'
  | 'latitude'
  | 'longitude'
  | 'starRating'
  | 'averageRating'
  | 'totalReviews'
  | 'amenities'
  | 'featuredImage'
  | 'images'
  | 'featured'
>;
/** What a room type's offer on the hotel page shows. */
export type RoomCardRow = Pick<
  RoomRow,
  'id' | 'name' | 'roomType' | 'pricePerNight' | 'images' | 'features' | 'maxOccupancy' | 'totalRooms'
>;

/** The start of a description for a card: at most `max` characters, cut at a word. */
export const excerpt = (text: string, max = 200) => {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
};

/** Every translation of a text, empty where none was written (the admin's forms). */
export const full = (value: Localized): Localized => ({
  en: value.en,
  tr: value.tr ?? '',
  ar: value.ar ?? '',
});

export function toHotelSummary(
  h: HotelCardRow,
  destination: DestinationRow | null,
  priceFrom: number,
  currency: string,
  lang: Language,
): HotelSummaryDto {
  const name = pickLocalized(h.name, lang);
  return {
    _id: h.id,
    slug: h.slug,
    name: name.text,
    description: excerpt(pickLocalized(h.description, lang).text),
    contentLang: name.lang,
    address: {
      line: h.addressLine,
      city: nameIn(h.city, h.cityNames, lang),
      country: h.country,
      parts: addressParts([h.addressLine, townPart(h.city, h.cityNames, lang)]),
    },
    destination: destination
      ? { _id: destination.id, slug: destination.slug, name: pickLocalized(destination.name, lang).text }
      : null,
    place: addressParts([
      townPart(h.city, h.cityNames, lang),
      destination ? localizedPart(destination.name, lang) : null,
    ]),
    featuredImage: h.featuredImage,
    images: h.images,
    starRating: h.starRating,
    averageRating: Math.round(h.averageRating * 10) / 10,
    totalReviews: h.totalReviews,
    amenities: h.amenities as Amenity[],
    latitude: h.latitude,
    longitude: h.longitude,
    featured: h.featured,
    priceFrom,
    currency,
  };
}

export function toRoomDto(r: RoomCardRow, lang: Language): RoomTypeDto {
  return {
    _id: r.id,
    name: pickLocalized(r.name, lang).text,
    roomType: r.roomType as RoomKind,
    pricePerNight: r.pricePerNight,
    price: r.pricePerNight,
    images: r.images,
    features: r.features as RoomFeature[],
    maxOccupancy: r.maxOccupancy,
    totalRooms: r.totalRooms,
  };
}

export function toRoomAdminDto(r: RoomRow): RoomTypeAdminDto {
  return { ...toRoomDto(r, 'en'), name: full(r.name) };
}

export function toHotelDetail(
  h: HotelRow,
  destination: DestinationRow | null,
  rooms: RoomCardRow[],
  currency: string,
  lang: Language,
): HotelDetailDto {
  const summary = toHotelSummary(h, destination, minPrice(rooms), currency, lang);
  return {
    ...summary,
    description: pickLocalized(h.description, lang).text,
    roomTypes: rooms.map((r) => toRoomDto(r, lang)),
    contact: h.contact,
    checkInTime: h.checkInTime,
    checkOutTime: h.checkOutTime,
    cancellationPolicy: pickLocalized(h.cancellationPolicy, lang).text,
    paymentOptions: h.paymentOptions as PaymentMethod[],
    rules: pickLocalized(h.rules, lang).text,
    additionalDetails: pickLocalized(h.additionalDetails, lang).text,
  };
}

export function toHotelAdmin(h: HotelRow, rooms: RoomRow[]): HotelAdminDto {
  return {
    _id: h.id,
    slug: h.slug,
    destinationId: h.destinationId,
    name: full(h.name),
    description: full(h.description),
    addressLine: h.addressLine,
    city: h.city,
    cityNames: full(h.cityNames),
    country: h.country,
    latitude: h.latitude,
    longitude: h.longitude,
    starRating: h.starRating,
    averageRating: Math.round(h.averageRating * 10) / 10,
    totalReviews: h.totalReviews,
    amenities: h.amenities as Amenity[],
    featuredImage: h.featuredImage,
    images: h.images,
    contact: h.contact,
    checkInTime: h.checkInTime,
    checkOutTime: h.checkOutTime,
    cancellationPolicy: full(h.cancellationPolicy),
    paymentOptions: h.paymentOptions as PaymentMethod[],
    rules: full(h.rules),
    additionalDetails: full(h.additionalDetails),
    featured: h.featured,
    published: h.published,
    roomTypes: rooms.map(toRoomAdminDto),
    createdAt: h.createdAt.toISOString(),
    updatedAt: h.updatedAt.toISOString(),
  };
}

export function minPrice(rooms: Pick<RoomRow, 'pricePerNight'>[]): number {
  return rooms.length ? Math.min(...rooms.map((r) => r.pricePerNight)) : 0;
}
