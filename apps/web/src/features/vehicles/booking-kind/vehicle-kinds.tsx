import type { BookingDto } from '@app/shared/bookings/schemas';
import type { Language } from '@app/shared/i18n/languages';
import type { TFunction } from '../../../lib/use-translation';
import { defineBookingKind } from '../../bookings';
import { localTime, routeText } from '../utils/vehicle-text';
import { VehicleCheckoutView } from './vehicle-checkout';

const RentalCheckout = () => <VehicleCheckoutView service="rental" />;
const TransferCheckout = () => <VehicleCheckoutView service="transfer" />;
const TaxiCheckout = () => <VehicleCheckoutView service="taxi" />;

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

const itemDetail = (b: BookingDto) =>
  b.vehicle ? `${b.vehicle.pickup.name} → ${b.vehicle.dropoff.name}` : '';
const when = (b: BookingDto, _t: unknown, lang: Language) =>
  b.vehicle ? localTime(b.vehicle.pickupLocal, lang) : b.checkIn;

/** A car rental: picked up and returned; paid by card or on pickup. */
export const carRentalKind = defineBookingKind({
  type: 'car_rental',
  booked,
  summary: (b, t, lang) =>
    b.vehicle
      ? {
          rows: vehicleRows(b.vehicle, t, lang),
          unpaid: t('vehicle.payOnPickup'),
          price: { subtotalLabel: t('vehicle.rentalPrice') },
        }
      : null,
  listLine,
  pendingNote: (t) => t('vehicle.pendingRental'),
  cancelRule: (t) => t('vehicle.policyRental'),
  cancelBody: (t) => t('vehicle.cancelBody'),
  browse: { to: '/car-transfers', label: (t) => t('vehicle.rentals') },
  checkout: { claims: (params) => params.get('type') === 'car_rental', View: RentalCheckout },
  admin: { itemDetail, when },
});

/** A transfer: a ride booked ahead, an airport's meeting a flight; paid by card or to the driver. */
export const transferKind = defineBookingKind({
  type: 'transfer',
  booked,
  summary: (b, t, lang) =>
    b.vehicle
      ? {
          rows: vehicleRows(b.vehicle, t, lang),
          unpaid: t('vehicle.payDriver'),
          price: { subtotalLabel: t('vehicle.ridePrice') },
        }
      : null,
  listLine,
  pendingNote: (t) => t('vehicle.pendingRide'),
  cancelRule: (t) => t('vehicle.policyTransfer'),
  cancelBody: (t) => t('vehicle.cancelBody'),
  checkout: { claims: (params) => params.get('type') === 'transfer', View: TransferCheckout },
  admin: { itemDetail, when },
});

/** A taxi: a ride from half an hour ahead; paid by card or to the driver. */
export const taxiKind = defineBookingKind({
  type: 'taxi',
  booked,
  summary: (b, t, lang) =>
    b.vehicle
      ? {
          rows: vehicleRows(b.vehicle, t, lang),
          unpaid: t('vehicle.payDriver'),
          price: { subtotalLabel: t('vehicle.ridePrice') },
        }
      : null,
  listLine,
  pendingNote: (t) => t('vehicle.pendingRide'),
  cancelRule: (t) => t('vehicle.policyTaxi'),
  cancelBody: (t) => t('vehicle.cancelBody'),
  browse: { to: '/taxis', label: (t) => t('vehicle.taxis') },
  checkout: { claims: (params) => params.get('type') === 'taxi', View: TaxiCheckout },
  admin: { itemDetail, when },
});
