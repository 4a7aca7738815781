import { directionOf, type Language } from '@app/shared/i18n/languages';
import { airportByCode } from '@app/shared/travel/airports';
import { hoursAndMinutes, localDate, localTime } from '@app/shared/travel/flight-times';
import { formatDate, formatList, formatNumber, formatTimeOfDay } from '../../../lib/format';

/** The words of a duration in a text catalogue: hours and minutes, whole hours, minutes alone. */
export interface DurationWords {
  hoursMinutes: (values: { hours: string; minutes: string }) => string;
  hours: (values: { hours: string }) => string;
  minutes: (values: { minutes: string }) => string;
}

/** A duration read from the provider in the reader's words: "2 h 10 min", "26 h", "45 min". */
export function durationText(total: number, lang: Language, words: DurationWords): string {
  const { hours, minutes } = hoursAndMinutes(total);
  const h = formatNumber(hours, lang);
  const m = formatNumber(minutes, lang);
  if (hours === 0) return words.minutes({ minutes: m });
  if (minutes === 0) return words.hours({ hours: h });
  return words.hoursMinutes({ hours: h, minutes: m });
}

/** A time on its airport's clock, as given ("2027-06-12T23:40:00" → "23:40", "11:40 م"). */
export const clockTime = (at: string, lang: Language) => formatTimeOfDay(localTime(at), lang);

/** A day on its airport's clock: "Sat 12 Jun", "12 Haz Cmt", "السبت، 12 يونيو". */
export const flightDay = (at: string, lang: Language) =>
  formatDate(localDate(at), lang, { weekday: 'short', day: 'numeric', month: 'short', year: undefined });

/** The same with its year, for a booking that may be read months later. */
export const flightDate = (at: string, lang: Language) =>
  formatDate(localDate(at), lang, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

/** An airport's city in the reader's language ("İstanbul"); its code for one the form does not know. */
export const airportCity = (code: string, lang: Language) => airportByCode(code)?.city[lang] ?? code;

/** An airport's own name in the reader's language ("Istanbul Airport"); its code when unknown. */
export const airportName = (code: string, lang: Language) => airportByCode(code)?.name[lang] ?? code;

/** The arrow from one place to the next, pointing the way the line reads (← in Arabic). */
export const wayArrow = (lang: Language) => (directionOf(lang) === 'rtl' ? '←' : '→');

/** "Trabzon → İstanbul", or "Trabzon ↔ İstanbul" for a return trip. */
export function routeText(from: string, to: string, lang: Language, roundTrip = false): string {
  return `${airportCity(from, lang)} ${roundTrip ? '↔' : wayArrow(lang)} ${airportCity(to, lang)}`;
}

/** Common aircraft by their IATA type codes; other codes are shown as they are. */
const AIRCRAFT: Record<string, string> = {
  '319': 'Airbus A319',
  '320': 'Airbus A320',
  '321': 'Airbus A321',
  '32N': 'Airbus A320neo',
  '32Q': 'Airbus A321neo',
  '330': 'Airbus A330',
  '332': 'Airbus A330-200',
  '333': 'Airbus A330-300',
  '339': 'Airbus A330-900neo',
  '359': 'Airbus A350-900',
  '351': 'Airbus A350-1000',
  '388': 'Airbus A380',
  '737': 'Boeing 737',
  '738': 'Boeing 737-800',
  '73H': 'Boeing 737-800',
  '7M8': 'Boeing 737 MAX 8',
  '7M9': 'Boeing 737 MAX 9',
  '763': 'Boeing 767-300',
  '772': 'Boeing 777-200',
  '77W': 'Boeing 777-300ER',
  '788': 'Boeing 787-8',
  '789': 'Boeing 787-9',
  '781': 'Boeing 787-10',
  E90: 'Embraer 190',
  E95: 'Embraer 195',
  '295': 'Embraer 195-E2',
  AT7: 'ATR 72',
};

export const aircraftName = (code: string) => AIRCRAFT[code] ?? code;

/**
 * Airlines' names as one list in the reader's language, each kept whole (FSI … PDI): in Arabic the
 * "و" stays with the name it joins instead of moving into a Latin one.
 */
export const namesList = (names: readonly string[], lang: Language) =>
  names.length < 2
    ? (names[0] ?? '')
    : formatList(
        names.map((name) => `\u2068${name}\u2069`),
        lang,
      );
