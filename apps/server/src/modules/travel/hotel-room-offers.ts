import { daysBetween } from '@app/shared/common/dates';
import type { HotelRoomOfferDto } from '@app/shared/travel/responses';
import type { ProviderHotelOffer } from '../../integrations/travel-provider/travel-provider.ts';
import { minorUnits } from './provider-money.ts';

/**
 * Nights of a stay, rounded up (spec section 4: total = offer price × nights, nights rounded up):
 * the dates' days, at least one.
 */
export function nightsOf(checkIn: string, checkOut: string): number {
  return Math.max(1, Math.ceil(daysBetween(checkIn, checkOut)));
}

/** The price per night of an offer: the provider's average, else its total shared over the nights (rounded up). */
export function perNightOf(offer: ProviderHotelOffer, nights: number): number {
  const average = offer.price.variations?.average;
  const per = minorUnits(average?.total ?? average?.base);
  if (per > 0) return per;
  const total = minorUnits(offer.price.total ?? offer.price.base);
  return Math.ceil(total / nights);
}

function refundableUntil(offer: ProviderHotelOffer): string | null {
  const deadline = offer.policies?.cancellations?.[0]?.deadline ?? offer.policies?.cancellation?.deadline;
  if (!deadline) return null;
  const at = new Date(deadline);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** A provider's room offer as the product shows it. */
export function roomOfferDto(offer: ProviderHotelOffer, nights: number): HotelRoomOfferDto {
  const pricePerNight = perNightOf(offer, nights);
  return {
    id: offer.id,
    kind: 'provider',
    category: offer.room?.typeEstimated?.category ?? 'ROOM',
    beds: offer.room?.typeEstimated?.beds ?? null,
    bedType: offer.room?.typeEstimated?.bedType ?? null,
    sleeps: offer.guests?.adults ?? null,
    description: (offer.room?.description?.text ?? '').trim(),
    descriptionLang: offer.room?.description?.lang?.toLowerCase() || null,
    boardType: offer.boardType ?? null,
    pricePerNight,
    nights,
    total: pricePerNight * nights,
    currency: offer.price.currency,
    refundableUntil: refundableUntil(offer),
  };
}

/** The rooms offered when the provider prices only a hotel's best rate (spec section 9). */
export const FALLBACK_ROOMS = [
  { tier: 'STANDARD', category: 'STANDARD_ROOM', factor: 1 },
  { tier: 'DELUXE', category: 'DELUXE_ROOM', factor: 1.3 },
  { tier: 'SUITE', category: 'SUITE', factor: 1.8 },
] as const;
export type FallbackTier = (typeof FALLBACK_ROOMS)[number]['tier'];

/** A fallback room's id: the best rate's id and its tier. */
export const fallbackOfferId = (bestOfferId: string, tier: FallbackTier) => `${bestOfferId}~${tier}`;

/** The best rate's id and the tier of a fallback room's id, or null for a provider's own offer. */
export function readFallbackOfferId(id: string): { bestOfferId: string; tier: FallbackTier } | null {
  const [bestOfferId, tier, ...rest] = id.split('~');
  const room = FALLBACK_ROOMS.find((r) => r.tier === tier);
  if (!bestOfferId || !room || rest.length) return null;
  return { bestOfferId, tier: room.tier };
}

/**
 * Standard at the hotel's best rate, deluxe at 1.3× and suite at 1.8× of it, per night (rounded to
 * the cent); occupancy unknown, so the web says "Sleeps 2 guests".
 */
export function fallbackOffers(best: ProviderHotelOffer, nights: number): HotelRoomOfferDto[] {
  const base = roomOfferDto(best, nights);
  return FALLBACK_ROOMS.map((room) => {
    const pricePerNight = Math.round(base.pricePerNight * room.factor);
    return {
      ...base,
      id: fallbackOfferId(best.id, room.tier),
      kind: 'fallback' as const,
      category: room.category,
      beds: null,
      bedType: null,
      sleeps: null,
      description: '',
      descriptionLang: null,
      pricePerNight,
      total: pricePerNight * nights,
    };
  });
}

/** A fallback room priced from its best rate, as it was offered. */
export function fallbackOffer(
  best: ProviderHotelOffer,
  tier: FallbackTier,
  nights: number,
): HotelRoomOfferDto {
  const found = fallbackOffers(best, nights).find((o) => o.id === fallbackOfferId(best.id, tier));
  if (!found) throw new Error(`no fallback room ${tier}`);
  return found;
}
