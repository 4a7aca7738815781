import { MAX_ROOM_PRICE_MINOR } from '@app/shared/hotels/schemas';
import { useCallback } from 'react';
import { ApiError } from '../../lib/api-client';
import { formatNumber } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';
import { MAX_IMAGE_BYTES } from './upload-image';

/** Messages that say which field and what to do; the rest fall back to the code's general text. */
const SPECIFIC: Record<string, Record<string, string>> = {
  'name.en': { required: 'validation.nameEnRequired' },
  'description.en': { required: 'validation.descriptionEnRequired' },
  starRating: { required: 'validation.starsRequired', out_of_range: 'validation.starsRequired' },
  city: { required: 'validation.cityRequired' },
  country: { required: 'validation.countryRequired' },
  paymentOptions: { required: 'validation.paymentRequired' },
  slug: { invalid_value: 'validation.slugInvalid', slug_taken: 'validation.slugTaken' },
  destinationId: { invalid_value: 'validation.destinationInvalid' },
  latitude: { out_of_range: 'validation.latitudeRange', invalid_value: 'validation.latitudeRange' },
  longitude: { out_of_range: 'validation.longitudeRange', invalid_value: 'validation.longitudeRange' },
  'contact.website': { invalid_url: 'validation.websiteInvalid', invalid_value: 'validation.websiteInvalid' },
  'contact.email': { invalid_email: 'validation.invalidEmail', invalid_value: 'validation.invalidEmail' },
  price: {
    required: 'validation.priceRequired',
    out_of_range: 'validation.priceRange',
    invalid_value: 'validation.priceRange',
  },
  pricePerNight: {
    required: 'validation.priceRequired',
    out_of_range: 'validation.priceRange',
    invalid_value: 'validation.priceRange',
  },
  maxOccupancy: { required: 'validation.occupancyRange', out_of_range: 'validation.occupancyRange' },
  totalRooms: { required: 'validation.roomsRange', out_of_range: 'validation.roomsRange' },
};

const GENERAL: Record<string, string> = {
  required: 'validation.required',
  too_long: 'validation.tooLong',
  too_short: 'validation.tooShort',
  invalid_url: 'validation.invalidImageUrl',
  invalid_email: 'validation.invalidEmail',
  out_of_range: 'validation.outOfRange',
  invalid_time: 'validation.invalidTime',
  invalid_value: 'validation.invalidValue',
};

function specificKey(field: string, code: string, kind: 'hotel' | 'room'): string | undefined {
  if (kind === 'room' && field === 'name.en' && code === 'required') return 'validation.roomNameEnRequired';
  const direct = SPECIFIC[field]?.[code];
  if (direct) return direct;
  if (/^images\.\d+$/.test(field) && (code === 'invalid_url' || code === 'invalid_value'))
    return 'validation.invalidImageUrl';
  return undefined;
}

/** A field issue (from the shared schema or the server) in the reader's language. */
export function useFieldMessage(kind: 'hotel' | 'room' = 'hotel') {
  const { t } = useTranslation('adminHotels');
  return useCallback(
    (field: string, code: string, serverMessage?: string): string => {
      const key = specificKey(field, code, kind) ?? GENERAL[code];
      if (key) return t(key, { max: formatNumber(MAX_ROOM_PRICE_MINOR / 100, currentLanguage()) });
      return serverMessage || t('validation.invalidValue');
    },
    [t, kind],
  );
}

/** A failed call in the reader's language: the server's own message, or a translated fallback. */
export function useErrorMessage() {
  const { t } = useTranslation('adminHotels');
  return useCallback(
    (error: unknown, fallback: string): string => {
      if (!(error instanceof ApiError)) return fallback;
      if (error.status === 0) return error.code === 'timeout' ? t('errors.timeout') : t('errors.network');
      if (error.code === 'image_too_large' || error.code === 'payload_too_large')
        return t('images.tooLarge', { size: formatNumber(MAX_IMAGE_BYTES / 1024 / 1024, currentLanguage()) });
      if (error.status >= 500 || !error.message) return fallback;
      return error.message;
    },
    [t],
  );
}
