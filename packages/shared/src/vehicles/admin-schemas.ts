import { z } from 'zod';
import { text } from '../common/text-field.ts';
import { imageUrl } from '../hotels/schemas.ts';
import { localizedInput } from '../i18n/localized-input.ts';
import { localizedSchema } from '../i18n/localized-schema.ts';
import { CAR_TYPES, RENTAL_EXTRAS, TRANSMISSIONS, VEHICLE_SERVICES, type VehicleService } from './catalog.ts';

/**
 * The admin's vehicle classes: what a class is, its prices (integer minor units of the agency's
 * currency, as every price it sells), its fleet and the days it is withdrawn for maintenance.
 *
 * The limits keep every price a booking can reach within what a booking records: the longest rental
 * the sale window allows (two years) at the highest daily rate with every extra, taxed at 100 %.
 */
export const MAX_DAILY_RATE_MINOR = 1_000_000;
export const MAX_ONE_WAY_FEE_MINOR = 10_000_000;
export const MAX_EXTRA_PER_DAY_MINOR = 100_000;
export const MAX_BASE_FARE_MINOR = 10_000_000;
export const MAX_PER_KM_MINOR = 100_000;
export const MAX_FLEET_SIZE = 1_000;
export const MAX_CLASS_PASSENGERS = 60;
export const MAX_CLASS_BAGS = 60;
export const MAX_SORT_ORDER = 10_000;
export const MAX_CLASS_CODE_LENGTH = 40;
export const MAX_CLASS_NAME_LENGTH = 80;
export const MAX_MODEL_LENGTH = 80;
export const MAX_WITHDRAWAL_REASON_LENGTH = 200;

/** A transfer's or taxi's code: lower-case words of letters and digits joined by `_` (`standard_sedan`). */
export const CLASS_CODE_PATTERN = /^[a-z0-9]+(?:_[a-z0-9]+)*$/;

/** Whether a class of `service` is priced per rental day (rentals) or by the road (transfers, taxis). */
export const isRental = (service: VehicleService) => service === 'rental';

const whole = (min: number, max: number) =>
  z
    .number({ error: 'required' })
    .int({ error: 'invalid_value' })
    .min(min, { error: 'out_of_range' })
    .max(max, { error: 'out_of_range' });

const extraInput = z.object({
  code: z.enum(RENTAL_EXTRAS, { error: 'invalid_choice' }),
  perDay: whole(0, MAX_EXTRA_PER_DAY_MINOR),
});

const issue = (ctx: z.RefinementCtx, path: (string | number)[], message: string) =>
  ctx.addIssue({ code: 'custom', path, message });

/**
 * Each service's own fields: a rental is one of the car types, has a transmission and a daily rate
 * and may offer extras (each once); a ride is priced by the km and has none of those. A field that
 * does not apply to the service is refused (`not_for_service`) rather than kept unseen.
 */
function checkService(v: z.infer<typeof vehicleClassFields>, ctx: z.RefinementCtx) {
  if (isRental(v.service)) {
    if (!(CAR_TYPES as readonly string[]).includes(v.code)) issue(ctx, ['code'], 'invalid_choice');
    if (v.transmission === null) issue(ctx, ['transmission'], 'required');
    if (v.dailyRate < 1) issue(ctx, ['dailyRate'], 'out_of_range');
    if (v.baseFare !== 0) issue(ctx, ['baseFare'], 'not_for_service');
    if (v.perKm !== 0) issue(ctx, ['perKm'], 'not_for_service');
    const seen = new Set<string>();
    v.extras.forEach((extra, i) => {
      if (seen.has(extra.code)) issue(ctx, ['extras', i, 'code'], 'invalid_value');
      seen.add(extra.code);
    });
    return;
  }
  if (v.transmission !== null) issue(ctx, ['transmission'], 'not_for_service');
  if (v.dailyRate !== 0) issue(ctx, ['dailyRate'], 'not_for_service');
  if (v.oneWayFee !== 0) issue(ctx, ['oneWayFee'], 'not_for_service');
  if (v.extras.length > 0) issue(ctx, ['extras'], 'not_for_service');
  if (v.perKm < 1) issue(ctx, ['perKm'], 'out_of_range');
}

const vehicleClassFields = z.object({
  service: z.enum(VEHICLE_SERVICES, { error: 'invalid_choice' }),
  /** A rental's car type (`economy`…), or a transfer's or taxi's own code (`standard_sedan`). */
  code: text(MAX_CLASS_CODE_LENGTH)
    .min(1, { error: 'required' })
    .refine((v) => v === '' || CLASS_CODE_PATTERN.test(v), { error: 'invalid_value' }),
  name: localizedInput(MAX_CLASS_NAME_LENGTH),
  /** The sample model, "or similar". */
  model: text(MAX_MODEL_LENGTH).default(''),
  passengers: whole(1, MAX_CLASS_PASSENGERS),
  bags: whole(0, MAX_CLASS_BAGS),
  /** Rentals only; null for a ride. */
  transmission: z.enum(TRANSMISSIONS, { error: 'invalid_choice' }).nullable().default(null),
  image: z.union([imageUrl, z.literal('')]).default(''),
  /** Rentals: per rental day (at least 1), and once when returned elsewhere. */
  dailyRate: whole(0, MAX_DAILY_RATE_MINOR).default(0),
  oneWayFee: whole(0, MAX_ONE_WAY_FEE_MINOR).default(0),
  /** Rentals: the extras offered, each priced per rental day. */
  extras: z.array(extraInput).max(RENTAL_EXTRAS.length, { error: 'too_many' }).default([]),
  /** Transfers and taxis: the base fare and the price per km of road (at least 1). */
  baseFare: whole(0, MAX_BASE_FARE_MINOR).default(0),
  perKm: whole(0, MAX_PER_KM_MINOR).default(0),
  /** How many vehicles of the class there are; 0 sells none. */
  fleetSize: whole(0, MAX_FLEET_SIZE),
  active: z.boolean().default(true),
  /** Lower first in its service's list. */
  sortOrder: whole(0, MAX_SORT_ORDER).default(0),
});

/**
 * POST /api/admin/vehicles/classes and PUT /api/admin/vehicles/classes/:id: a class whole. A class
 * keeps its service once created (its bookings and prices are of that service).
 */
export const vehicleClassInput = vehicleClassFields.superRefine(checkService);
export type VehicleClassInput = z.infer<typeof vehicleClassInput>;

/** GET /api/admin/vehicles/classes: one service's classes, or every class. */
export const adminVehicleClassesQuery = z.object({
  service: z.enum(VEHICLE_SERVICES, { error: 'invalid_choice' }).optional(),
});

/** PUT /api/admin/vehicles/classes/:id/withdrawals/:day: why the class is withdrawn that day. */
export const vehicleWithdrawalInput = z.object({
  reason: text(MAX_WITHDRAWAL_REASON_LENGTH).min(1, { error: 'required' }),
});
export type VehicleWithdrawalInput = z.infer<typeof vehicleWithdrawalInput>;

/** A class as the admin edits it, with what is booked of it. */
export const vehicleClassAdminDto = z.object({
  _id: z.string(),
  service: z.enum(VEHICLE_SERVICES),
  code: z.string(),
  name: localizedSchema,
  model: z.string(),
  passengers: z.number().int(),
  bags: z.number().int(),
  transmission: z.enum(TRANSMISSIONS).nullable(),
  image: z.string(),
  dailyRate: z.number().int(),
  oneWayFee: z.number().int(),
  extras: z.array(z.object({ code: z.enum(RENTAL_EXTRAS), perDay: z.number().int() })),
  baseFare: z.number().int(),
  perKm: z.number().int(),
  fleetSize: z.number().int(),
  active: z.boolean(),
  sortOrder: z.number().int(),
  /** Bookings of the class not yet over (not cancelled). */
  upcomingBookings: z.number().int(),
  /**
   * The most vehicles of the class out at one moment from now on. A fleet below it sells nothing
   * more then; the bookings already made stand.
   */
  peakAhead: z.number().int(),
  /** Never booked: it can be deleted (a booked class is taken off sale instead). */
  deletable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VehicleClassAdminDto = z.infer<typeof vehicleClassAdminDto>;

/** A day a class is withdrawn, and the bookings (not cancelled) that have one of it out that day. */
export const vehicleWithdrawalDto = z.object({
  day: z.string(),
  reason: z.string(),
  bookings: z.number().int(),
});
export type VehicleWithdrawalDto = z.infer<typeof vehicleWithdrawalDto>;
