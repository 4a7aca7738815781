import type { VehicleOfferDto } from '@app/shared/vehicles/responses';

/** A minivan transfer from the airport to Uzungöl (99 km), as the server prices it (TRY, 12% tax). */
export function minivanOffer(classId: string, own: Partial<VehicleOfferDto> = {}): VehicleOfferDto {
  return {
    classId,
    service: 'transfer',
    code: 'minivan',
    name: 'Minivan',
    model: 'Mercedes-Benz Vito',
    passengers: 7,
    bags: 7,
    transmission: null,
    image: '/images/vehicles/transfer-minivan.svg',
    available: true,
    reason: null,
    basis: 'km',
    dailyRate: null,
    baseFare: 252_000,
    perKm: 6_000,
    days: null,
    oneWayFee: 0,
    km: 99,
    extras: [],
    currency: 'TRY',
    subtotal: 846_000,
    discount: 0,
    taxRate: 12,
    taxes: 101_520,
    total: 947_520,
    freeWaitMinutes: 60,
    freeCancellationUntil: '2027-07-01T07:00:00.000Z',
    ...own,
  };
}
