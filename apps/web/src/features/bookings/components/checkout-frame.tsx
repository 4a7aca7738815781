import { cardBrand } from '@app/shared/bookings/card';
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
  TextInput,
  Title,
} from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CheckoutLayout } from '../../../components/checkout/checkout-layout';
import { useAgencyTimeZone } from '../../../lib/agency-time';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { Trans, useTranslation } from '../../../lib/use-translation';
import type { Checkout } from '../hooks/use-checkout';
import { formatCardNumber, formatExpiry } from '../utils/card-input';
import {
  CheckoutPrice,
  type CheckoutQuote,
  type CheckoutSubject,
  CheckoutSubjectItem,
  type Price,
} from './checkout-aside';
import type { CheckoutValues, PaymentChoice } from './checkout-state';
import { GuestDetailsSection } from './guest-details-section';

/** A checkout that takes money: the methods the kind accepts and its words for paying later. */
interface Paid {
  accepted: readonly PaymentChoice[];
  /** The label and note of paying later (at the hotel, or on the first day of a tour). */
  payLaterLabel: string;
  payLaterNote: string;
}

/** A checkout that takes no money: the kind's own section saying so (and what else it has to say). */
interface Unpaid {
  section: ReactNode;
}

interface Props<Q extends Price> {
  /** The form, its sending state and its failure (`useCheckout`). */
  checkout: Checkout;
  /**
   * The booking's own part of what is sent (what is booked), from the checked values; null holds
   * the booking back (the kind has said why).
   */
  body: (values: CheckoutValues) => Record<string, unknown> | null;
  /** The page's heading (the usual one when absent) and lead, and the aside's title. */
  title?: string;
  lead: string;
  summaryTitle: string;
  summaryId: string;
  /** What is booked, at the top of the aside. */
  item: CheckoutSubject;
  /** Its price, for a kind that takes money: asked of the server, under the item. */
  quote?: CheckoutQuote<Q>;
  /** More of the aside, under the price (a promo code). */
  aside?: ReactNode;
  /** The kind's own choices, before the guest's details (a table's date, party and time). */
  choice?: ReactNode;
  /** The hint under special requests (who receives them); without one, none are asked. */
  requestsHint?: string;
  /** The guest's section in the kind's words: its heading, and whether it asks the names. */
  guest?: { title?: string; names?: boolean };
  payment: Paid | Unpaid;
  /** More of the form after the payment, before the terms (a billing address). */
  afterPayment?: ReactNode;
  /** Where to go when it sold out meanwhile, and what the link says. */
  soldOut?: { href: string; label: string };
  /** The kind's own failure message, in place of the usual one. */
  failure?: ReactNode;
  /** The button's words (the usual ones when absent). */
  submitLabel?: string;
  /**
   * Nothing can be booked as chosen (a date or party to change first); so too when the quote says
   * it is not available.
   */
  disabled?: boolean;
}

/**
 * The one checkout every kind fills: the aside with what is booked and, when it takes money, the
 * quote (while asked, failed, not available, or its price lines and total); the kind's own choices;
 * the guest's details; card or pay later, or the kind's words for nothing to pay; the terms when
 * money is taken; the failure; and the submit button. Sent by `useCheckout` with the kind's `body`
 * (idempotent, focus on the first field in error).
 */
export function CheckoutFrame<Q extends Price>({
  checkout,
  body,
  title,
  lead,
  summaryTitle,
  summaryId,
  item,
  quote,
  aside,
  choice,
  requestsHint,
  guest,
  payment,
  afterPayment,
  soldOut,
  failure,
  submitLabel,
  disabled: chosenWrong = false,
}: Props<Q>) {
  const { t, i18n } = useTranslation('booking');
  const { form, formRef, pending, error } = checkout;
  const onSubmit = checkout.submit(body);
  // From the quote: when free cancellation would end (maybe already), and whether it is available.
  const freeCancellationUntil = quote?.query.data?.freeCancellationUntil;
  const disabled = chosenWrong || quote?.query.data?.available === false;
  const agencyZone = useAgencyTimeZone();
  const apiError = error instanceof ApiError ? error : null;
  const failed = !!error;
  const soldOutNow = apiError && (apiError.code === 'sold_out' || apiError.code === 'stay_unavailable');
  const creditCard = form.values.paymentMethod === 'creditCard';
  const brand = cardBrand(form.values.cardNumber);
  return (
    <CheckoutLayout
      title={title ?? t('checkout.title')}
      lead={lead}
      summaryTitle={summaryTitle}
      summaryId={summaryId}
      summary={
        <>
          <CheckoutSubjectItem {...item} />
          {quote ? <CheckoutPrice quote={quote} /> : null}
          {aside}
        </>
      }
    >
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          {choice}
          <GuestDetailsSection form={form} requestsHint={requestsHint} {...guest} />
          {'section' in payment ? (
            payment.section
          ) : (
            <>
              <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="payment-title">
                <Stack gap="sm">
                  <Title order={2} size="h4" id="payment-title">
                    {t('checkout.paymentTitle')}
                  </Title>
                  {/* One way to pay is no choice to make. */}
                  {payment.accepted.length > 1 ? (
                    <Radio.Group {...form.getInputProps('paymentMethod')} label={t('checkout.paymentHow')}>
                      <Stack gap="xs">
                        {payment.accepted.map((m) => (
                          <Radio
                            key={m}
                            value={m}
                            label={m === 'payAtHotel' ? payment.payLaterLabel : t(`checkout.${m}`)}
                          />
                        ))}
                      </Stack>
                    </Radio.Group>
                  ) : null}
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
                        onChange={(e) =>
                          form.setFieldValue('cardNumber', formatCardNumber(e.currentTarget.value))
                        }
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
                          onChange={(e) =>
                            form.setFieldValue('expiryDate', formatExpiry(e.currentTarget.value))
                          }
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
                    <Text size="sm">{payment.payLaterNote}</Text>
                  )}
                </Stack>
              </Paper>
              {afterPayment}
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
            </>
          )}
          {failure !== undefined ? (
            failure
          ) : apiError ? (
            <Alert
              color={soldOutNow ? 'orange' : 'red'}
              role="alert"
              title={soldOutNow ? apiError.message : t('checkout.failed')}
            >
              {soldOutNow ? (
                soldOut ? (
                  <Anchor component={Link} to={soldOut.href}>
                    {soldOut.label}
                  </Anchor>
                ) : null
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
          {freeCancellationUntil && !disabled && Date.parse(freeCancellationUntil) <= Date.now() ? (
            <Alert color="orange" title={t('checkout.noFreeCancelTitle')}>
              {t('checkout.noFreeCancel', {
                date: formatDateTime(freeCancellationUntil, i18n.language as Language, agencyZone),
              })}
            </Alert>
          ) : null}
          <Button type="submit" size="lg" loading={pending} disabled={disabled}>
            {submitLabel ?? t('checkout.submit')}
          </Button>
        </Stack>
      </form>
    </CheckoutLayout>
  );
}
