/** Amenity codes a hotel can have; the web translates `hotels:amenities.<code>`. */
export const AMENITIES = [
  'wifi',
  'parking',
  'breakfast',
  'restaurant',
  'bar',
  'pool',
  'indoorPool',
  'spa',
  'hammam',
  'sauna',
  'fitness',
  'airConditioning',
  'airportShuttle',
  'roomService',
  'familyRooms',
  'petFriendly',
  'accessible',
  'seaView',
  'lakeView',
  'mountainView',
  'garden',
  'terrace',
  'fireplace',
  'kidsClub',
  'beach',
  'meetingRooms',
  'laundry',
  'frontDesk24h',
  'halalFood',
  'prayerRoom',
] as const;
export type Amenity = (typeof AMENITIES)[number];

/** Room kinds (spec: roomType). */
export const ROOM_KINDS = ['standard', 'deluxe', 'suite', 'family', 'twin', 'single', 'bungalow'] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];

/** Room feature codes; the web translates `hotels:roomFeatures.<code>`. */
export const ROOM_FEATURES = [
  'balcony',
  'seaView',
  'lakeView',
  'mountainView',
  'bathtub',
  'shower',
  'kitchenette',
  'minibar',
  'kettle',
  'safe',
  'tv',
  'desk',
  'sofaBed',
  'kingBed',
  'twinBeds',
  'airConditioning',
  'heating',
  'fireplace',
  'jacuzzi',
  'nonSmoking',
] as const;
export type RoomFeature = (typeof ROOM_FEATURES)[number];

export const PAYMENT_METHODS = ['creditCard', 'payAtHotel'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Home search star filter: any, 5, 4+, 3+, 2+, 1+ (sent as minStars=0|5|4|3|2|1). */
export const STAR_FILTERS = [0, 5, 4, 3, 2, 1] as const;

/** Home search guest choices: 1, 2, 2+1, 2+2 (adults + children) → total guests 1, 2, 3, 4. */
export const GUEST_CHOICES = [
  { value: '1', adults: 1, children: 0 },
  { value: '2', adults: 2, children: 0 },
  { value: '2+1', adults: 2, children: 1 },
  { value: '2+2', adults: 2, children: 2 },
] as const;
export const DEFAULT_GUESTS = 2;
export const MIN_GUESTS = 1;
export const MAX_GUESTS = 10;

export const HOTEL_SORTS = ['popularity', 'price_asc', 'price_desc', 'rating', 'stars'] as const;
export type HotelSort = (typeof HOTEL_SORTS)[number];
