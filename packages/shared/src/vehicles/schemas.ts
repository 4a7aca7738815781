import { z } from 'zod';
import { checkCard, guestFields } from '../bookings/schemas.ts';
import { saleDate, type Today } from '../common/sale-window.ts';
import { text } from '../common/text-field.ts';
import { timeOfDay } from '../restaurants/schemas.ts';
import { CAR_TYPES, MAX_PASSENGERS, RENTAL_EXTRAS, VEHICLE_SERVICES } from './catalog.ts';
import { inServiceArea } from './distances.ts';
import { type Place, readPlace, samePlace } from './places.ts';

/** A place field: known (`invalid_place`) and within the service area (`outside_service_area`). */
const placeField = text(40)
  .min(1, { error: 'required' })
  .transform((value, ctx) => {
    const place = readPlace(value);
    if (!place) {
      ctx.addIssue({ code: 'custom', message: 'invalid_place' });
      return z.NEVER;
    }
    if (!inServiceArea(place)) {
      ctx.addIssue({ code: 'custom', message: 'outside_service_area' });
      return z.NEVER;
    }
    return place;
  });

const passengers = z.coerce
  .number({ error: 'required' })
  .int({ error: 'out_of_range' })
  .min(1, { error: 'out_of_range' })
  .max(MAX_PASSENGERS, { error: 'out_of_range' });

/** Where and when: the pickup's date and time are the place's wall clock (the business time zone). */
const rideFields = (today?: Today) => ({
  pickup: placeField,
  dropoff: placeField,
  pickupDate: saleDate(today),
  pickupTime: timeOfDay,
  passengers: passengers.default(2),
});

const rentalFields = (today?: Today) => ({
  ...rideFields(today),
  returnDate: saleDate(today),
  returnTime: timeOfDay,
});

/** An airline's code (two letters, or a letter and a digit) and the flight's number: TK2834, PC 2711, 9W123. */
const flightNumber = text(10)
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .refine((v) => v === '' || /^(?:[A-Z]{2}|[A-Z]\d|\d[A-Z])\d{1,4}[A-Z]?$/.test(v), {
    error: 'invalid_flight_number',
  })
  .optional();

const transferFields = (today?: Today) => ({
  ...rideFields(today),
  flightNumber,
  /** The name on the driver's sign (meet and greet). */
  nameSign: text(60).optional(),
});

/** A ride goes somewhere: its drop-off is not its pickup. */
function checkRide(v: { pickup: Place; dropoff: Place }, ctx: z.RefinementCtx) {
  if (samePlace(v.pickup, v.dropoff))
    ctx.addIssue({ code: 'custom', path: ['dropoff'], message: 'same_place' });
}

/** A rental is returned after it is picked up (the wall clock's order is the instants' order). */
function checkRental(
  v: { pickupDate: string; pickupTime: string; returnDate: string; returnTime: string },
  ctx: z.RefinementCtx,
) {
  if (`${v.returnDate}T${v.returnTime}` <= `${v.pickupDate}T${v.pickupTime}`)
    ctx.addIssue({ code: 'custom', path: ['returnDate'], message: 'return_before_pickup' });
}

/**
 * GET /api/vehicles/search: the classes of one service with their prices and whether one is free,
 * for a rental (pickup to return, optionally one car type) or a ride (transfer or taxi). One object
 * (not a union by service), so every field is checked and named whatever the service.
 */
export const vehicleSearchQueryAt = (today?: Today) =>
  z
    .object({
      service: z.enum(VEHICLE_SERVICES, { error: 'invalid_choice' }),
      ...rideFields(today),
      returnDate: saleDate(today).optional(),
      returnTime: timeOfDay.optional(),
      carType: z.enum(CAR_TYPES, { error: 'invalid_choice' }).optional(),
      flightNumber,
    })
    .superRefine((v, ctx) => {
      if (v.service !== 'rental') return checkRide(v, ctx);
      if (!v.returnDate) ctx.addIssue({ code: 'custom', path: ['returnDate'], message: 'required' });
      if (!v.returnTime) ctx.addIssue({ code: 'custom', path: ['returnTime'], message: 'required' });
      if (v.returnDate && v.returnTime)
        checkRental({ ...v, returnDate: v.returnDate, returnTime: v.returnTime }, ctx);
    });
export const vehicleSearchQuery = vehicleSearchQueryAt();
export type VehicleSearchQuery = z.infer<typeof vehicleSearchQuery>;

const classId = z.uuid({ error: 'invalid_value' });
const extras = z
  .array(z.enum(RENTAL_EXTRAS, { error: 'invalid_choice' }))
  .max(RENTAL_EXTRAS.length)
  .default([]);

/** POST /api/bookings/quote for a vehicle: one class's price for the trip (and a rental's extras). */
export const carRentalQuoteBodyAt = (today?: Today) =>
  z
    .object({ type: z.literal('car_rental'), classId, ...rentalFields(today), extras })
    .superRefine(checkRental);
export const transferQuoteBodyAt = (today?: Today) =>
  z.object({ type: z.literal('transfer'), classId, ...transferFields(today) }).superRefine(checkRide);
export const taxiQuoteBodyAt = (today?: Today) =>
  z.object({ type: z.literal('taxi'), classId, ...rideFields(today) }).superRefine(checkRide);

/** POST /api/bookings for a vehicle: the quote's fields, the guest and the payment (card or on pickup). */
export const carRentalBookingBodyAt = (now: () => Date, today?: Today) =>
  z
    .object({ type: z.literal('car_rental'), classId, ...rentalFields(today), extras, ...guestFields })
    .superRefine((v, ctx) => {
      checkRental(v, ctx);
      checkCard(v, ctx, now());
    });
export const transferBookingBodyAt = (now: () => Date, today?: Today) =>
  z
    .object({ type: z.literal('transfer'), classId, ...transferFields(today), ...guestFields })
    .superRefine((v, ctx) => {
      checkRide(v, ctx);
      checkCard(v, ctx, now());
    });
export const taxiBookingBodyAt = (now: () => Date, today?: Today) =>
  z
    .object({ type: z.literal('taxi'), classId, ...rideFields(today), ...guestFields })
    .superRefine((v, ctx) => {
      checkRide(v, ctx);
      checkCard(v, ctx, now());
    });

export type CarRentalBookingBody = z.infer<ReturnType<typeof carRentalBookingBodyAt>>;
export type TransferBookingBody = z.infer<ReturnType<typeof transferBookingBodyAt>>;
export type TaxiBookingBody = z.infer<ReturnType<typeof taxiBookingBodyAt>>;
export type VehicleBookingBody = CarRentalBookingBody | TransferBookingBody | TaxiBookingBody;
export type VehicleQuoteBody =
  | z.infer<ReturnType<typeof carRentalQuoteBodyAt>>
  | z.infer<ReturnType<typeof transferQuoteBodyAt>>
  | z.infer<ReturnType<typeof taxiQuoteBodyAt>>;
