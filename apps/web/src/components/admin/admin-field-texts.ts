import { MAX_ROOM_PRICE_MINOR } from '@app/shared/hotels/schemas';
import { formatNumber } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import type { FullTextKey } from '../../lib/translator';
import type { OwnErrorMessage } from '../../lib/use-error-message';
import type { FieldTexts } from '../../lib/use-field-message';
import { MAX_IMAGE_BYTES } from './upload-image';

/** Messages that say which field and what to do; the rest fall back to the code's general text. */
const SPECIFIC: Record<string, Record<string, FullTextKey>> = {
  'name.en': { required: 'adminHotels:validation.nameEnRequired' },
  'description.en': { required: 'adminHotels:validation.descriptionEnRequired' },
  starRating: {
    required: 'adminHotels:validation.starsRequired',
    out_of_range: 'adminHotels:validation.starsRequired',
  },
  city: { required: 'adminHotels:validation.cityRequired' },
  country: { required: 'adminHotels:validation.countryRequired' },
  paymentOptions: { required: 'adminHotels:validation.paymentRequired' },
  slug: {
    invalid_value: 'adminHotels:validation.slugInvalid',
    slug_taken: 'adminHotels:validation.slugTaken',
  },
  destinationId: { invalid_value: 'adminHotels:validation.destinationInvalid' },
  latitude: {
    out_of_range: 'adminHotels:validation.latitudeRange',
    invalid_value: 'adminHotels:validation.latitudeRange',
  },
  longitude: {
    out_of_range: 'adminHotels:validation.longitudeRange',
    invalid_value: 'adminHotels:validation.longitudeRange',
  },
  'contact.website': {
    invalid_url: 'adminHotels:validation.websiteInvalid',
    invalid_value: 'adminHotels:validation.websiteInvalid',
  },
  'contact.email': {
    invalid_email: 'adminHotels:validation.invalidEmail',
    invalid_value: 'adminHotels:validation.invalidEmail',
  },
  price: {
    required: 'adminHotels:validation.priceRequired',
    out_of_range: 'adminHotels:validation.priceRange',
    invalid_value: 'adminHotels:validation.priceRange',
  },
  pricePerNight: {
    required: 'adminHotels:validation.priceRequired',
    out_of_range: 'adminHotels:validation.priceRange',
    invalid_value: 'adminHotels:validation.priceRange',
  },
  maxOccupancy: {
    required: 'adminHotels:validation.occupancyRange',
    out_of_range: 'adminHotels:validation.occupancyRange',
  },
  totalRooms: {
    required: 'adminHotels:validation.roomsRange',
    out_of_range: 'adminHotels:validation.roomsRange',
  },
};

const GENERAL: Record<string, FullTextKey> = {
  required: 'adminHotels:validation.required',
  too_long: 'adminHotels:validation.tooLong',
  too_short: 'adminHotels:validation.tooShort',
  invalid_url: 'adminHotels:validation.invalidImageUrl',
  invalid_email: 'adminHotels:validation.invalidEmail',
  out_of_range: 'adminHotels:validation.outOfRange',
  invalid_time: 'adminHotels:validation.invalidTime',
  invalid_value: 'adminHotels:validation.invalidValue',
};

function specificKey(field: string, code: string): FullTextKey | undefined {
  const direct = SPECIFIC[field]?.[code];
  if (direct) return direct;
  if (/^images\.\d+$/.test(field) && (code === 'invalid_url' || code === 'invalid_value'))
    return 'adminHotels:validation.invalidImageUrl';
  return undefined;
}

const values = () => ({ max: formatNumber(MAX_ROOM_PRICE_MINOR / 100, currentLanguage()) });

/** The admin editors' words for field issues (hotels, rooms, destinations; the general codes for the rest). */
export const adminFieldTexts: FieldTexts = {
  keyOf: (code, field) => specificKey(field, code) ?? GENERAL[code],
  values,
};

/** An image over the upload limit says the limit, on every admin page that uploads one. */
export const adminErrorTexts: OwnErrorMessage = (error, t) =>
  error.code === 'image_too_large' || error.code === 'payload_too_large'
    ? t('adminHotels:images.tooLarge', {
        size: formatNumber(MAX_IMAGE_BYTES / 1024 / 1024, currentLanguage()),
      })
    : undefined;
