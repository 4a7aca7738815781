import { type FixedPlace, PLACE_POINTS, type Place, type Point, pointOf } from './places.ts';

/**
 * Road distances between the fixed places, in km, as a driver takes them (the coast road, the
 * valleys up to Uzungöl and Ayder, the Maçka road to Sumela): measured along the roads on a map,
 * rounded to the km. Each pair once; the table reads both ways.
 */
const ROAD_KM: Record<string, number> = {
  'TZX TZX_CITY': 7,
  'TZX UZUNGOL': 99,
  'TZX SUMELA': 50,
  'TZX AYDER': 160,
  'TZX RIZE': 70,
  'TZX_CITY UZUNGOL': 100,
  'TZX_CITY SUMELA': 47,
  'TZX_CITY AYDER': 165,
  'TZX_CITY RIZE': 77,
  'UZUNGOL SUMELA': 135,
  'UZUNGOL AYDER': 125,
  'UZUNGOL RIZE': 78,
  'SUMELA AYDER': 210,
  'SUMELA RIZE': 122,
  'AYDER RIZE': 88,
};

/**
 * For a point chosen on the map there is no table: the straight line times this factor, the middle
 * of the table's own detours over the straight line in this hilly coast (the coast road about 1.15,
 * the valley roads 1.4–1.8, Uzungöl to Sumela 2.5 round by the coast).
 */
export const ROAD_FACTOR = 1.5;

/** Rides are offered within this many km (straight line) of Trabzon's centre, both ends. */
export const SERVICE_RADIUS_KM = 250;

const EARTH_RADIUS_KM = 6371;

/** The great-circle distance between two points, in km (haversine). */
export function straightKm(a: Point, b: Point): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

function tableKm(from: FixedPlace, to: FixedPlace): number {
  if (from === to) return 0;
  const km = ROAD_KM[`${from} ${to}`] ?? ROAD_KM[`${to} ${from}`];
  if (km === undefined) throw new Error(`no road distance between ${from} and ${to}`);
  return km;
}

/**
 * The road distance of a ride, in km with one decimal: the table between fixed places, else the
 * straight line times the road factor.
 */
export function roadKm(from: Place, to: Place): number {
  if (from.code !== 'CUSTOM' && to.code !== 'CUSTOM') return tableKm(from.code, to.code);
  return Math.round(straightKm(pointOf(from), pointOf(to)) * ROAD_FACTOR * 10) / 10;
}

/** Whether a place lies within the service area (the straight line from Trabzon's centre). */
export const inServiceArea = (place: Place): boolean =>
  straightKm(PLACE_POINTS.TZX_CITY, pointOf(place)) <= SERVICE_RADIUS_KM;
