import type { BookingDto } from '@app/shared/bookings/schemas';
import type { Language } from '@app/shared/i18n/languages';
import type { ComponentType } from 'react';
import type { TFunction } from '../../../lib/use-translation';
import { defineBookingKind } from '../../bookings';
import { localTime, routeText } from '../utils/vehicle-text';
import { VehicleCheckoutView } from './vehicle-checkout';

type Vehicle = NonNullable<BookingDto['vehicle']>;

/** The lines every vehicle booking shows: where and when, who, how far, the flight and the extras. */
function vehicleRows(v: Vehicle, t: TFunction<'booking'>, lang: Language): [string, string][] {
  const rental = v.service === 'rental';
  const rows: [string, string][] = [
    [t('vehicle.pickup'), `${localTime(v.pickupLocal, lang)} · ${v.pickup.name}`],
    rental
      ? [t('vehicle.return'), `${localTime(v.endsLocal, lang)} · ${v.dropoff.name}`]
      : [t(v.service === 'transfer' ? 'vehicle.to' : 'vehicle.dropoff'), v.dropoff.name],
  ];
  if (!rental) rows.push([t('vehicle.arrival'), localTime(v.endsLocal, lang)]);
  rows.push([t('vehicle.passengersLabel'), t('vehicle.passengers', { count: v.passengers })]);
  if (v.distanceKm != null) rows.push([t('vehicle.distance'), t('vehicle.km', { km: v.distanceKm })]);
  if (v.flightNumber) rows.push([t('vehicle.flight'), v.flightNumber]);
  if (v.nameSign) rows.push([t('vehicle.nameSign'), v.nameSign]);
  if (!rental) rows.push([t('vehicle.waiting'), t('vehicle.freeWait', { minutes: v.freeWaitMinutes })]);
  if (v.extras.length)
    rows.push([
      t('vehicle.extras'),
      v.extras.map((e) => t(`vehicle.extra.${e.code}` as 'vehicle.extra.child_seat')).join(', '),
    ]);
  return rows;
}

const booked = (b: BookingDto) =>
  b.vehicle ? { name: `${b.vehicle.name} · ${b.vehicle.model}`, featuredImage: b.vehicle.image } : null;

const listLine = (b: BookingDto, _t: TFunction<'booking'>, lang: Language) =>
  b.vehicle
    ? `${localTime(b.vehicle.pickupLocal, lang)} · ${routeText(b.vehicle.pickup.name, b.vehicle.dropoff.name, lang)}`
    : '';

const itemDetail = (b: BookingDto, _t: unknown, lang: Language) =>
  b.vehicle ? routeText(b.vehicle.pickup.name, b.vehicle.dropoff.name, lang) : '';
const when = (b: BookingDto, _t: unknown, lang: Language) =>
  b.vehicle ? localTime(b.vehicle.pickupLocal, lang) : b.checkIn;

type VehicleKey = 'payOnPickup' | 'payDriver' | 'rentalPrice' | 'ridePrice' | 'pendingRental' | 'pendingRide';

/** A vehicle kind from what differs: how it is paid later, its price's name, its rule and its pages. */
function vehicleKind(
  type: 'car_rental' | 'transfer' | 'taxi',
  own: {
    unpaid: VehicleKey;
    price: VehicleKey;
    pending: VehicleKey;
    policy: 'policyRental' | 'policyTransfer' | 'policyTaxi';
    browse?: { to: string; label: 'rentals' | 'taxis' };
    View: ComponentType;
  },
) {
  return defineBookingKind({
    type,
    booked,
    summary: (b, t, lang) =>
      b.vehicle
        ? {
            rows: vehicleRows(b.vehicle, t, lang),
            unpaid: t(`vehicle.${own.unpaid}`),
            price: { subtotalLabel: t(`vehicle.${own.price}`) },
          }
        : null,
    listLine,
    pendingNote: (t) => t(`vehicle.${own.pending}`),
    cancelRule: (t) => t(`vehicle.${own.policy}`),
    cancelBody: (t) => t('vehicle.cancelBody'),
    ...(own.browse
      ? {
          browse: {
            to: own.browse.to,
            label: (t: TFunction<'booking'>) => t(`vehicle.${own.browse?.label ?? 'rentals'}`),
          },
        }
      : {}),
    checkout: { claims: (params) => params.get('type') === type, View: own.View },
    admin: { itemDetail, when },
  });
}

/** A car rental: picked up and returned; paid by card or on pickup. */
export const carRentalKind = vehicleKind('car_rental', {
  unpaid: 'payOnPickup',
  price: 'rentalPrice',
  pending: 'pendingRental',
  policy: 'policyRental',
  browse: { to: '/car-transfers', label: 'rentals' },
  View: () => <VehicleCheckoutView service="rental" />,
});

/** A transfer: a ride booked ahead, an airport's meeting a flight; paid by card or to the driver. */
export const transferKind = vehicleKind('transfer', {
  unpaid: 'payDriver',
  price: 'ridePrice',
  pending: 'pendingRide',
  policy: 'policyTransfer',
  View: () => <VehicleCheckoutView service="transfer" />,
});

/** A taxi: a ride from half an hour ahead; paid by card or to the driver. */
export const taxiKind = vehicleKind('taxi', {
  unpaid: 'payDriver',
  price: 'ridePrice',
  pending: 'pendingRide',
  policy: 'policyTaxi',
  browse: { to: '/taxis', label: 'taxis' },
  View: () => <VehicleCheckoutView service="taxi" />,
});
