import type { UserDto } from '@app/shared/auth/schemas';
import { cvvValid, expiryState, luhnValid } from '@app/shared/bookings/card';
import { PHONE_PATTERN } from '@app/shared/common/phone';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { useEffect, useLayoutEffect, useRef } from 'react';
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
 * The checkout form: guest details (kept in this tab across a reload, never card data; blanks
 * filled for a signed-in user), payment method and card fields checked like the server does. The
 * server renders it blank, as every visitor sees it; what this tab kept and who is signed in are
 * filled in once it is live, before the browser paints.
 */
export function useCheckoutForm({ accepted, requests = '', keep = true }: CheckoutFormOptions) {
  const { t } = useTranslation('booking');
  const { user } = useSession();
  const paid = accepted !== null;
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      specialRequests: requests,
      /** A signed-in traveller without a phone on file keeps this one for next time (unless unticked). */
      savePhone: true,
      // The kind's first method when it is known at once (rendered so on the server).
      paymentMethod: (accepted?.[0] ?? 'creditCard') as PaymentChoice,
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

  // What this tab kept for a reload comes back first (it wins over the account's details).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useLayoutEffect(() => {
    if (keep) form.setValues(savedGuest());
  }, []);

  // The signed-in traveller's details fill what is still blank, also when the session arrives after
  // the first render (a reload, a page sent light).
  useLayoutEffect(() => {
    if (!user) return;
    const [given = '', ...family] = user.name.split(' ');
    const now = form.getValues();
    if (!now.firstName && !now.lastName) form.setValues({ firstName: given, lastName: family.join(' ') });
    if (!now.email) form.setFieldValue('email', user.email);
    if (!now.phone && user.phone) form.setFieldValue('phone', user.phone);
  }, [user, form]);

  useEffect(() => {
    if (accepted && !accepted.includes(form.getValues().paymentMethod) && accepted[0])
      form.setFieldValue('paymentMethod', accepted[0]);
  }, [accepted, form]);

  // Guest details (never card data) survive a reload of this tab: what the form holds now, so the
  // first run does not write the blank render over what was kept.
  const { firstName, lastName, email, phone, specialRequests } = form.values;
  // biome-ignore lint/correctness/useExhaustiveDependencies: written when one of them changes
  useEffect(() => {
    if (!keep) return;
    const now = form.getValues();
    sessionStorage.setItem(
      GUEST_KEY,
      JSON.stringify({
        firstName: now.firstName,
        lastName: now.lastName,
        email: now.email,
        phone: now.phone,
        specialRequests: now.specialRequests,
      }),
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
