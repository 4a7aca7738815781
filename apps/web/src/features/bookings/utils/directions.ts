import type { BookingDto } from '@app/shared/bookings/schemas';

type Place = NonNullable<BookingDto['place']>;

/** OpenStreetMap's directions to a place, from wherever the traveller starts. */
export function directionsUrl({ latitude, longitude }: Place): string {
  const at = `${latitude},${longitude}`;
  return `https://www.openstreetmap.org/directions?${new URLSearchParams({ to: at })}#map=16/${latitude}/${longitude}`;
}
