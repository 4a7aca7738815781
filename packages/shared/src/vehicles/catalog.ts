/**
 * What the vehicles catalogue sells: car rentals, transfers and taxis, each in its classes (spec
 * section 3's car types and the transfer samples).
 */
export const VEHICLE_SERVICES = ['rental', 'transfer', 'taxi'] as const;
export type VehicleService = (typeof VEHICLE_SERVICES)[number];

/** The booking type of each service, as the API and a checkout's address name it. */
export const VEHICLE_BOOKING_TYPES = { rental: 'car_rental', transfer: 'transfer', taxi: 'taxi' } as const;

/** The spec's rental car types. */
export const CAR_TYPES = ['economy', 'compact', 'midsize', 'suv', 'luxury', 'van'] as const;
export type CarType = (typeof CAR_TYPES)[number];

export const TRANSMISSIONS = ['manual', 'automatic'] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];

/** Extras a rental may add, priced per rental day by each class. */
export const RENTAL_EXTRAS = ['child_seat', 'additional_driver'] as const;
export type RentalExtra = (typeof RENTAL_EXTRAS)[number];

/** Free waiting at the pickup: at the airport (from the landing time), and anywhere else. */
export const AIRPORT_FREE_WAIT_MINUTES = 60;
export const FREE_WAIT_MINUTES = 15;

/** How long the driver waits free of charge at a pickup. */
export const freeWaitMinutes = (pickup: { code: string }): number =>
  pickup.code === 'TZX' ? AIRPORT_FREE_WAIT_MINUTES : FREE_WAIT_MINUTES;

/** Transfers take up to 16 passengers (the minibus). */
export const MAX_PASSENGERS = 16;

/** A car or a ride is offered from this many minutes after now (a taxi at the earliest). */
export const PICKUP_LEAD_MINUTES = 30;

/** Free cancellation ends this many hours before pickup: rentals and transfers, taxis. */
export const FREE_CANCELLATION_HOURS_BEFORE_PICKUP: Record<VehicleService, number> = {
  rental: 24,
  transfer: 24,
  taxi: 1,
};
