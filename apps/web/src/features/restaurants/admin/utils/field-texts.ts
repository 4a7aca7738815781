import { adminFieldTexts } from '../../../../components/admin/admin-field-texts';
import type { FullTextKey } from '../../../../lib/translator';
import type { FieldTexts } from '../../../../lib/use-field-message';

/** Messages that name the restaurant's own fields; the rest as the other admin editors say them. */
const SPECIFIC: Record<string, Record<string, FullTextKey>> = {
  'name.en': { required: 'adminRestaurants:validation.nameEnRequired' },
  'description.en': { required: 'adminRestaurants:validation.descriptionEnRequired' },
  city: { required: 'adminRestaurants:validation.cityRequired' },
  cuisine: {
    required: 'adminRestaurants:validation.cuisineRequired',
    invalid_value: 'adminRestaurants:validation.cuisineRequired',
  },
  priceRange: {
    required: 'adminRestaurants:validation.priceRangeRequired',
    out_of_range: 'adminRestaurants:validation.priceRangeRequired',
    invalid_value: 'adminRestaurants:validation.priceRangeRequired',
  },
  turnMinutes: {
    required: 'adminRestaurants:validation.turnRange',
    out_of_range: 'adminRestaurants:validation.turnRange',
    invalid_value: 'adminRestaurants:validation.turnRange',
  },
  maxPartySize: {
    required: 'adminRestaurants:validation.partyRange',
    out_of_range: 'adminRestaurants:validation.partyRange',
    invalid_value: 'adminRestaurants:validation.partyRange',
  },
  instantLimit: {
    required: 'adminRestaurants:validation.instantRange',
    out_of_range: 'adminRestaurants:validation.instantRange',
    invalid_value: 'adminRestaurants:validation.instantRange',
  },
  email: {
    invalid_email: 'adminHotels:validation.invalidEmail',
    invalid_value: 'adminHotels:validation.invalidEmail',
  },
  website: {
    invalid_url: 'adminHotels:validation.websiteInvalid',
    invalid_value: 'adminHotels:validation.websiteInvalid',
  },
  number: {
    required: 'adminRestaurants:validation.tableNumberRequired',
    invalid_value: 'adminRestaurants:validation.tableNumberTaken',
  },
  capacity: {
    required: 'adminRestaurants:validation.capacityRange',
    out_of_range: 'adminRestaurants:validation.capacityRange',
    invalid_value: 'adminRestaurants:validation.capacityRange',
  },
  reason: {
    required: 'adminRestaurants:validation.reasonRequired',
    block_reason_required: 'adminRestaurants:validation.reasonRequired',
  },
  maxTablesPerTime: {
    out_of_range: 'adminRestaurants:validation.capRange',
    invalid_value: 'adminRestaurants:validation.capRange',
  },
};

/** An opening-hours issue: `openingHours.3` (the day) or `openingHours.3.1.to` (one time). */
function hoursKey(field: string, code: string): FullTextKey | undefined {
  if (!field.startsWith('openingHours.')) return undefined;
  if (code === 'invalid_time') return 'adminRestaurants:validation.timeInvalid';
  if (code === 'end_before_start') return 'adminRestaurants:validation.sameTimes';
  if (code === 'too_many' || code === 'too_long') return 'adminRestaurants:validation.tooManySittings';
  return 'adminRestaurants:validation.overlap';
}

export const restaurantFieldTexts: FieldTexts = {
  keyOf: (code, field) =>
    SPECIFIC[field]?.[code] ?? hoursKey(field, code) ?? adminFieldTexts.keyOf(code, field),
  values: adminFieldTexts.values,
};
