/**
 * Where cars are picked up and rides start or end: six fixed places around Trabzon (spec section 3's
 * location codes), or a point chosen on the map (`CUSTOM`). Names are the web's texts
 * (`vehicles.places.<code>`); positions are the places' own, for the map and the distances.
 */
export const FIXED_PLACES = ['TZX', 'TZX_CITY', 'UZUNGOL', 'SUMELA', 'AYDER', 'RIZE'] as const;
export type FixedPlace = (typeof FIXED_PLACES)[number];

export interface Point {
  latitude: number;
  longitude: number;
}

/** A fixed place by its code, or a point on the map. */
export type Place = { code: FixedPlace } | ({ code: 'CUSTOM' } & Point);

export const PLACE_POINTS: Record<FixedPlace, Point> = {
  // Trabzon Airport's terminal.
  TZX: { latitude: 40.9951, longitude: 39.7897 },
  // Meydan, Trabzon's centre.
  TZX_CITY: { latitude: 41.005, longitude: 39.7264 },
  UZUNGOL: { latitude: 40.619, longitude: 40.289 },
  SUMELA: { latitude: 40.6903, longitude: 39.6584 },
  AYDER: { latitude: 40.9531, longitude: 41.1025 },
  // Rize's centre.
  RIZE: { latitude: 41.0253, longitude: 40.5177 },
};

/** The spec's defaults: pick up at the airport, drop off in the city centre. */
export const DEFAULT_PICKUP: FixedPlace = 'TZX';
export const DEFAULT_DROPOFF: FixedPlace = 'TZX_CITY';

/** The map dialog opens here (spec section 9), and zooms in on a point chosen. */
export const MAP_CENTRE: Point = { latitude: 41.0015, longitude: 39.7178 };
export const MAP_ZOOM = 12;
export const CHOSEN_POINT_ZOOM = 15;

export const isFixedPlace = (code: string): code is FixedPlace =>
  (FIXED_PLACES as readonly string[]).includes(code);

/** The position of a place. */
export const pointOf = (place: Place): Point =>
  place.code === 'CUSTOM'
    ? { latitude: place.latitude, longitude: place.longitude }
    : PLACE_POINTS[place.code];

/** A point as the search form shows it: six decimals each, a comma between ("41.001500, 39.717800"). */
export function formatPoint({ latitude, longitude }: Point): string {
  return `${latitude.toFixed(6)}, ${longitude.toFixed(6)}`;
}

/** Whether a latitude and longitude are a point on Earth. */
export const isPoint = ({ latitude, longitude }: Point): boolean =>
  Number.isFinite(latitude) &&
  Number.isFinite(longitude) &&
  Math.abs(latitude) <= 90 &&
  Math.abs(longitude) <= 180;
