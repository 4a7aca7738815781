/** What the traveller chose on a restaurant's page, carried to the reservation form. */
export interface ReservationChoice {
  slug: string;
  date: string;
  time: string;
  partySize: number;
  requests: string;
}

/** `/restaurant-booking?restaurant=…&date=…&time=…&partySize=…&requests=…` (requests only when written). */
export function reserveLink(c: ReservationChoice): string {
  const p = new URLSearchParams({
    restaurant: c.slug,
    date: c.date,
    time: c.time,
    partySize: String(c.partySize),
  });
  const requests = c.requests.trim();
  if (requests) p.set('requests', requests);
  return `/restaurant-booking?${p.toString()}`;
}
