import { utcOffsetMinutes } from '@app/shared/common/wall-clock';
import {
  type Airport,
  type AirportCode,
  type AirportRegion,
  airportByCode,
} from '@app/shared/travel/airports';
import type { CarrierCode } from '@app/shared/travel/carriers';
import { straightKm } from '@app/shared/vehicles/distances';
import { monthOf, weekday } from './calendar.ts';
import { flightMinutes } from './flight-times.ts';
import { between, hash, unit } from './seeded.ts';

/**
 * The offline provider's airline network: who flies nonstop between which airports (a carrier
 * from its bases to regions or named airports, some only in summer), and each leg's daily
 * departures, flight numbers and aircraft. Loosely the real one: Turkish Airlines from Istanbul
 * everywhere, Pegasus and AJet from Sabiha Gökçen and Ankara, Gulf carriers into Trabzon in the
 * summer season, and every carrier from its own hub.
 */

interface CarrierProfile {
  lowCost: boolean;
  alliance?: 'star' | 'oneworld' | 'skyteam';
  /** Checked bags counted in pieces or in kilos. */
  bags: 'pieces' | 'weight';
  /** Flight numbers are drawn from this range. */
  numbers: [from: number, to: number];
  /** Aircraft (IATA type codes) on short (< 1,500 km), medium (< 4,500 km) and long legs. */
  fleet: [short: string[], medium: string[], long: string[]];
}

export const CARRIER_PROFILES: Record<CarrierCode, CarrierProfile> = {
  TK: {
    lowCost: false,
    alliance: 'star',
    bags: 'pieces',
    numbers: [10, 999],
    fleet: [
      ['321', '32Q', '738', '7M8'],
      ['32Q', '7M8', '333'],
      ['77W', '359', '789', '333'],
    ],
  },
  PC: {
    lowCost: true,
    bags: 'weight',
    numbers: [2000, 3999],
    fleet: [['32N', '32Q', '738'], ['32Q', '32N'], []],
  },
  VF: {
    lowCost: true,
    bags: 'weight',
    numbers: [3000, 4999],
    fleet: [['738', '7M8', '32N'], ['7M8', '32N'], []],
  },
  XQ: { lowCost: true, bags: 'weight', numbers: [100, 1999], fleet: [['738', '7M8'], ['738', '7M8'], []] },
  QR: {
    lowCost: false,
    alliance: 'oneworld',
    bags: 'weight',
    numbers: [100, 999],
    fleet: [
      ['320', '321'],
      ['320', '333', '788'],
      ['77W', '359', '351', '388'],
    ],
  },
  EK: {
    lowCost: false,
    bags: 'weight',
    numbers: [100, 999],
    fleet: [['77W'], ['77W', '388'], ['77W', '388']],
  },
  FZ: { lowCost: true, bags: 'weight', numbers: [700, 1999], fleet: [['7M8', '738'], ['7M8', '738'], []] },
  EY: {
    lowCost: false,
    bags: 'weight',
    numbers: [10, 999],
    fleet: [
      ['32N', '321'],
      ['32N', '789'],
      ['789', '781', '77W', '351'],
    ],
  },
  G9: { lowCost: true, bags: 'weight', numbers: [100, 999], fleet: [['320', '32N'], ['320', '32N'], []] },
  SV: {
    lowCost: false,
    alliance: 'skyteam',
    bags: 'pieces',
    numbers: [100, 999],
    fleet: [
      ['320', '32N', '321'],
      ['32N', '333'],
      ['77W', '789'],
    ],
  },
  XY: { lowCost: true, bags: 'weight', numbers: [100, 999], fleet: [['32N', '320'], ['32N', '320'], []] },
  F3: { lowCost: true, bags: 'weight', numbers: [100, 999], fleet: [['32N'], ['32N'], []] },
  KU: { lowCost: false, bags: 'weight', numbers: [100, 999], fleet: [['32N'], ['32N', '339'], ['77W']] },
  J9: { lowCost: true, bags: 'weight', numbers: [100, 999], fleet: [['32N'], ['32N'], []] },
  GF: { lowCost: false, bags: 'weight', numbers: [1, 999], fleet: [['32N'], ['32N', '789'], ['789']] },
  WY: {
    lowCost: false,
    bags: 'weight',
    numbers: [100, 999],
    fleet: [['7M8', '738'], ['7M8', '789'], ['789']],
  },
  OV: { lowCost: true, bags: 'weight', numbers: [100, 999], fleet: [['32N', '7M8'], ['32N', '7M8'], []] },
  RJ: {
    lowCost: false,
    alliance: 'oneworld',
    bags: 'pieces',
    numbers: [100, 999],
    fleet: [['320', 'E95'], ['320', '789'], ['789']],
  },
  ME: {
    lowCost: false,
    alliance: 'skyteam',
    bags: 'pieces',
    numbers: [200, 599],
    fleet: [['32N', '32Q'], ['32N', '333'], ['333']],
  },
  MS: {
    lowCost: false,
    alliance: 'star',
    bags: 'pieces',
    numbers: [600, 999],
    fleet: [
      ['738', '32N'],
      ['32N', '333', '789'],
      ['789', '77W'],
    ],
  },
  IA: { lowCost: false, bags: 'weight', numbers: [100, 999], fleet: [['738', '320'], ['738', '320'], []] },
  IR: { lowCost: false, bags: 'weight', numbers: [700, 799], fleet: [['321'], ['321', '333'], ['333']] },
  A9: { lowCost: false, bags: 'weight', numbers: [600, 799], fleet: [['73G', 'E90'], ['73G'], []] },
  J2: { lowCost: false, bags: 'weight', numbers: [1, 199], fleet: [['32N', '320'], ['32N', '788'], ['788']] },
  KC: {
    lowCost: false,
    bags: 'pieces',
    numbers: [900, 999],
    fleet: [['32N', '32Q'], ['32Q', '32N'], ['763']],
  },
  HY: {
    lowCost: false,
    bags: 'weight',
    numbers: [200, 799],
    fleet: [
      ['32N', '320'],
      ['32N', '788'],
      ['788', '763'],
    ],
  },
  LH: {
    lowCost: false,
    alliance: 'star',
    bags: 'pieces',
    numbers: [100, 1999],
    fleet: [
      ['320', '32N', '321'],
      ['32N', '321'],
      ['359', '74H', '333'],
    ],
  },
  EW: { lowCost: true, bags: 'weight', numbers: [1000, 9999], fleet: [['320', '319'], ['320', '32N'], []] },
  LX: {
    lowCost: false,
    alliance: 'star',
    bags: 'pieces',
    numbers: [1, 1999],
    fleet: [
      ['221', '223', '320'],
      ['32N', '223'],
      ['77W', '333', '343'],
    ],
  },
  OS: {
    lowCost: false,
    alliance: 'star',
    bags: 'pieces',
    numbers: [1, 899],
    fleet: [
      ['E95', '320'],
      ['321', '320'],
      ['772', '763', '789'],
    ],
  },
  BA: {
    lowCost: false,
    alliance: 'oneworld',
    bags: 'pieces',
    numbers: [100, 899],
    fleet: [
      ['320', '321', '32N'],
      ['32N', '32Q'],
      ['77W', '789', '351', '388'],
    ],
  },
  AF: {
    lowCost: false,
    alliance: 'skyteam',
    bags: 'pieces',
    numbers: [100, 1999],
    fleet: [
      ['320', '223', '221'],
      ['321', '223'],
      ['359', '77W', '789'],
    ],
  },
  KL: {
    lowCost: false,
    alliance: 'skyteam',
    bags: 'pieces',
    numbers: [600, 1999],
    fleet: [
      ['73H', 'E90'],
      ['73H', '739'],
      ['789', '77W', '781'],
    ],
  },
  SK: {
    lowCost: false,
    alliance: 'skyteam',
    bags: 'pieces',
    numbers: [400, 1999],
    fleet: [['32N', '320', 'CR9'], ['32N'], ['333', '359']],
  },
  AZ: {
    lowCost: false,
    bags: 'pieces',
    numbers: [100, 999],
    fleet: [['32N', '320'], ['32N'], ['359', '333']],
  },
  IB: {
    lowCost: false,
    alliance: 'oneworld',
    bags: 'pieces',
    numbers: [3000, 3999],
    fleet: [
      ['320', '32N'],
      ['32N', '321'],
      ['359', '333'],
    ],
  },
  A3: {
    lowCost: false,
    alliance: 'star',
    bags: 'pieces',
    numbers: [600, 999],
    fleet: [['32N', '320'], ['32N', '321'], []],
  },
  MH: {
    lowCost: false,
    alliance: 'oneworld',
    bags: 'weight',
    numbers: [1, 899],
    fleet: [['738'], ['738', '333'], ['359', '333']],
  },
  SQ: {
    lowCost: false,
    alliance: 'star',
    bags: 'weight',
    numbers: [1, 999],
    fleet: [['7M8'], ['359', '789'], ['359', '77W', '388']],
  },
  GA: {
    lowCost: false,
    alliance: 'skyteam',
    bags: 'weight',
    numbers: [800, 999],
    fleet: [['738'], ['738', '333'], ['77W', '333']],
  },
  PK: {
    lowCost: false,
    bags: 'weight',
    numbers: [200, 799],
    fleet: [['320'], ['320', '772'], ['77W', '772']],
  },
  AI: {
    lowCost: false,
    alliance: 'star',
    bags: 'pieces',
    numbers: [100, 999],
    fleet: [['32N'], ['32N', '788'], ['77W', '788', '359']],
  },
  AA: {
    lowCost: false,
    alliance: 'oneworld',
    bags: 'pieces',
    numbers: [1, 2999],
    fleet: [
      ['321', '738'],
      ['321', '738'],
      ['772', '77W', '789'],
    ],
  },
  DL: {
    lowCost: false,
    alliance: 'skyteam',
    bags: 'pieces',
    numbers: [1, 2999],
    fleet: [
      ['321', '739'],
      ['321', '739'],
      ['333', '359'],
    ],
  },
  UA: {
    lowCost: false,
    alliance: 'star',
    bags: 'pieces',
    numbers: [1, 2999],
    fleet: [
      ['739', '320'],
      ['739', '320'],
      ['763', '789', '77W'],
    ],
  },
  AC: {
    lowCost: false,
    alliance: 'star',
    bags: 'pieces',
    numbers: [1, 1999],
    fleet: [
      ['32N', '223'],
      ['32N', '223'],
      ['789', '77W'],
    ],
  },
};

/** The aircraft the fleets fly, as the provider's dictionary names them. */
export const AIRCRAFT: Record<string, string> = {
  '221': 'AIRBUS A220-100',
  '223': 'AIRBUS A220-300',
  '319': 'AIRBUS A319',
  '320': 'AIRBUS A320',
  '321': 'AIRBUS A321',
  '32N': 'AIRBUS A320NEO',
  '32Q': 'AIRBUS A321NEO',
  '333': 'AIRBUS A330-300',
  '339': 'AIRBUS A330-900',
  '343': 'AIRBUS A340-300',
  '351': 'AIRBUS A350-1000',
  '359': 'AIRBUS A350-900',
  '388': 'AIRBUS A380-800',
  '738': 'BOEING 737-800',
  '739': 'BOEING 737-900',
  '73G': 'BOEING 737-700',
  '73H': 'BOEING 737-800 (WINGLETS)',
  '7M8': 'BOEING 737 MAX 8',
  '74H': 'BOEING 747-8',
  '763': 'BOEING 767-300',
  '772': 'BOEING 777-200',
  '77W': 'BOEING 777-300ER',
  '781': 'BOEING 787-10',
  '788': 'BOEING 787-8',
  '789': 'BOEING 787-9',
  CR9: 'CANADAIR REGIONAL JET 900',
  E90: 'EMBRAER 190',
  E95: 'EMBRAER 195',
};

/** A carrier flies nonstop from its bases to these airports: whole regions and named ones. */
interface RouteFamily {
  carrier: CarrierCode;
  from: AirportCode[];
  regions?: AirportRegion[];
  to?: AirportCode[];
  /** Only June to September, and only on some days of the week. */
  summer?: true;
  /** Not from the carrier's hub: a flight or two a day. */
  outstation?: true;
}

const GERMANY: AirportCode[] = ['FRA', 'MUC', 'DUS', 'CGN', 'STR', 'HAM', 'BER'];
const EUROPE_HUBS: AirportCode[] = [
  'LHR',
  'FRA',
  'MUC',
  'CDG',
  'AMS',
  'VIE',
  'ZRH',
  'CPH',
  'FCO',
  'MAD',
  'ATH',
];
const TURKEY_MAIN: AirportCode[] = ['IST', 'SAW', 'ESB', 'ADB', 'AYT'];
const SAUDI: AirportCode[] = ['RUH', 'JED', 'DMM', 'MED'];
const TO_TRABZON: AirportCode[] = ['TZX'];

const NETWORK: RouteFamily[] = [
  // Türkiye
  {
    carrier: 'TK',
    from: ['IST'],
    regions: [
      'black-sea',
      'turkey',
      'gulf',
      'middle-east',
      'caucasus-central-asia',
      'europe',
      'asia',
      'americas',
    ],
  },
  {
    carrier: 'PC',
    from: ['SAW'],
    regions: ['black-sea', 'turkey', 'gulf', 'middle-east', 'caucasus-central-asia', 'europe'],
  },
  {
    carrier: 'PC',
    from: ['ADB', 'AYT'],
    to: ['TZX', 'ESB', 'ERZ', 'GZT', 'VAN', ...GERMANY, 'AMS'],
    outstation: true,
  },
  {
    carrier: 'VF',
    from: ['SAW', 'ESB'],
    regions: ['black-sea', 'turkey', 'middle-east', 'caucasus-central-asia', 'europe'],
    to: ['DOH', 'DXB', 'SHJ', 'RUH', 'JED', 'KWI', 'BAH'],
  },
  { carrier: 'VF', from: ['ADB', 'AYT'], to: ['TZX', 'RZE', 'ERZ', 'VAN', 'GZT'], outstation: true },
  { carrier: 'XQ', from: ['ADB', 'AYT'], to: [...GERMANY, 'AMS', 'ZRH', 'VIE', 'CPH', 'TZX', 'ERZ'] },
  { carrier: 'XQ', from: ['TZX'], to: ['DUS', 'CGN', 'STR', 'MUC', 'FRA', 'HAM', 'BER'], summer: true },
  { carrier: 'PC', from: ['TZX'], to: ['DUS', 'CGN', 'FRA', 'MUC'], summer: true },
  // The Gulf
  {
    carrier: 'QR',
    from: ['DOH'],
    regions: ['gulf', 'middle-east', 'caucasus-central-asia', 'asia', 'americas'],
    to: [...TURKEY_MAIN, ...EUROPE_HUBS, 'BER', 'DUS', 'HAM'],
  },
  { carrier: 'QR', from: ['DOH'], to: TO_TRABZON, summer: true },
  {
    carrier: 'EK',
    from: ['DXB'],
    regions: ['gulf', 'middle-east', 'asia', 'americas'],
    to: ['IST', 'SAW', 'ADB', 'AYT', ...EUROPE_HUBS, 'DUS', 'HAM'],
  },
  {
    carrier: 'FZ',
    from: ['DXB'],
    regions: ['gulf', 'middle-east', 'caucasus-central-asia'],
    to: ['TZX', 'SAW', 'ESB', 'ADB', 'AYT', 'BJV', 'GZT', 'BUS', 'KHI', 'ISB', 'DEL'],
  },
  {
    carrier: 'EY',
    from: ['AUH'],
    regions: ['gulf', 'middle-east', 'asia', 'americas'],
    to: ['IST', 'TBS', 'GYD', 'ALA', ...EUROPE_HUBS],
  },
  {
    carrier: 'G9',
    from: ['SHJ'],
    regions: ['gulf', 'middle-east', 'caucasus-central-asia'],
    to: ['IST', 'SAW', 'KHI', 'ISB', 'DEL'],
  },
  { carrier: 'G9', from: ['SHJ'], to: TO_TRABZON, summer: true },
  {
    carrier: 'SV',
    from: SAUDI,
    regions: ['gulf', 'middle-east'],
    to: ['IST', 'LHR', 'CDG', 'FRA', 'KUL', 'CGK', 'ISB', 'KHI', 'DEL', 'JFK', 'IAD'],
  },
  { carrier: 'SV', from: ['RUH', 'JED'], to: TO_TRABZON, summer: true },
  {
    carrier: 'XY',
    from: SAUDI,
    regions: ['gulf', 'middle-east'],
    to: ['IST', 'SAW', 'ESB', 'AYT', 'TBS', 'GYD', 'BUS', 'ISB', 'KHI'],
  },
  { carrier: 'XY', from: ['RUH', 'JED', 'DMM'], to: ['TZX', 'RZE'], summer: true },
  { carrier: 'F3', from: ['RUH', 'JED'], regions: ['gulf'], to: ['IST', 'CAI'] },
  {
    carrier: 'KU',
    from: ['KWI'],
    regions: ['gulf', 'middle-east'],
    to: ['IST', 'LHR', 'CDG', 'FRA', 'MUC', 'JFK', 'DEL', 'ISB', 'KHI'],
  },
  { carrier: 'KU', from: ['KWI'], to: TO_TRABZON, summer: true },
  {
    carrier: 'J9',
    from: ['KWI'],
    regions: ['gulf', 'middle-east', 'caucasus-central-asia'],
    to: ['IST', 'SAW', 'BUS'],
  },
  { carrier: 'J9', from: ['KWI'], to: TO_TRABZON, summer: true },
  {
    carrier: 'GF',
    from: ['BAH'],
    regions: ['gulf', 'middle-east'],
    to: ['IST', 'LHR', 'CDG', 'FRA', 'ATH', 'KHI', 'ISB', 'DEL'],
  },
  { carrier: 'GF', from: ['BAH'], to: TO_TRABZON, summer: true },
  {
    carrier: 'WY',
    from: ['MCT'],
    regions: ['gulf'],
    to: ['IST', 'LHR', 'FRA', 'MUC', 'ZRH', 'CAI', 'AMM', 'KUL', 'KHI', 'DEL'],
  },
  { carrier: 'OV', from: ['MCT'], regions: ['gulf'], to: ['IST', 'TBS', 'BEY', 'CAI', 'KHI', 'ISB'] },
  { carrier: 'OV', from: ['MCT'], to: TO_TRABZON, summer: true },
  // Middle East
  {
    carrier: 'RJ',
    from: ['AMM'],
    regions: ['gulf', 'middle-east', 'europe'],
    to: ['IST', 'JFK', 'ORD', 'YYZ', 'KUL'],
  },
  {
    carrier: 'ME',
    from: ['BEY'],
    regions: ['gulf', 'middle-east'],
    to: ['IST', 'LHR', 'CDG', 'FRA', 'ATH', 'FCO', 'MAD', 'AMS', 'BER', 'ZRH'],
  },
  {
    carrier: 'MS',
    from: ['CAI'],
    regions: ['gulf', 'middle-east', 'europe'],
    to: ['IST', 'JFK', 'YYZ', 'IAD', 'KUL', 'DEL'],
  },
  { carrier: 'IA', from: ['BGW', 'EBL'], regions: ['gulf', 'middle-east'], to: ['IST', 'SAW', 'ESB', 'AYT'] },
  { carrier: 'IR', from: ['IKA'], to: ['IST', 'ESB', 'FRA', 'CDG', 'LHR', 'AMS', 'VIE', 'DXB', 'DOH'] },
  // Caucasus and Central Asia
  { carrier: 'A9', from: ['TBS', 'BUS'], to: ['IST', 'AMS', 'VIE', 'ATH', 'BER', 'FRA'] },
  {
    carrier: 'J2',
    from: ['GYD'],
    to: ['IST', 'SAW', 'ESB', 'ADB', 'AYT', 'TBS', 'DXB', 'DOH', 'RUH', 'LHR', 'CDG', 'FRA', 'VIE', 'MUC'],
  },
  {
    carrier: 'KC',
    from: ['ALA'],
    to: ['IST', 'AYT', 'TBS', 'GYD', 'TAS', 'DXB', 'DOH', 'FRA', 'AMS', 'LHR', 'DEL'],
  },
  {
    carrier: 'HY',
    from: ['TAS'],
    to: ['IST', 'SAW', 'AYT', 'ALA', 'DXB', 'JED', 'MED', 'FRA', 'LHR', 'CDG', 'KUL', 'DEL', 'JFK'],
  },
  // Europe
  {
    carrier: 'LH',
    from: ['FRA', 'MUC'],
    regions: ['europe', 'gulf', 'middle-east', 'caucasus-central-asia', 'asia', 'americas'],
    to: ['IST', 'ESB', 'ADB', 'AYT'],
  },
  {
    carrier: 'EW',
    from: ['DUS', 'CGN', 'STR', 'HAM', 'BER'],
    regions: ['europe'],
    to: ['AYT', 'ADB', 'DLM', 'BJV', 'SAW'],
  },
  {
    carrier: 'LX',
    from: ['ZRH'],
    regions: ['europe', 'americas'],
    to: ['IST', 'SIN', 'DEL', 'DXB', 'CAI', 'BEY'],
  },
  {
    carrier: 'OS',
    from: ['VIE'],
    regions: ['europe', 'middle-east', 'caucasus-central-asia', 'americas'],
    to: ['IST', 'ADB', 'AYT', 'DXB'],
  },
  {
    carrier: 'BA',
    from: ['LHR'],
    regions: ['europe', 'gulf', 'middle-east', 'asia', 'americas'],
    to: ['IST', 'AYT', 'DLM', 'BJV'],
  },
  {
    carrier: 'AF',
    from: ['CDG'],
    regions: ['europe', 'gulf', 'middle-east', 'asia', 'americas'],
    to: ['IST'],
  },
  {
    carrier: 'KL',
    from: ['AMS'],
    regions: ['europe', 'gulf', 'middle-east', 'asia', 'americas'],
    to: ['IST'],
  },
  { carrier: 'SK', from: ['CPH'], regions: ['europe', 'americas'], to: ['IST', 'AYT'] },
  { carrier: 'AZ', from: ['FCO'], regions: ['europe', 'americas'], to: ['IST', 'CAI', 'BEY', 'AMM'] },
  { carrier: 'IB', from: ['MAD'], regions: ['europe', 'americas'], to: ['IST', 'CAI', 'AMM'] },
  { carrier: 'A3', from: ['ATH'], regions: ['europe', 'middle-east'], to: ['IST', 'DXB', 'TBS', 'GYD'] },
  // South and Southeast Asia
  { carrier: 'MH', from: ['KUL'], regions: ['asia'], to: ['DOH', 'JED', 'MED', 'LHR'] },
  {
    carrier: 'SQ',
    from: ['SIN'],
    regions: ['asia'],
    to: ['LHR', 'FRA', 'MUC', 'ZRH', 'CDG', 'AMS', 'CPH', 'FCO', 'IST', 'DXB', 'JFK'],
  },
  { carrier: 'GA', from: ['CGK'], regions: ['asia'], to: ['JED', 'MED', 'AMS'] },
  { carrier: 'PK', from: ['ISB', 'KHI'], regions: ['asia', 'gulf'] },
  {
    carrier: 'AI',
    from: ['DEL'],
    regions: ['asia', 'gulf'],
    to: ['LHR', 'FRA', 'CDG', 'VIE', 'CPH', 'JFK', 'ORD', 'IAD', 'YYZ'],
  },
  // North America
  { carrier: 'AA', from: ['JFK', 'ORD'], regions: ['americas'], to: ['LHR', 'CDG', 'MAD', 'FCO', 'ATH'] },
  {
    carrier: 'DL',
    from: ['JFK'],
    regions: ['americas'],
    to: ['LHR', 'CDG', 'AMS', 'FRA', 'MUC', 'ZRH', 'FCO', 'MAD', 'ATH', 'CPH', 'IST'],
  },
  {
    carrier: 'UA',
    from: ['ORD', 'IAD'],
    regions: ['americas'],
    to: ['LHR', 'FRA', 'MUC', 'ZRH', 'CDG', 'AMS', 'VIE', 'ATH', 'DXB', 'DEL'],
  },
  {
    carrier: 'AC',
    from: ['YYZ'],
    regions: ['americas'],
    to: ['LHR', 'FRA', 'MUC', 'CDG', 'ZRH', 'ATH', 'FCO', 'IST', 'DEL', 'DXB'],
  },
];

/** No nonstop flight is shorter than this (Düsseldorf–Cologne, Istanbul's two airports). */
const MIN_LEG_KM = 250;
/** A low-cost carrier's narrow-bodies reach no farther. */
const NARROW_BODY_KM = 5500;

export const SHORT_KM = 1500;
export const LONG_KM = 4500;

const AIRPORT_CACHE = new Map<string, Airport>();
export function airport(code: string): Airport {
  let found = AIRPORT_CACHE.get(code);
  if (!found) {
    found = airportByCode(code);
    if (!found) throw new RangeError(`unknown airport ${code}`);
    AIRPORT_CACHE.set(code, found);
  }
  return found;
}

const KM_CACHE = new Map<string, number>();
/** Great-circle km between two airports. */
export function km(a: string, b: string): number {
  const key = a < b ? `${a}${b}` : `${b}${a}`;
  let d = KM_CACHE.get(key);
  if (d === undefined) {
    const x = airport(a);
    const y = airport(b);
    d = straightKm({ latitude: x.lat, longitude: x.lng }, { latitude: y.lat, longitude: y.lng });
    KM_CACHE.set(key, d);
  }
  return d;
}

export const isSummer = (date: string): boolean => {
  const m = monthOf(date);
  return m >= 6 && m <= 9;
};

function servedBy(family: RouteFamily, base: string, other: string): boolean {
  if (!(family.from as string[]).includes(base)) return false;
  const there = airport(other);
  return (
    (family.to as string[] | undefined)?.includes(other) || (family.regions?.includes(there.region) ?? false)
  );
}

/** The families that fly a pair of airports nonstop (either way), whatever the date. */
const FAMILY_CACHE = new Map<string, RouteFamily[]>();
function familiesOf(a: string, b: string): RouteFamily[] {
  const key = a < b ? `${a}${b}` : `${b}${a}`;
  let found = FAMILY_CACHE.get(key);
  if (!found) {
    const d = km(a, b);
    found =
      d < MIN_LEG_KM
        ? []
        : NETWORK.filter(
            (f) =>
              (servedBy(f, a, b) || servedBy(f, b, a)) &&
              (CARRIER_PROFILES[f.carrier].fleet[2].length > 0 || d <= NARROW_BODY_KM),
          );
    FAMILY_CACHE.set(key, found);
  }
  return found;
}

/** One flight of the timetable: a carrier's departure on a leg, on the departure's local clock. */
export interface ScheduledFlight {
  carrier: CarrierCode;
  number: string;
  from: string;
  to: string;
  /** Minutes after local midnight. */
  departs: number;
  aircraft: string;
}

/** Legs longer than this land by day at the other end. */
const LANDS_BY_DAY_KM = 3000;
/** The day the time zones' offsets are read on for timetables (they shift by an hour in summer). */
const REFERENCE_DAY = new Date('2027-01-15T12:00:00Z');

const isDomestic = (a: string, b: string) => airport(a).country === 'TR' && airport(b).country === 'TR';
const TRABZON_SHUTTLE = new Set(['IST', 'SAW', 'ESB']);

/** How many times a day a carrier flies a leg. */
function dailyFlights(family: RouteFamily, from: string, to: string): number {
  if (family.summer) return 1;
  const pair = [from, to].sort().join('');
  const main = ['TZX', 'RZE'].find((c) => c === from || c === to);
  const other = main === from ? to : from;
  if (main && TRABZON_SHUTTLE.has(other)) {
    const trabzon = main === 'TZX';
    if (family.carrier === 'TK') return trabzon ? 8 : 6;
    if (family.carrier === 'PC') return trabzon ? 5 : 3;
    return trabzon ? 4 : 2;
  }
  if (family.outstation) return between(1, 2, 'daily', family.carrier, pair);
  // From its hub a carrier flies most legs several times a day; Turkish Airlines from Istanbul most.
  const hub = family.carrier === 'TK';
  if (km(from, to) > LONG_KM) return between(1, hub ? 3 : 2, 'daily', family.carrier, pair);
  return between(hub ? 3 : 2, hub ? 6 : 4, 'daily', family.carrier, pair);
}

/** Whether a carrier's leg flies on a date (a flight a day flies most days; summer ones four). */
function fliesOn(family: RouteFamily, from: string, to: string, date: string, daily: number): boolean {
  if (family.summer) return isSummer(date) && hash('days', family.carrier, from, to, weekday(date)) % 7 < 4;
  if (daily > 1) return true;
  return hash('days', family.carrier, from, to, weekday(date)) % 7 < 5;
}

const SCHEDULE_CACHE = new Map<string, ScheduledFlight[]>();

/** A carrier's departures on a leg, as its timetable has them every day it flies. */
function timetable(family: RouteFamily, from: string, to: string): ScheduledFlight[] {
  const key = `${family.carrier}${from}${to}${family.summer ? 'S' : ''}`;
  const cached = SCHEDULE_CACHE.get(key);
  if (cached) return cached;
  const profile = CARRIER_PROFILES[family.carrier];
  const d = km(from, to);
  const haul = d < SHORT_KM ? 0 : d < LONG_KM ? 1 : 2;
  const fleet = profile.fleet[haul].length
    ? profile.fleet[haul]
    : profile.fleet[1].length
      ? profile.fleet[1]
      : profile.fleet[0];
  const n = dailyFlights(family, from, to);
  // Domestic flights from six in the morning to eleven at night; others at any hour.
  const [start, end] = isDomestic(from, to) ? [6 * 60, 23 * 60] : [30, 23 * 60 + 50];
  const [lo, hi] = family.carrier === 'TK' && isDomestic(from, to) ? [2000, 2999] : profile.numbers;
  const pair = [from, to].sort().join('');
  const block = lo + Math.floor(unit('numbers', family.carrier, pair) * ((hi - lo) / 20)) * 20;
  // A long flight is timed to land by day (from half past five in the morning to half past ten
  // at night), when the connections leave: its departure follows from the landing.
  const minutes = flightMinutes(d);
  const shift =
    utcOffsetMinutes(airport(to).timeZone, REFERENCE_DAY) -
    utcOffsetMinutes(airport(from).timeZone, REFERENCE_DAY);
  const landByDay = d > LANDS_BY_DAY_KM;
  const [first, last] = landByDay ? [330, 1350] : [start, end];
  const flights = Array.from({ length: n }, (_, k): ScheduledFlight => {
    const at = first + ((last - first) / n) * (k + 0.25 + 0.5 * unit('time', family.carrier, from, to, k));
    const departs = landByDay
      ? (((Math.round((at - minutes - shift) / 5) * 5) % 1440) + 1440) % 1440
      : Math.min(end, Math.round(at / 5) * 5);
    return {
      carrier: family.carrier,
      // Out and back share a block of numbers: even one way, odd the other.
      number: String(block + k * 2 + (from < to ? 0 : 1)),
      from,
      to,
      departs,
      aircraft: fleet[hash('aircraft', family.carrier, pair, k) % fleet.length] ?? '320',
    };
  });
  SCHEDULE_CACHE.set(key, flights);
  return flights;
}

/** Every nonstop flight from one airport to another on a date, earliest first. */
export function flightsOn(from: string, to: string, date: string): ScheduledFlight[] {
  const seen = new Set<CarrierCode>();
  return familiesOf(from, to)
    .filter((family) => !seen.has(family.carrier) && seen.add(family.carrier))
    .flatMap((family) => {
      const daily = dailyFlights(family, from, to);
      return fliesOn(family, from, to, date, daily) ? timetable(family, from, to) : [];
    })
    .sort((a, b) => a.departs - b.departs || a.carrier.localeCompare(b.carrier));
}

/** The carriers with a nonstop flight on a leg on some day. */
export const carriersOf = (from: string, to: string): CarrierCode[] => [
  ...new Set(familiesOf(from, to).map((f) => f.carrier)),
];

/** Whether two carriers sell a connection together: the same one, partners, or one alliance. */
export function connects(a: CarrierCode, b: CarrierCode): boolean {
  if (a === b) return true;
  const pair = new Set([a, b]);
  // Turkish Airlines and AJet (its own low-cost arm); Emirates and flydubai.
  if ((pair.has('TK') && pair.has('VF')) || (pair.has('EK') && pair.has('FZ'))) return true;
  const x = CARRIER_PROFILES[a];
  const y = CARRIER_PROFILES[b];
  return !x.lowCost && !y.lowCost && x.alliance !== undefined && x.alliance === y.alliance;
}
