/**
 * Where cars are picked up and rides start or end: six fixed places around Trabzon (spec section 3's
 * location codes), or a point chosen on the map (`CUSTOM`). Names are the web's texts
 * (`vehicles.places.<code>`); positions are the places' own, for the map and the distances.
 */
export const FIXED_PLACES = ['TZX', 'TZX_CITY', 'UZUNGOL', 'SUMELA', 'AYDER', 'RIZE'] as const;
export type FixedPlace = (typeof FIXED_PLACES)[number];

import type { Localized } from '../i18n/localized.ts';

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

/** The places' names, in every language the site speaks. */
export const PLACE_NAMES: Record<FixedPlace, Required<Localized>> = {
  TZX: {
    en: 'Trabzon Airport (TZX)',
    tr: 'Trabzon Havalimanı (TZX)',
    ar: 'مطار طرابزون (TZX)',
    fr: 'Aéroport de Trabzon (TZX)',
    es: 'Aeropuerto de Trabzon (TZX)',
  },
  TZX_CITY: {
    en: 'Trabzon city centre',
    tr: 'Trabzon şehir merkezi',
    ar: 'وسط مدينة طرابزون',
    fr: 'Centre-ville de Trabzon',
    es: 'Centro de Trabzon',
  },
  UZUNGOL: { en: 'Uzungöl', tr: 'Uzungöl', ar: 'أوزنجول', fr: 'Uzungöl', es: 'Uzungöl' },
  SUMELA: {
    en: 'Sumela Monastery',
    tr: 'Sümela Manastırı',
    ar: 'دير سوميلا',
    fr: 'Monastère de Sümela',
    es: 'Monasterio de Sümela',
  },
  AYDER: {
    en: 'Ayder Plateau',
    tr: 'Ayder Yaylası',
    ar: 'هضبة أيدر',
    fr: 'Plateau d’Ayder',
    es: 'Meseta de Ayder',
  },
  RIZE: {
    en: 'Rize city centre',
    tr: 'Rize şehir merkezi',
    ar: 'وسط مدينة ريزه',
    fr: 'Centre-ville de Rize',
    es: 'Centro de Rize',
  },
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

/** Whether two places are the same (a fixed place, or the same point). */
export const samePlace = (a: Place, b: Place): boolean =>
  a.code === b.code &&
  (a.code !== 'CUSTOM' || (b.code === 'CUSTOM' && a.latitude === b.latitude && a.longitude === b.longitude));

/** The position of a place. */
export const pointOf = (place: Place): Point =>
  place.code === 'CUSTOM'
    ? { latitude: place.latitude, longitude: place.longitude }
    : PLACE_POINTS[place.code];

/** A place's name: a fixed place's in `lang`, a map point's coordinates. */
export const placeName = (place: Place, lang: keyof Localized): string =>
  place.code === 'CUSTOM'
    ? formatPoint(place)
    : (PLACE_NAMES[place.code][lang] ?? PLACE_NAMES[place.code].en);

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

const COORDINATES = /^(-?\d{1,2}(?:\.\d{1,8})?),\s*(-?\d{1,3}(?:\.\d{1,8})?)$/;

/** A place as an address and a body carry it: a fixed place's code, or "latitude,longitude". */
export function readPlace(value: string): Place | null {
  const v = value.trim();
  if (isFixedPlace(v)) return { code: v };
  const match = COORDINATES.exec(v);
  if (!match) return null;
  const point = { latitude: Number(match[1]), longitude: Number(match[2]) };
  return isPoint(point) ? { code: 'CUSTOM', ...point } : null;
}

/** The same place written back ("TZX", "41.001500,39.717800"). */
export const writePlace = (place: Place): string =>
  place.code === 'CUSTOM' ? `${place.latitude.toFixed(6)},${place.longitude.toFixed(6)}` : place.code;
