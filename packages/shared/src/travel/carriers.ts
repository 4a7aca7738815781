/**
 * The airlines that fly the routes of the flight search (IATA designator → name as the airline
 * writes it), for offers and their dictionaries. Turkish carriers first, then by region.
 */
const NAMES = {
  // Türkiye
  TK: 'Turkish Airlines',
  PC: 'Pegasus Airlines',
  // AJet, Turkish Airlines' low-cost arm (formerly AnadoluJet), flies under its own code VF.
  VF: 'AJet',
  XQ: 'SunExpress',
  // The Gulf
  QR: 'Qatar Airways',
  EK: 'Emirates',
  FZ: 'flydubai',
  EY: 'Etihad Airways',
  G9: 'Air Arabia',
  SV: 'Saudia',
  XY: 'flynas',
  F3: 'flyadeal',
  KU: 'Kuwait Airways',
  J9: 'Jazeera Airways',
  GF: 'Gulf Air',
  WY: 'Oman Air',
  OV: 'SalamAir',
  // Middle East
  RJ: 'Royal Jordanian',
  ME: 'Middle East Airlines',
  MS: 'EgyptAir',
  IA: 'Iraqi Airways',
  IR: 'Iran Air',
  // Caucasus and Central Asia
  A9: 'Georgian Airways',
  J2: 'Azerbaijan Airlines',
  KC: 'Air Astana',
  HY: 'Uzbekistan Airways',
  // Europe
  LH: 'Lufthansa',
  EW: 'Eurowings',
  LX: 'Swiss',
  OS: 'Austrian Airlines',
  BA: 'British Airways',
  AF: 'Air France',
  KL: 'KLM Royal Dutch Airlines',
  SK: 'SAS Scandinavian Airlines',
  AZ: 'ITA Airways',
  IB: 'Iberia',
  A3: 'Aegean Airlines',
  // South and Southeast Asia
  MH: 'Malaysia Airlines',
  SQ: 'Singapore Airlines',
  GA: 'Garuda Indonesia',
  PK: 'Pakistan International Airlines',
  AI: 'Air India',
  // North America
  AA: 'American Airlines',
  DL: 'Delta Air Lines',
  UA: 'United Airlines',
  AC: 'Air Canada',
} as const satisfies Record<string, string>;

export type CarrierCode = keyof typeof NAMES;

/** Carrier names by IATA code (undefined for a carrier we do not know). */
export const CARRIERS: Readonly<Record<string, string>> = NAMES;

/** Every carrier's IATA code. */
export const CARRIER_CODES = Object.keys(NAMES) as CarrierCode[];

/** Whether a string is the IATA code of a carrier we know. */
export const isCarrierCode = (code: string): code is CarrierCode => Object.hasOwn(NAMES, code);

/** A carrier's name by its IATA code; the code itself for one we do not know. */
export function carrierName(code: string): string {
  return isCarrierCode(code) ? NAMES[code] : code;
}
