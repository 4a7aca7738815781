import type { Language } from '@app/shared/i18n/languages';
import type { Localized } from '@app/shared/i18n/localized';
import { everyLanguage } from '@app/shared/i18n/per-language';
import {
  isRental,
  type VehicleClassAdminDto,
  type VehicleClassInput,
  vehicleClassInput,
} from '@app/shared/vehicles/admin-schemas';
import type { RentalExtra, Transmission, VehicleService } from '@app/shared/vehicles/catalog';
import { fromMinorUnits, toMinorUnits } from '../../../lib/money';
import { type FieldIssue, schemaIssues } from '../../../lib/schema-issues';

/** A translated text in the editor: every language present, '' while empty. */
export type LocalizedValues = Record<Language, string>;

export interface ExtraValues {
  /** Stable key for React while extras are added and removed. */
  key: string;
  code: RentalExtra | null;
  /** Whole currency units as typed. */
  perDay: number | string;
}

/** The editor's values: what the inputs hold (numbers may be '' while empty; prices in whole units). */
export interface VehicleClassFormValues {
  service: VehicleService;
  /** A rental's car type, or a transfer's or taxi's own code. */
  code: string;
  name: LocalizedValues;
  model: string;
  passengers: number | string;
  bags: number | string;
  transmission: Transmission | null;
  image: string;
  dailyRate: number | string;
  oneWayFee: number | string;
  extras: ExtraValues[];
  baseFare: number | string;
  perKm: number | string;
  fleetSize: number | string;
  active: boolean;
  sortOrder: number | string;
}

const newKey = () => Math.random().toString(36).slice(2);
const localizedValues = (value?: Localized): LocalizedValues => everyLanguage(value);

export const blankExtra = (code: RentalExtra | null = null): ExtraValues => ({
  key: newKey(),
  code,
  perDay: '',
});

export function emptyVehicleClassValues(service: VehicleService = 'rental'): VehicleClassFormValues {
  return {
    service,
    code: '',
    name: localizedValues(),
    model: '',
    passengers: isRental(service) ? 5 : 4,
    bags: 2,
    transmission: null,
    image: '',
    dailyRate: '',
    oneWayFee: 0,
    extras: [],
    baseFare: 0,
    perKm: '',
    fleetSize: 1,
    active: true,
    sortOrder: 0,
  };
}

export function vehicleClassValuesFromDto(c: VehicleClassAdminDto): VehicleClassFormValues {
  return {
    service: c.service,
    code: c.code,
    name: localizedValues(c.name),
    model: c.model,
    passengers: c.passengers,
    bags: c.bags,
    transmission: c.transmission,
    image: c.image,
    dailyRate: fromMinorUnits(c.dailyRate),
    oneWayFee: fromMinorUnits(c.oneWayFee),
    extras: c.extras.map((e) => ({ key: newKey(), code: e.code, perDay: fromMinorUnits(e.perDay) })),
    baseFare: fromMinorUnits(c.baseFare),
    perKm: fromMinorUnits(c.perKm),
    fleetSize: c.fleetSize,
    active: c.active,
    sortOrder: c.sortOrder,
  };
}

const whole = (value: number | string): number | undefined =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

/**
 * The body as the shared schema expects it: the fields of the class's service only (a ride has no
 * transmission, daily rate or extras; a rental no fares by the km), prices in minor units.
 */
function rawVehicleClassInput(v: VehicleClassFormValues): Record<string, unknown> {
  const common = {
    service: v.service,
    code: v.code.trim(),
    name: v.name,
    model: v.model,
    passengers: whole(v.passengers),
    bags: whole(v.bags),
    image: v.image,
    fleetSize: whole(v.fleetSize),
    active: v.active,
    sortOrder: whole(v.sortOrder) ?? 0,
  };
  if (isRental(v.service))
    return {
      ...common,
      transmission: v.transmission,
      dailyRate: toMinorUnits(v.dailyRate),
      oneWayFee: toMinorUnits(v.oneWayFee) ?? 0,
      extras: v.extras.map((e) => ({ code: e.code ?? undefined, perDay: toMinorUnits(e.perDay) })),
    };
  return { ...common, baseFare: toMinorUnits(v.baseFare) ?? 0, perKm: toMinorUnits(v.perKm) };
}

export type VehicleClassParse = { ok: true; input: VehicleClassInput } | { ok: false; issues: FieldIssue[] };

/** Checks the editor's values with the same zod schema the server uses. */
export function parseVehicleClassValues(values: VehicleClassFormValues): VehicleClassParse {
  const result = vehicleClassInput.safeParse(rawVehicleClassInput(values));
  if (result.success) return { ok: true, input: result.data };
  return { ok: false, issues: schemaIssues(result.error) };
}
