import { z } from 'zod';
import { RENTAL_EXTRAS, TRANSMISSIONS, VEHICLE_SERVICES } from './catalog.ts';

/** Why a class is not offered for a trip. */
export const OFFER_REFUSALS = ['sold_out', 'withdrawn', 'too_many_passengers'] as const;

/** A class of vehicle for one trip: what it is, whether one is free, and its price. */
export const vehicleOfferDto = z.object({
  classId: z.string(),
  service: z.enum(VEHICLE_SERVICES),
  code: z.string(),
  name: z.string(),
  /** The sample model, "or similar". */
  model: z.string(),
  passengers: z.number().int(),
  bags: z.number().int(),
  transmission: z.enum(TRANSMISSIONS).nullable(),
  image: z.string(),
  available: z.boolean(),
  reason: z.enum(OFFER_REFUSALS).nullable(),
  /** How it is priced: per rental day, or a base fare and per km of road. */
  basis: z.enum(['day', 'km']),
  dailyRate: z.number().int().nullable(),
  baseFare: z.number().int().nullable(),
  perKm: z.number().int().nullable(),
  /** Rentals: the days charged, and the fee for a return elsewhere (0 when returned where taken). */
  days: z.number().int().nullable(),
  oneWayFee: z.number().int(),
  /** Rides: the road distance priced. */
  km: z.number().nullable(),
  /** Rentals: the extras offered, each priced for the whole rental; `chosen` when asked for. */
  extras: z.array(
    z.object({
      code: z.enum(RENTAL_EXTRAS),
      perDay: z.number().int(),
      amount: z.number().int(),
      chosen: z.boolean(),
    }),
  ),
  currency: z.string(),
  /** Before tax, the chosen extras included. */
  subtotal: z.number().int(),
  /** No promotion applies to vehicles: always 0, as every price states it. */
  discount: z.number().int(),
  taxRate: z.number(),
  taxes: z.number().int(),
  total: z.number().int(),
  freeWaitMinutes: z.number().int(),
  /** ISO instant: free cancellation ends (24 h before pickup; a taxi's 1 h). */
  freeCancellationUntil: z.string(),
});
export type VehicleOfferDto = z.infer<typeof vehicleOfferDto>;

/** GET /api/vehicles/classes/:id: a class on sale, named in the reader's language. */
export const vehicleClassDto = z.object({
  _id: z.string(),
  service: z.enum(VEHICLE_SERVICES),
  code: z.string(),
  name: z.string(),
  model: z.string(),
  passengers: z.number().int(),
  bags: z.number().int(),
  transmission: z.enum(TRANSMISSIONS).nullable(),
  image: z.string(),
});
export type VehicleClassDto = z.infer<typeof vehicleClassDto>;

/** GET /api/vehicles/search: the trip as understood, and each class of the service for it. */
export const vehicleSearchDto = z.object({
  service: z.enum(VEHICLE_SERVICES),
  /** ISO instants: the pickup, and a rental's return or a ride's expected arrival. */
  pickupAt: z.string(),
  endsAt: z.string(),
  days: z.number().int().nullable(),
  km: z.number().nullable(),
  offers: z.array(vehicleOfferDto),
});
export type VehicleSearchDto = z.infer<typeof vehicleSearchDto>;

/** GET /api/vehicles/from: the "from" prices of the service cards, read from the catalogue. */
export const vehicleFromPricesDto = z.object({
  currency: z.string(),
  /** Per day: the cheapest car, and the cheapest SUV. */
  carPerDay: z.number().int().nullable(),
  suvPerDay: z.number().int().nullable(),
  /** The airport to the city centre in the cheapest transfer, and in the cheapest for 7 or more. */
  airportTransfer: z.number().int().nullable(),
  groupTransfer: z.number().int().nullable(),
});
export type VehicleFromPricesDto = z.infer<typeof vehicleFromPricesDto>;
