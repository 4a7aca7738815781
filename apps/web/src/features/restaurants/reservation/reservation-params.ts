/** What `/restaurant-booking?…` carries: the restaurant (id or slug), the date, time and party. */
export interface ReservationRequest {
  restaurant: string;
  date: string;
  time: string;
  partySize: number;
  requests: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const realDate = (value: string) => {
  if (!DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
};

/**
 * The reservation the link asks for, or null when a part is missing or malformed (the page then
 * says so and leads back to the restaurants). A date past or too far and a party the restaurant
 * does not take are judged on the page, where they can be changed.
 */
export function readReservation(params: URLSearchParams): ReservationRequest | null {
  const restaurant = params.get('restaurant')?.trim() ?? '';
  const date = params.get('date') ?? '';
  const time = params.get('time') ?? '';
  const party = params.get('partySize') ?? '';
  if (!restaurant || !realDate(date) || !TIME.test(time) || !/^\d{1,3}$/.test(party)) return null;
  const partySize = Number(party);
  if (partySize < 1) return null;
  return { restaurant, date, time, partySize, requests: (params.get('requests') ?? '').slice(0, 1000) };
}
