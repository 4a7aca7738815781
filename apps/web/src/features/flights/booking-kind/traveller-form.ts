import { addDays } from '@app/shared/common/dates';
import type { DocumentType } from '@app/shared/travel/schemas';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../../lib/use-translation';

/** A traveller as the airline needs them, written as on their document. */
export interface TravellerValues {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  nationality: string;
  documentType: DocumentType;
  documentNumber: string;
  documentExpiry: string;
}

export interface BillingValues {
  line: string;
  city: string;
  postalCode: string;
  country: string;
}

export interface TravellersValues {
  travelers: TravellerValues[];
  billingAddress: BillingValues;
}

const blankTraveller = (): TravellerValues => ({
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  nationality: 'TR',
  documentType: 'passport',
  documentNumber: '',
  documentExpiry: '',
});

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The document's number as the server reads it: trimmed, in capitals. */
export const documentNumberOf = (value: string) => value.trim().toUpperCase();
const DOCUMENT_NUMBER = /^[A-Z0-9]{5,20}$/;

/**
 * The travellers' and billing fields of a flight's checkout, checked as the server checks them
 * (spec section 5: every one required): a date of birth in the past (and within 120 years), a
 * document number of 5 to 20 letters and digits, a document valid until the last flight's day.
 * The first traveller's names are the checkout's own `firstName` and `lastName` (the contact's),
 * so they are not asked here.
 */
export function useTravellersForm({
  passengers,
  today,
  lastDay,
}: {
  passengers: number;
  /** The agency's today. */
  today: string;
  /** The day the last flight lands: a document must be valid until then. */
  lastDay: string;
}) {
  const { t } = useTranslation(['booking', 'problems']);
  const required = (v: string) => (v.trim() ? null : t('booking:validation.required'));
  return useForm<TravellersValues>({
    mode: 'controlled',
    initialValues: {
      travelers: Array.from({ length: Math.max(1, passengers) }, blankTraveller),
      billingAddress: { line: '', city: '', postalCode: '', country: 'TR' },
    },
    validate: {
      travelers: {
        firstName: (v, _all, path) => (path.startsWith('travelers.0.') ? null : required(v)),
        lastName: (v, _all, path) => (path.startsWith('travelers.0.') ? null : required(v)),
        dateOfBirth: (v) =>
          !v
            ? t('booking:validation.required')
            : !DATE.test(v) || v >= today || v < addDays(today, -120 * 366)
              ? t('problems:fields.invalid_birth_date')
              : null,
        nationality: required,
        documentNumber: (v) =>
          !v.trim()
            ? t('booking:validation.required')
            : DOCUMENT_NUMBER.test(documentNumberOf(v))
              ? null
              : t('problems:fields.invalid_document_number'),
        documentExpiry: (v) =>
          !v
            ? t('booking:validation.required')
            : !DATE.test(v) || v < lastDay
              ? t('problems:fields.document_expired')
              : null,
      },
      billingAddress: {
        line: required,
        city: required,
        country: required,
      },
    },
  });
}

export type TravellersForm = ReturnType<typeof useTravellersForm>;
