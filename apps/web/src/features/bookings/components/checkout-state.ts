import type { UserDto } from '@app/shared/auth/schemas';
import { cvvValid, expiryState, luhnValid } from '@app/shared/bookings/card';
import { PHONE_PATTERN } from '@app/shared/common/phone';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { api } from '../../../lib/api-client';
import { session, useSession } from '../../../lib/session/session-store';
import { useTranslation } from '../../../lib/use-translation';
import { emailRule, requiredRule } from '../utils/guest-rules';

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

/**
 * What follows a booking: the guest details kept for a reload are forgotten, and a signed-in
 * traveller who had no phone on file keeps the one just given (when they left the box ticked).
 * Saving the phone is a courtesy: if it fails, the booking is still made and nothing is shown.
 */
export function useAfterBooking() {
  const { user } = useSession();
  return (values: Pick<CheckoutValues, 'phone' | 'savePhone'>) => {
    forgetGuest();
    const phone = values.phone.trim();
    if (!user || user.phone || !values.savePhone || !phone) return;
    api<{ user: UserDto }>('/users/profile', { method: 'PUT', body: { phone } })
      .then(({ user: next }) => session.setUser(next))
      .catch(() => undefined);
  };
}

export interface CheckoutFormOptions {
  /**
   * The payment methods the kind takes (a hotel's may still be loading: undefined), or null when
   * nothing is paid: no method, card or terms are asked then.
   */
  accepted: readonly PaymentChoice[] | null | undefined;
  /** Special requests the link carried. */
  requests?: string;
  /** Whether the guest's details are kept in this tab across a reload (default true). */
  keep?: boolean;
}

/**
 * The checkout form: guest details (prefilled for a signed-in user, kept in this tab across a
 * reload, never card data), payment method and card fields checked like the server does.
 */
export function useCheckoutForm({ accepted, requests = '', keep = true }: CheckoutFormOptions) {
  const { t } = useTranslation('booking');
  const { user } = useSession();
  const [first = '', ...rest] = (user?.name ?? '').split(' ');
  const paid = accepted !== null;
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      firstName: first,
      lastName: rest.join(' '),
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      specialRequests: requests,
      ...(keep ? savedGuest() : {}),
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
      firstName: requiredRule(t),
      lastName: requiredRule(t),
      email: emailRule(t),
      phone: (v) =>
        !v.trim()
          ? t('validation.required')
          : PHONE_PATTERN.test(v.trim())
            ? null
            : t('validation.invalidPhone'),
      cardNumber: (v, all) =>
        !paid || all.paymentMethod !== 'creditCard'
          ? null
          : !v.trim()
            ? t('validation.required')
            : luhnValid(v)
              ? null
              : t('validation.invalidCard'),
      cardName: (v, all) =>
        paid && all.paymentMethod === 'creditCard' && !v.trim() ? t('validation.required') : null,
      expiryDate: (v, all) => {
        if (!paid || all.paymentMethod !== 'creditCard') return null;
        if (!v.trim()) return t('validation.required');
        const state = expiryState(v);
        return state === 'ok'
          ? null
          : state === 'expired'
            ? t('validation.cardExpired')
            : t('validation.invalidExpiry');
      },
      cvv: (v, all) =>
        !paid || all.paymentMethod !== 'creditCard'
          ? null
          : !v
            ? t('validation.required')
            : cvvValid(v, all.cardNumber)
              ? null
              : t('validation.invalidCvv'),
      terms: (v) => (!paid || v ? null : t('validation.terms')),
    },
  });

  useEffect(() => {
    if (accepted && !accepted.includes(form.getValues().paymentMethod) && accepted[0])
      form.setFieldValue('paymentMethod', accepted[0]);
  }, [accepted, form]);

  // Guest details (never card data) survive a reload of this tab.
  const { firstName, lastName, email, phone, specialRequests } = form.values;
  useEffect(() => {
    if (keep)
      sessionStorage.setItem(
        GUEST_KEY,
        JSON.stringify({ firstName, lastName, email, phone, specialRequests }),
      );
  }, [keep, firstName, lastName, email, phone, specialRequests]);

  return form;
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>;
export type CheckoutValues = CheckoutForm extends UseFormReturnType<infer V> ? V : never;

/** The booking body's guest and payment part (card fields only for a card; no payment when unpaid). */
export function guestPart(values: CheckoutValues, paid: boolean) {
  const guest = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    specialRequests: values.specialRequests.trim(),
  };
  if (!paid) return guest;
  return {
    ...guest,
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
