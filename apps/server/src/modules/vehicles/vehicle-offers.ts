import type { Language } from '@app/shared/i18n/languages';
import { pickLocalized } from '@app/shared/i18n/localized';
import {
  FREE_CANCELLATION_HOURS_BEFORE_PICKUP,
  type RentalExtra,
  type VehicleService,
} from '@app/shared/vehicles/catalog';
import { roadKm } from '@app/shared/vehicles/distances';
import { DEFAULT_DROPOFF, DEFAULT_PICKUP, samePlace } from '@app/shared/vehicles/places';
import { rentalPrice, ridePrice } from '@app/shared/vehicles/prices';
import type { VehicleFromPricesDto, VehicleOfferDto } from '@app/shared/vehicles/responses';
import type { Db } from '../../db/client.ts';
import { readPaymentSettings } from '../settings/settings.service.ts';
import type { Trip } from './vehicle-trip.ts';
import { type VehicleClassRow, vehicleClassesRepository } from './vehicles.repository.ts';

const HOUR_MS = 3_600_000;

/** The price before tax of a class for a trip, with a rental's extras (all offered, some chosen). */
export function classPrice(row: VehicleClassRow, trip: Trip, chosen: readonly string[] = []) {
  if (trip.service === 'rental') {
    const price = rentalPrice(
      { dailyRate: row.dailyRate, oneWayFee: row.oneWayFee },
      trip.pickupAt,
      trip.endsAt,
      !samePlace(trip.pickup, trip.dropoff),
      row.extras,
    );
    const extras = price.extras.map((e, i) => ({
      code: e.code as RentalExtra,
      perDay: row.extras[i]?.perDay ?? 0,
      amount: e.amount,
      chosen: chosen.includes(e.code),
    }));
    const subtotal =
      price.base + price.oneWayFee + extras.filter((e) => e.chosen).reduce((sum, e) => sum + e.amount, 0);
    return { subtotal, days: price.days, oneWayFee: price.oneWayFee, extras };
  }
  return { subtotal: ridePrice(row, trip.km ?? 0), days: null, oneWayFee: 0, extras: [] };
}

/** When a booking of `service` picked up at `pickupAt` can no longer be cancelled free of charge. */
export const freeCancellationEnd = (service: VehicleService, pickupAt: Date): Date =>
  new Date(pickupAt.getTime() - FREE_CANCELLATION_HOURS_BEFORE_PICKUP[service] * HOUR_MS);

interface OfferContext {
  lang: Language;
  taxRate: number;
  currency: string;
  /** Vehicles of each class out at the busiest moment of the trip. */
  peak: Map<string, number>;
  withdrawn: Set<string>;
  chosen?: readonly string[];
}

/** One class for a trip, as a search or a quote answers it. */
export function offerOf(row: VehicleClassRow, trip: Trip, ctx: OfferContext): VehicleOfferDto {
  const price = classPrice(row, trip, ctx.chosen);
  const taxes = Math.round((price.subtotal * ctx.taxRate) / 100);
  const reason =
    row.passengers < trip.passengers
      ? 'too_many_passengers'
      : ctx.withdrawn.has(row.id)
        ? 'withdrawn'
        : (ctx.peak.get(row.id) ?? 0) >= row.fleetSize
          ? 'sold_out'
          : null;
  const rental = trip.service === 'rental';
  return {
    classId: row.id,
    service: trip.service,
    code: row.code,
    name: pickLocalized(row.name, ctx.lang).text,
    model: row.model,
    passengers: row.passengers,
    bags: row.bags,
    transmission: (row.transmission as VehicleOfferDto['transmission']) ?? null,
    image: row.image,
    available: reason === null,
    reason,
    basis: rental ? 'day' : 'km',
    dailyRate: rental ? row.dailyRate : null,
    baseFare: rental ? null : row.baseFare,
    perKm: rental ? null : row.perKm,
    days: price.days,
    oneWayFee: price.oneWayFee,
    km: trip.km,
    extras: price.extras,
    currency: ctx.currency,
    subtotal: price.subtotal,
    discount: 0,
    taxRate: ctx.taxRate,
    taxes,
    total: price.subtotal + taxes,
    freeWaitMinutes: trip.freeWaitMinutes,
    freeCancellationUntil: freeCancellationEnd(trip.service, trip.pickupAt).toISOString(),
  };
}

/** Every class of the trip's service on sale, each with its price and whether one is free. */
export async function searchOffers(
  db: Db,
  trip: Trip,
  lang: Language,
  filter: { code?: string } = {},
): Promise<VehicleOfferDto[]> {
  const repo = vehicleClassesRepository(db);
  const rows = (await repo.onSale(trip.service)).filter((r) => !filter.code || r.code === filter.code);
  const ids = rows.map((r) => r.id);
  const [settings, peak, withdrawn] = await Promise.all([
    readPaymentSettings(db),
    repo.peakOut(ids, trip.pickupAt, trip.heldUntil),
    repo.withdrawn(ids, trip.days),
  ]);
  return rows.map((row) =>
    offerOf(row, trip, { lang, taxRate: settings.taxRate, currency: settings.currency, peak, withdrawn }),
  );
}

/** The service cards' "from" prices: the cheapest car and SUV a day, the airport ride alone and in a group. */
export async function fromPrices(db: Db): Promise<VehicleFromPricesDto> {
  const repo = vehicleClassesRepository(db);
  const [settings, rentals, transfers] = await Promise.all([
    readPaymentSettings(db),
    repo.onSale('rental'),
    repo.onSale('transfer'),
  ]);
  const least = (values: number[]) => (values.length ? Math.min(...values) : null);
  const airportKm = roadKm({ code: DEFAULT_PICKUP }, { code: DEFAULT_DROPOFF });
  return {
    currency: settings.currency,
    carPerDay: least(rentals.map((r) => r.dailyRate)),
    suvPerDay: least(rentals.filter((r) => r.code === 'suv').map((r) => r.dailyRate)),
    airportTransfer: least(transfers.map((r) => ridePrice(r, airportKm))),
    groupTransfer: least(transfers.filter((r) => r.passengers >= 7).map((r) => ridePrice(r, airportKm))),
  };
}
