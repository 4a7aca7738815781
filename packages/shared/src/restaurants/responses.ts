import { z } from 'zod';
import { paginatedSchema } from '../common/pagination.ts';
import { localizedSchema } from '../i18n/localized-schema.ts';
import { perLanguage } from '../i18n/per-language.ts';
import { CUISINES, TABLE_LOCATIONS } from './catalog.ts';

const interval = z.object({ from: z.string(), to: z.string() });
const openInterval = interval.extend({ carried: z.boolean() });
const sittingsOfWeek = z.object({
  '1': z.array(interval),
  '2': z.array(interval),
  '3': z.array(interval),
  '4': z.array(interval),
  '5': z.array(interval),
  '6': z.array(interval),
  '7': z.array(interval),
});

const destinationRef = z.object({ _id: z.string(), slug: z.string(), name: z.string() }).nullable();

/** A restaurant's card in lists. */
export const restaurantSummaryDto = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  contentLang: z.string(),
  cuisine: z.enum(CUISINES),
  /** 1 (₺) to 4 (₺₺₺₺). */
  priceRange: z.number().int(),
  city: z.string(),
  destination: destinationRef,
  /** Where it is, for a card: its town and area in the reader's language, each once. */
  place: z.array(z.string()),
  featuredImage: z.string(),
  averageRating: z.number(),
  totalReviews: z.number().int(),
  featured: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  maxPartySize: z.number().int(),
  /** Today's hours on the restaurant's clock (a sitting from last night first, marked carried). */
  hoursToday: z.array(openInterval),
  /** Whether it is open at this moment. */
  openNow: z.boolean(),
  /** When a sitting next opens (local date and time), when there is one in the coming week. */
  nextOpening: z.object({ date: z.string(), time: z.string() }).nullable(),
  /**
   * With a date asked (a list's `date`): the restaurant that date on its clock: the sittings that
   * open then (none when closed) and, with a party asked too (`partySize`), every time free for it,
   * as `GET /restaurants/:id/slots` answers (null without a party). Null without a date.
   */
  onDate: z
    .object({
      date: z.string(),
      hours: z.array(interval),
      freeTimes: z.array(z.string()).nullable(),
    })
    .nullable(),
});
export type RestaurantSummaryDto = z.infer<typeof restaurantSummaryDto>;

export const restaurantListResult = paginatedSchema(restaurantSummaryDto);
export type RestaurantListResult = z.infer<typeof restaurantListResult>;

/** The tables as the public sees them: how many of each size, where; never which one. */
export const tablesSummaryDto = z.object({
  total: z.number().int(),
  byLocation: z.array(z.object({ location: z.enum(TABLE_LOCATIONS), count: z.number().int() })),
  bySize: z.array(z.object({ seats: z.string(), count: z.number().int() })),
});

export const restaurantDetailDto = restaurantSummaryDto.extend({
  addressLine: z.string(),
  /** The street address to show: the line, then the town unless the line names it (`@app/shared/common/address`). */
  address: z.array(z.string()),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  images: z.array(z.string()),
  openingHours: sittingsOfWeek,
  turnMinutes: z.number().int(),
  /** Parties up to this size are confirmed at once; larger ones wait for the restaurant. */
  instantLimit: z.number().int(),
  menuHighlights: z.array(z.string()),
  tables: tablesSummaryDto,
});
export type RestaurantDetailDto = z.infer<typeof restaurantDetailDto>;

export const restaurantTableDto = z.object({
  _id: z.string(),
  number: z.string(),
  capacity: z.number().int(),
  location: z.enum(TABLE_LOCATIONS),
  active: z.boolean(),
});
export type RestaurantTableDto = z.infer<typeof restaurantTableDto>;

/** GET /api/admin/restaurants/:id/tables: a table, and whether it can be deleted (no party ever sat at it). */
export const restaurantAdminTableDto = restaurantTableDto.extend({ deletable: z.boolean() });
export type RestaurantAdminTableDto = z.infer<typeof restaurantAdminTableDto>;

export const restaurantAdminDto = z.object({
  _id: z.string(),
  slug: z.string(),
  name: localizedSchema,
  description: localizedSchema,
  cuisine: z.enum(CUISINES),
  priceRange: z.number().int(),
  destinationId: z.string().nullable(),
  addressLine: z.string(),
  city: z.string(),
  cityNames: localizedSchema,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  featuredImage: z.string(),
  images: z.array(z.string()),
  openingHours: sittingsOfWeek,
  turnMinutes: z.number().int(),
  maxPartySize: z.number().int(),
  instantLimit: z.number().int(),
  menuHighlights: z.object(perLanguage(() => z.array(z.string()))),
  averageRating: z.number(),
  totalReviews: z.number().int(),
  featured: z.boolean(),
  published: z.boolean(),
  tables: z.array(restaurantTableDto),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RestaurantAdminDto = z.infer<typeof restaurantAdminDto>;

/** GET /api/restaurants/:id/slots: the times a party can sit down at on a date. */
export const restaurantSlotsDto = z.object({
  restaurantId: z.string(),
  date: z.string(),
  partySize: z.number().int(),
  /** Why there is nothing that day, when the restaurant closed it. */
  closed: z.boolean(),
  closedReason: z.string(),
  slots: z.array(
    z.object({
      time: z.string(),
      /** Where the table the party would get stands. */
      location: z.enum(TABLE_LOCATIONS),
    }),
  ),
});
export type RestaurantSlotsDto = z.infer<typeof restaurantSlotsDto>;

export const restaurantDayDto = z.object({
  date: z.string(),
  closed: z.boolean(),
  reason: z.string(),
  addedTimes: z.array(z.string()),
  removedTimes: z.array(z.string()),
  maxTablesPerTime: z.number().int().nullable(),
  /** The times the week gives this date before the exception. */
  usualTimes: z.array(z.string()),
  /**
   * The reservations standing on this date (not cancelled), in order: closing the date or removing
   * a time keeps them, so the answer names them for the admin to call or move.
   */
  standing: z.array(
    z.object({
      bookingId: z.string(),
      reference: z.string(),
      /** Local HH:MM on the restaurant's clock. */
      time: z.string(),
      partySize: z.number().int(),
      guestName: z.string(),
      status: z.string(),
      /** The number of the table it is held at. */
      table: z.string(),
    }),
  ),
});
export type RestaurantDayDto = z.infer<typeof restaurantDayDto>;

/** The admin's view of a date: each table and the parties sitting at it. */
export const restaurantTimelineDto = z.object({
  date: z.string(),
  tables: z.array(
    restaurantTableDto.extend({
      sittings: z.array(
        z.object({
          bookingId: z.string(),
          reference: z.string(),
          partySize: z.number().int(),
          /** The name the reservation was made under. */
          guestName: z.string(),
          /** Local HH:MM on the restaurant's clock. */
          from: z.string(),
          to: z.string(),
          startsAt: z.string(),
          endsAt: z.string(),
          status: z.string(),
        }),
      ),
    }),
  ),
});
export type RestaurantTimelineDto = z.infer<typeof restaurantTimelineDto>;

/** GET /api/admin/restaurants/:id/tables/:tableId/reservations: the coming reservations held at a table. */
export const restaurantTableReservationsDto = z.array(
  z.object({
    bookingId: z.string(),
    reference: z.string(),
    /** Local date and HH:MM on the restaurant's clock. */
    date: z.string(),
    time: z.string(),
    partySize: z.number().int(),
    guestName: z.string(),
    status: z.string(),
  }),
);
export type RestaurantTableReservationsDto = z.infer<typeof restaurantTableReservationsDto>;
