import {
  isRental,
  MAX_BASE_FARE_MINOR,
  MAX_CLASS_BAGS,
  MAX_CLASS_PASSENGERS,
  MAX_DAILY_RATE_MINOR,
  MAX_EXTRA_PER_DAY_MINOR,
  MAX_FLEET_SIZE,
  MAX_ONE_WAY_FEE_MINOR,
  MAX_PER_KM_MINOR,
  MAX_SORT_ORDER,
} from '@app/shared/vehicles/admin-schemas';
import type { VehicleService } from '@app/shared/vehicles/catalog';
import { useMemo } from 'react';
import { adminFieldTexts } from '../../../components/admin/admin-field-texts';
import { formatMoney, formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import type { FullTextKey } from '../../../lib/translator';
import { type FieldMessage, type FieldTexts, useFieldMessage } from '../../../lib/use-field-message';

const RANGE = ['required', 'out_of_range', 'invalid_value'] as const;
const range = (key: FullTextKey) => Object.fromEntries(RANGE.map((code) => [code, key]));

/** Messages that name the class's own fields and their limits; the rest as the other admin editors say them. */
const SPECIFIC: Record<string, Record<string, FullTextKey>> = {
  'name.en': { required: 'adminVehicles:validation.nameEnRequired' },
  passengers: range('adminVehicles:validation.passengers'),
  bags: range('adminVehicles:validation.bags'),
  transmission: {
    required: 'adminVehicles:validation.transmission',
    invalid_choice: 'adminVehicles:validation.transmission',
  },
  dailyRate: range('adminVehicles:validation.dailyRate'),
  oneWayFee: range('adminVehicles:validation.oneWayFee'),
  baseFare: range('adminVehicles:validation.baseFare'),
  perKm: range('adminVehicles:validation.perKm'),
  fleetSize: range('adminVehicles:validation.fleetSize'),
  sortOrder: range('adminVehicles:validation.sortOrder'),
};

/** A rental is one of the car types; a ride's class has a code of its own. */
const CODE: Record<'rental' | 'ride', Record<string, FullTextKey>> = {
  rental: {
    required: 'adminVehicles:validation.carType',
    invalid_choice: 'adminVehicles:validation.carType',
    invalid_value: 'adminVehicles:validation.carType',
  },
  ride: {
    required: 'adminVehicles:validation.codeRequired',
    invalid_value: 'adminVehicles:validation.codeInvalid',
    too_long: 'adminVehicles:validation.codeInvalid',
  },
};

function extraKey(field: string, code: string): FullTextKey | undefined {
  if (/^extras\.\d+\.perDay$/.test(field)) return 'adminVehicles:validation.extraPrice';
  if (/^extras\.\d+\.code$/.test(field))
    return code === 'invalid_value'
      ? 'adminVehicles:validation.extraTwice'
      : 'adminVehicles:validation.extraChoose';
  return undefined;
}

/**
 * The vehicle class editor's words for a field issue, limits in the reader's number format and
 * prices in the agency's currency.
 */
export function useVehicleFieldMessage(service: VehicleService, currency: string): FieldMessage {
  const texts = useMemo<FieldTexts>(() => {
    const codeTexts = CODE[isRental(service) ? 'rental' : 'ride'];
    const money = (minor: number) => formatMoney(minor, currency, currentLanguage());
    const number = (value: number) => formatNumber(value, currentLanguage());
    return {
      keyOf: (code, field) =>
        (field === 'code' ? codeTexts[code] : SPECIFIC[field]?.[code]) ??
        extraKey(field, code) ??
        adminFieldTexts.keyOf(code, field),
      values: () => ({
        min: money(1),
        maxPassengers: number(MAX_CLASS_PASSENGERS),
        maxBags: number(MAX_CLASS_BAGS),
        maxDailyRate: money(MAX_DAILY_RATE_MINOR),
        maxOneWayFee: money(MAX_ONE_WAY_FEE_MINOR),
        maxExtra: money(MAX_EXTRA_PER_DAY_MINOR),
        maxBaseFare: money(MAX_BASE_FARE_MINOR),
        maxPerKm: money(MAX_PER_KM_MINOR),
        maxFleet: number(MAX_FLEET_SIZE),
        maxSort: number(MAX_SORT_ORDER),
      }),
    };
  }, [service, currency]);
  return useFieldMessage(texts);
}
