/**
 * What a car or a ride costs, in integer minor units of the class's currency. The server quotes
 * and books with these; the browser only shows what the server answered.
 */

const DAY_MS = 86_400_000;

/** Rental days: 24-hour periods from pickup to return, a part period counting whole, at least one. */
export function rentalDays(pickupAt: Date, returnAt: Date): number {
  return Math.max(1, Math.ceil((returnAt.getTime() - pickupAt.getTime()) / DAY_MS));
}

export interface RentalRates {
  /** Per rental day. */
  dailyRate: number;
  /** Added once when the car is returned elsewhere than it was picked up. */
  oneWayFee: number;
}

/** An extra chosen with a rental (a child seat, an additional driver), priced per rental day. */
export interface ChosenExtra {
  code: string;
  perDay: number;
}

export interface RentalPrice {
  days: number;
  /** Daily rate × days. */
  base: number;
  oneWayFee: number;
  extras: { code: string; amount: number }[];
  /** Before tax. */
  subtotal: number;
}

export function rentalPrice(
  rates: RentalRates,
  pickupAt: Date,
  returnAt: Date,
  oneWay: boolean,
  extras: readonly ChosenExtra[] = [],
): RentalPrice {
  const days = rentalDays(pickupAt, returnAt);
  const base = rates.dailyRate * days;
  const fee = oneWay ? rates.oneWayFee : 0;
  const priced = extras.map((e) => ({ code: e.code, amount: e.perDay * days }));
  return {
    days,
    base,
    oneWayFee: fee,
    extras: priced,
    subtotal: base + fee + priced.reduce((sum, e) => sum + e.amount, 0),
  };
}

export interface RideRates {
  baseFare: number;
  /** Per km of road. */
  perKm: number;
}

/** A transfer or a taxi: the base fare and the distance's price, rounded to the minor unit. */
export function ridePrice({ baseFare, perKm }: RideRates, km: number): number {
  return baseFare + Math.round(perKm * km);
}
