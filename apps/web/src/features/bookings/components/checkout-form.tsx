import { EMAIL_PATTERN } from '@app/shared/auth/rules';
import type { UserDto } from '@app/shared/auth/schemas';
import { cardBrand, cvvValid, expiryState, luhnValid } from '@app/shared/bookings/card';
import { PHONE_PATTERN } from '@app/shared/common/phone';
import type { Language } from '@app/shared/i18n/languages';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useAgencyTimeZone } from '../../../lib/agency-time';
import { ApiError, api } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { session, useSession } from '../../../lib/session/session-store';
import { type PlainTextKey, Trans, useTranslation } from '../../../lib/use-translation';
import { formatCardNumber, formatExpiry } from '../utils/card-input';

const GUEST_KEY = 'checkout-guest';

export type PaymentChoice = 'creditCard' | 'payAtHotel';

interface GuestValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  specialRequests: string;
}

function savedGuest(): Partial<GuestValues> {
  try {
    return JSON.parse(sessionStorage.getItem(GUEST_KEY) ?? '{}') as Partial<GuestValues>;
  } catch {
    return {};
  }
}

/** Forgets the guest details kept for a reload, after a booking is made. */
export const forgetGuest = () => sessionStorage.removeItem(GUEST_KEY);

/** The fields in the order a traveller meets them, to put the focus on the first one in error. */
const FIELD_ORDER = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'specialRequests',
  'paymentMethod',
  'cardNumber',
  'cardName',
  'expiryDate',
  'cvv',
  'terms',
] as const;

/** After a failed submit, the first field in error takes the focus, which also brings it into view. */
export function focusFirstError(form: CheckoutForm, errors: Record<string, unknown> = form.errors) {
  const first = FIELD_ORDER.find((field) => errors[field]);
  if (first) form.getInputNode(first)?.focus();
}

/**
 * What follows a booking: the guest details kept for a reload are forgotten, and a signed-in
 * traveller who had no phone on file keeps the one just given (when they left the box ticked).
 * Saving the phone is a courtesy: if it fails, the booking is still made and nothing is shown.
 */
export function useAfterBooking() {
  const { user } = useSession();
  return (values: CheckoutValues) => {
    forgetGuest();
    const phone = values.phone.trim();
    if (!user || user.phone || !values.savePhone || !phone) return;
    api<{ user: UserDto }>('/users/profile', { method: 'PUT', body: { phone } })
      .then(({ user: next }) => session.setUser(next))
      .catch(() => undefined);
  };
}

/**
 * The checkout form: guest details (prefilled for a signed-in user, kept in this tab across a
 * reload, never card data), payment method and card fields checked like the server does.
 */
export function useCheckoutForm(accepted: readonly PaymentChoice[] | undefined) {
  const { t } = useTranslation('booking');
  const { user } = useSession();
  const [first = '', ...rest] = (user?.name ?? '').split(' ');
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      firstName: first,
      lastName: rest.join(' '),
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      specialRequests: '',
      ...savedGuest(),
      /** A signed-in traveller without a phone on file keeps this one for next time (unless unticked). */
      savePhone: true,
      paymentMethod: 'creditCard' as 'creditCard' | 'payAtHotel',
      cardNumber: '',
      cardName: '',
      expiryDate: '',
      cvv: '',
      terms: false,
    },
    validate: {
      firstName: (v) => (v.trim() ? null : t('validation.required')),
      lastName: (v) => (v.trim() ? null : t('validation.required')),
      email: (v) =>
        !v.trim()
          ? t('validation.required')
          : EMAIL_PATTERN.test(v.trim())
            ? null
            : t('validation.invalidEmail'),
      phone: (v) =>
        !v.trim()
          ? t('validation.required')
          : PHONE_PATTERN.test(v.trim())
            ? null
            : t('validation.invalidPhone'),
      cardNumber: (v, all) =>
        all.paymentMethod !== 'creditCard'
          ? null
          : !v.trim()
            ? t('validation.required')
            : luhnValid(v)
              ? null
              : t('validation.invalidCard'),
      cardName: (v, all) =>
        all.paymentMethod === 'creditCard' && !v.trim() ? t('validation.required') : null,
      expiryDate: (v, all) => {
        if (all.paymentMethod !== 'creditCard') return null;
        if (!v.trim()) return t('validation.required');
        const state = expiryState(v);
        return state === 'ok'
          ? null
          : state === 'expired'
            ? t('validation.cardExpired')
            : t('validation.invalidExpiry');
      },
      cvv: (v, all) =>
        all.paymentMethod !== 'creditCard'
          ? null
          : !v
            ? t('validation.required')
            : cvvValid(v, all.cardNumber)
              ? null
              : t('validation.invalidCvv'),
      terms: (v) => (v ? null : t('validation.terms')),
    },
  });

  useEffect(() => {
    if (accepted && !accepted.includes(form.getValues().paymentMethod) && accepted[0])
      form.setFieldValue('paymentMethod', accepted[0]);
  }, [accepted, form]);

  // Guest details (never card data) survive a reload of this tab.
  const { firstName, lastName, email, phone, specialRequests } = form.values;
  useEffect(() => {
    sessionStorage.setItem(GUEST_KEY, JSON.stringify({ firstName, lastName, email, phone, specialRequests }));
  }, [firstName, lastName, email, phone, specialRequests]);

  return form;
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>;
export type CheckoutValues = CheckoutForm extends UseFormReturnType<infer V> ? V : never;

/** The booking body's guest and payment part (card fields only for a card). */
export function guestPart(values: CheckoutValues) {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    specialRequests: values.specialRequests.trim(),
    paymentMethod: values.paymentMethod,
    ...(values.paymentMethod === 'creditCard'
      ? {
          cardNumber: values.cardNumber,
          cardName: values.cardName.trim(),
          expiryDate: values.expiryDate,
          cvv: values.cvv,
        }
      : {}),
  };
}

/** The same body sent again (a retry, a double click) reuses its Idempotency-Key: the server books once. */
export function useIdempotencyKey() {
  const attempt = useRef<{ body: string; key: string } | null>(null);
  return (body: unknown) => {
    const serialized = JSON.stringify(body);
    if (attempt.current?.body !== serialized)
      attempt.current = { body: serialized, key: crypto.randomUUID() };
    return attempt.current.key;
  };
}

interface Props {
  form: CheckoutForm;
  accepted: readonly PaymentChoice[];
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  error: unknown;
  unavailable: boolean;
  /** Where to go when it sold out meanwhile, and what the link says. */
  soldOutHref: string;
  soldOutLabel: string;
  /** The label and note of paying later (at the hotel, or on the first day of a tour). */
  payLaterLabel: PlainTextKey<'booking'>;
  payLaterNote: PlainTextKey<'booking'>;
  /** The hint under special requests (who receives them). */
  requestsHint?: PlainTextKey<'booking'>;
  /** From the quote: when free cancellation of this stay or trip would end (maybe already). */
  freeCancellationUntil?: string;
}

/** Guest details, payment, terms, the failure message and the submit button. */
export function CheckoutFormFields({
  form,
  accepted,
  onSubmit,
  pending,
  error,
  unavailable,
  soldOutHref,
  soldOutLabel,
  payLaterLabel,
  payLaterNote,
  requestsHint = 'checkout.specialRequestsHint',
  freeCancellationUntil,
}: Props) {
  const { t, i18n } = useTranslation('booking');
  const { user } = useSession();
  const agencyZone = useAgencyTimeZone();
  const apiError = error instanceof ApiError ? error : null;
  const failed = !!error;
  const soldOut = apiError && (apiError.code === 'sold_out' || apiError.code === 'stay_unavailable');
  const creditCard = form.values.paymentMethod === 'creditCard';
  const brand = cardBrand(form.values.cardNumber);
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="guest-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="guest-title">
              {t('checkout.guestTitle')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t('checkout.firstName')}
                autoComplete="given-name"
                withAsterisk
                {...form.getInputProps('firstName')}
              />
              <TextInput
                label={t('checkout.lastName')}
                autoComplete="family-name"
                withAsterisk
                {...form.getInputProps('lastName')}
              />
              <TextInput
                type="email"
                label={t('checkout.email')}
                autoComplete="email"
                withAsterisk
                {...form.getInputProps('email')}
              />
              <TextInput
                type="tel"
                label={t('checkout.phone')}
                autoComplete="tel"
                withAsterisk
                dir="ltr"
                {...form.getInputProps('phone')}
              />
            </SimpleGrid>
            {user && !user.phone ? (
              <Checkbox
                label={t('checkout.savePhone')}
                {...form.getInputProps('savePhone', { type: 'checkbox' })}
              />
            ) : null}
            <Textarea
              label={t('checkout.specialRequests')}
              description={t(requestsHint)}
              autosize
              minRows={2}
              maxLength={1000}
              {...form.getInputProps('specialRequests')}
            />
          </Stack>
        </Paper>
        <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="payment-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="payment-title">
              {t('checkout.paymentTitle')}
            </Title>
            <Radio.Group {...form.getInputProps('paymentMethod')} aria-labelledby="payment-title">
              <Stack gap="xs">
                {accepted.map((m) => (
                  <Radio key={m} value={m} label={t(m === 'payAtHotel' ? payLaterLabel : `checkout.${m}`)} />
                ))}
              </Stack>
            </Radio.Group>
            {creditCard ? (
              <>
                <TextInput
                  label={t('checkout.cardNumber')}
                  autoComplete="cc-number"
                  inputMode="numeric"
                  dir="ltr"
                  withAsterisk
                  rightSection={
                    brand !== 'unknown' ? (
                      <Text size="xs" fw={700}>
                        {brand.toUpperCase()}
                      </Text>
                    ) : null
                  }
                  rightSectionWidth={90}
                  {...form.getInputProps('cardNumber')}
                  onChange={(e) => form.setFieldValue('cardNumber', formatCardNumber(e.currentTarget.value))}
                />
                <TextInput
                  label={t('checkout.cardName')}
                  autoComplete="cc-name"
                  withAsterisk
                  {...form.getInputProps('cardName')}
                />
                <SimpleGrid cols={2} spacing="sm">
                  <TextInput
                    label={t('checkout.expiry')}
                    placeholder={t('checkout.expiryPlaceholder')}
                    autoComplete="cc-exp"
                    inputMode="numeric"
                    dir="ltr"
                    withAsterisk
                    {...form.getInputProps('expiryDate')}
                    onChange={(e) => form.setFieldValue('expiryDate', formatExpiry(e.currentTarget.value))}
                  />
                  <TextInput
                    label={t('checkout.cvv')}
                    autoComplete="cc-csc"
                    inputMode="numeric"
                    dir="ltr"
                    maxLength={4}
                    withAsterisk
                    {...form.getInputProps('cvv')}
                    onChange={(e) =>
                      form.setFieldValue('cvv', e.currentTarget.value.replace(/\D/g, '').slice(0, 4))
                    }
                  />
                </SimpleGrid>
                <Group gap="xs" wrap="nowrap">
                  <IconLock size={16} aria-hidden="true" />
                  <Text size="xs" c="dimmed">
                    {t('checkout.cardSafe')}
                  </Text>
                </Group>
              </>
            ) : (
              <Text size="sm">{t(payLaterNote)}</Text>
            )}
          </Stack>
        </Paper>
        <Checkbox
          {...form.getInputProps('terms', { type: 'checkbox' })}
          label={
            <Trans
              t={t}
              i18nKey="checkout.terms"
              components={{
                terms: <Anchor component={Link} to="/terms" target="_blank" rel="noopener" />,
                privacy: <Anchor component={Link} to="/privacy" target="_blank" rel="noopener" />,
              }}
            />
          }
        />
        {apiError ? (
          <Alert
            color={soldOut ? 'orange' : 'red'}
            role="alert"
            title={soldOut ? apiError.message : t('checkout.failed')}
          >
            {soldOut ? (
              <Anchor component={Link} to={soldOutHref}>
                {soldOutLabel}
              </Anchor>
            ) : apiError.errors.length === 0 ? (
              apiError.message
            ) : null}
          </Alert>
        ) : failed ? (
          <Alert color="red" role="alert">
            {t('checkout.failed')}
          </Alert>
        ) : null}
        {/* Said before paying: a stay starting within a day cannot be cancelled free of charge. */}
        {freeCancellationUntil && !unavailable && Date.parse(freeCancellationUntil) <= Date.now() ? (
          <Alert color="orange" title={t('checkout.noFreeCancelTitle')}>
            {t('checkout.noFreeCancel', {
              date: formatDateTime(freeCancellationUntil, i18n.language as Language, agencyZone),
            })}
          </Alert>
        ) : null}
        <Button type="submit" size="lg" loading={pending} disabled={unavailable}>
          {t('checkout.submit')}
        </Button>
      </Stack>
    </form>
  );
}
