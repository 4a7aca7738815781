import { SLUG_PATTERN } from '@app/shared/common/slug';
import type { ProblemFieldError } from '@app/shared/errors/codes';
import { LANGUAGE_PATTERN } from '@app/shared/i18n/per-language';
import { MAX_DEAL_PERCENT, MAX_PACKAGE_DAYS, MAX_PACKAGE_PRICE_MINOR } from '@app/shared/packages/catalog';
import type { FormErrors } from '@mantine/form';
import { useCallback } from 'react';
import { formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import type { PackageFormValues } from './package-form';

const MAX_PRICE = MAX_PACKAGE_PRICE_MINOR / 100;

const isBlank = (value: number | string) => String(value).trim() === '';
const whole = (value: number | string) => !isBlank(value) && Number.isInteger(Number(value));

/** The inputs a server error can point at; anything else is said in the summary above the form. */
const L = LANGUAGE_PATTERN;
const FORM_FIELD = new RegExp(
  `^((name|description)\\.(${L})|slug|destinationId|durationDays|price|dealPercent|featuredImage|hotelIds|images\\.\\d+|itinerary\\.\\d+\\.(title|description)\\.(${L})|activities\\.\\d+\\.(${L}))$`,
);

export function isPackageFormField(field: string): boolean {
  return FORM_FIELD.test(field);
}

/**
 * What is wrong with a package's values, field by field, in the reader's language: the checks the
 * server makes, so nothing is sent that it would refuse, and its refusals named the same way.
 */
export function usePackageChecks() {
  const { t } = useTranslation(['adminPackages', 'adminHotels']);

  const itineraryLonger = useCallback(
    (days: number) =>
      t('validation.itineraryLonger', { count: days, formatted: formatNumber(days, currentLanguage()) }),
    [t],
  );
  const priceText = useCallback(
    () => t('validation.price', { max: formatNumber(MAX_PRICE, currentLanguage()) }),
    [t],
  );

  const validate = useCallback(
    (values: PackageFormValues): FormErrors => {
      const errors: FormErrors = {};
      if (!values.name.en.trim()) errors['name.en'] = t('validation.nameEn');
      if (!values.description.en.trim()) errors['description.en'] = t('validation.descriptionEn');
      const slug = values.slug.trim();
      if (slug && !SLUG_PATTERN.test(slug)) errors.slug = t('adminHotels:validation.slugInvalid');
      const days = Number(values.durationDays);
      if (!whole(values.durationDays) || days < 1 || days > MAX_PACKAGE_DAYS)
        errors.durationDays = t('validation.duration');
      else if (values.itinerary.length > days) errors.durationDays = itineraryLonger(values.itinerary.length);
      const price = Number(values.price);
      if (isBlank(values.price) || !(price > 0) || price > MAX_PRICE) errors.price = priceText();
      const deal = Number(values.dealPercent);
      if (!isBlank(values.dealPercent) && (!whole(values.dealPercent) || deal < 0 || deal > MAX_DEAL_PERCENT))
        errors.dealPercent = t('validation.deal');
      values.itinerary.forEach((day, i) => {
        if (!day.title.en.trim()) errors[`itinerary.${i}.title.en`] = t('validation.dayTitle');
      });
      return errors;
    },
    [t, itineraryLonger, priceText],
  );

  /** A server field error as [form field, message]: day numbers past the length land on Days. */
  const serverError = useCallback(
    (issue: ProblemFieldError, values: PackageFormValues): [string, string] => {
      const { field, code, message } = issue;
      if (/^itinerary\.\d+\.day$/.test(field))
        return ['durationDays', itineraryLonger(values.itinerary.length)];
      if (/^hotelIds\.\d+$/.test(field)) return ['hotelIds', message];
      if (field === 'pricePerPerson') return ['price', priceText()];
      if (field === 'durationDays') return [field, t('validation.duration')];
      if (field === 'dealPercent') return [field, t('validation.deal')];
      if (field === 'slug' && code === 'slug_taken') return [field, t('validation.slugTaken')];
      if (field === 'slug' && code === 'invalid_value')
        return [field, t('adminHotels:validation.slugInvalid')];
      if (field === 'name.en' && code === 'required') return [field, t('validation.nameEn')];
      if (field === 'description.en' && code === 'required') return [field, t('validation.descriptionEn')];
      if (/^itinerary\.\d+\.title\.en$/.test(field) && code === 'required')
        return [field, t('validation.dayTitle')];
      return [field, message];
    },
    [t, itineraryLonger, priceText],
  );

  return { validate, serverError };
}
