import { addDays } from '@app/shared/common/dates';
import { dayIn, zonedInstant } from '@app/shared/common/wall-clock';
import { freeWaitMinutes, PICKUP_LEAD_MINUTES, type VehicleService } from '@app/shared/vehicles/catalog';
import { roadKm } from '@app/shared/vehicles/distances';
import type { Place } from '@app/shared/vehicles/places';
import { rentalDays } from '@app/shared/vehicles/prices';
import { AppError } from '../../lib/app-error.ts';

const MINUTE_MS = 60_000;

/** The average speed of a ride on the coast road and up the valleys, for how long it takes. */
export const AVERAGE_KMH = 50;

/** What a search or a booking asks for: where, when, how many (a rental until when). */
export interface TripRequest {
  pickup: Place;
  dropoff: Place;
  pickupDate: string;
  pickupTime: string;
  returnDate?: string;
  returnTime?: string;
  passengers: number;
}

/** A trip as it is priced and held. */
export interface Trip {
  service: VehicleService;
  pickup: Place;
  dropoff: Place;
  passengers: number;
  pickupAt: Date;
  /** A rental's return; a ride's expected arrival. */
  endsAt: Date;
  /** Until when a vehicle is out: a rental's return; a ride's wait, drive and drive back. */
  heldUntil: Date;
  /** The business days the vehicle is out on (a class withdrawn on one of them is not offered). */
  days: string[];
  /** Rentals: days charged. */
  rentalDays: number | null;
  /** Rides: the road distance. */
  km: number | null;
  freeWaitMinutes: number;
}

/** A ride's drive, in minutes rounded up to five, at least a quarter of an hour. */
export const driveMinutes = (km: number): number =>
  Math.max(15, Math.ceil(((km / AVERAGE_KMH) * 60) / 5) * 5);

function daysFrom(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The trip a request asks for, on the place's wall clock (`timeZone`). A pickup sooner than half an
 * hour from now is refused (400, on the pickup's time).
 */
export function tripOf(service: VehicleService, r: TripRequest, ctx: { timeZone: string; now: Date }): Trip {
  const pickupAt = zonedInstant(r.pickupDate, r.pickupTime, ctx.timeZone);
  if (pickupAt.getTime() < ctx.now.getTime() + PICKUP_LEAD_MINUTES * MINUTE_MS)
    throw new AppError(400, 'validation_failed', {
      errors: [{ field: 'pickupTime', code: 'pickup_too_soon' }],
    });
  const wait = freeWaitMinutes(r.pickup);
  let endsAt: Date;
  let heldUntil: Date;
  let km: number | null = null;
  let days: number | null = null;
  if (service === 'rental') {
    endsAt = zonedInstant(r.returnDate ?? r.pickupDate, r.returnTime ?? r.pickupTime, ctx.timeZone);
    heldUntil = endsAt;
    days = rentalDays(pickupAt, endsAt);
  } else {
    km = roadKm(r.pickup, r.dropoff);
    const drive = driveMinutes(km);
    endsAt = new Date(pickupAt.getTime() + (wait + drive) * MINUTE_MS);
    // Out from the pickup until back: the wait, the ride and the drive back.
    heldUntil = new Date(endsAt.getTime() + drive * MINUTE_MS);
  }
  return {
    service,
    pickup: r.pickup,
    dropoff: r.dropoff,
    passengers: r.passengers,
    pickupAt,
    endsAt,
    heldUntil,
    days: daysFrom(dayIn(ctx.timeZone, pickupAt), dayIn(ctx.timeZone, heldUntil)),
    rentalDays: days,
    km,
    freeWaitMinutes: wait,
  };
}
