import type { Localized } from '@app/shared/i18n/localized';
import type { Transmission, VehicleService } from '@app/shared/vehicles/catalog';

export interface VehicleClassSeed {
  service: VehicleService;
  code: string;
  name: Required<Localized>;
  model: string;
  passengers: number;
  bags: number;
  transmission: Transmission | null;
  /** Minor units of the agency's currency (kuruş). */
  dailyRate?: number;
  baseFare?: number;
  perKm?: number;
  fleetSize: number;
}

/** Extras every rental class offers, per rental day (kuruş). */
export const RENTAL_EXTRAS_SEED = [
  { code: 'child_seat', perDay: 20_000 },
  { code: 'additional_driver', perDay: 30_000 },
];

/** A car returned elsewhere than it was picked up (kuruş). */
export const ONE_WAY_FEE = 170_000;

/**
 * The spec's samples (section 3), in the agency's currency like every price it sells (the spec
 * shows US dollars; these are about the same at 42 ₺ to the dollar): rentals at their daily rates
 * (economy ₺1,050 ≈ $25); transfers priced so that the spec's sample ride, the airport to the city
 * centre (7 km), costs about what the spec shows ($35, $50, $70, $120); taxis at a metered fare.
 * Luxury and van, which the spec names without a sample, and the taxi classes are ours.
 */
export const VEHICLE_CLASSES: VehicleClassSeed[] = [
  {
    service: 'rental',
    code: 'economy',
    name: { en: 'Economy', tr: 'Ekonomik', ar: 'اقتصادية', fr: 'Économique', es: 'Económico' },
    model: 'Toyota Yaris',
    passengers: 5,
    bags: 2,
    transmission: 'manual',
    dailyRate: 105_000,
    fleetSize: 6,
  },
  {
    service: 'rental',
    code: 'compact',
    name: { en: 'Compact', tr: 'Kompakt', ar: 'مدمجة', fr: 'Compacte', es: 'Compacto' },
    model: 'Renault Clio',
    passengers: 5,
    bags: 2,
    transmission: 'automatic',
    dailyRate: 145_000,
    fleetSize: 5,
  },
  {
    service: 'rental',
    code: 'midsize',
    name: { en: 'Midsize', tr: 'Orta sınıf', ar: 'متوسطة', fr: 'Intermédiaire', es: 'Mediano' },
    model: 'Ford Focus',
    passengers: 5,
    bags: 3,
    transmission: 'manual',
    dailyRate: 165_000,
    fleetSize: 4,
  },
  {
    service: 'rental',
    code: 'suv',
    name: { en: 'SUV', tr: 'SUV', ar: 'دفع رباعي', fr: 'SUV', es: 'SUV' },
    model: 'Toyota RAV4',
    passengers: 5,
    bags: 4,
    transmission: 'automatic',
    dailyRate: 250_000,
    fleetSize: 3,
  },
  {
    service: 'rental',
    code: 'luxury',
    name: { en: 'Luxury', tr: 'Lüks', ar: 'فاخرة', fr: 'Luxe', es: 'De lujo' },
    model: 'Mercedes-Benz E-Class',
    passengers: 5,
    bags: 3,
    transmission: 'automatic',
    dailyRate: 390_000,
    fleetSize: 2,
  },
  {
    service: 'rental',
    code: 'van',
    name: { en: 'Van', tr: 'Minibüs', ar: 'فان', fr: 'Minibus', es: 'Furgoneta' },
    model: 'Volkswagen Transporter',
    passengers: 9,
    bags: 6,
    transmission: 'manual',
    dailyRate: 330_000,
    fleetSize: 2,
  },
  {
    service: 'transfer',
    code: 'standard_sedan',
    name: {
      en: 'Standard sedan',
      tr: 'Standart sedan',
      ar: 'سيدان عادية',
      fr: 'Berline standard',
      es: 'Sedán estándar',
    },
    model: 'Toyota Corolla',
    passengers: 4,
    bags: 2,
    transmission: null,
    baseFare: 120_000,
    perKm: 4_000,
    fleetSize: 6,
  },
  {
    service: 'transfer',
    code: 'premium_sedan',
    name: {
      en: 'Premium sedan',
      tr: 'Premium sedan',
      ar: 'سيدان فاخرة',
      fr: 'Berline premium',
      es: 'Sedán prémium',
    },
    model: 'Mercedes-Benz E-Class',
    passengers: 4,
    bags: 3,
    transmission: null,
    baseFare: 180_000,
    perKm: 4_500,
    fleetSize: 3,
  },
  {
    service: 'transfer',
    code: 'minivan',
    name: { en: 'Minivan', tr: 'Minivan', ar: 'ميني فان', fr: 'Monospace', es: 'Monovolumen' },
    model: 'Mercedes-Benz Vito',
    passengers: 7,
    bags: 7,
    transmission: null,
    baseFare: 252_000,
    perKm: 6_000,
    fleetSize: 3,
  },
  {
    service: 'transfer',
    code: 'minibus',
    name: { en: 'Minibus', tr: 'Midibüs', ar: 'حافلة صغيرة', fr: 'Minicar', es: 'Microbús' },
    model: 'Mercedes-Benz Sprinter',
    passengers: 16,
    bags: 16,
    transmission: null,
    baseFare: 441_000,
    perKm: 9_000,
    fleetSize: 2,
  },
  {
    service: 'taxi',
    code: 'taxi',
    name: { en: 'Taxi', tr: 'Taksi', ar: 'سيارة أجرة', fr: 'Taxi', es: 'Taxi' },
    model: 'Fiat Egea',
    passengers: 4,
    bags: 2,
    transmission: null,
    baseFare: 6_000,
    perKm: 3_500,
    fleetSize: 8,
  },
  {
    service: 'taxi',
    code: 'taxi_xl',
    name: {
      en: 'Large taxi',
      tr: 'Geniş taksi',
      ar: 'سيارة أجرة كبيرة',
      fr: 'Grand taxi',
      es: 'Taxi grande',
    },
    model: 'Fiat Doblo',
    passengers: 6,
    bags: 4,
    transmission: null,
    baseFare: 9_000,
    perKm: 4_800,
    fleetSize: 3,
  },
];
