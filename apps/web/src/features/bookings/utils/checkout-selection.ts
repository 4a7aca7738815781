/** An id in a checkout's address. */
export const UUID = /^[0-9a-f-]{36}$/i;

/** Guests from the link: a whole number from 1 to 10 (1 when the link leaves it out). */
export function readGuests(params: URLSearchParams): number | null {
  const guests = Number(params.get('guests') ?? '1');
  return Number.isInteger(guests) && guests >= 1 && guests <= 10 ? guests : null;
}
