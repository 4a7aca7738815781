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
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { useAgencyTimeZone } from '../../../lib/agency-time';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { type PlainTextKey, Trans, useTranslation } from '../../../lib/use-translation';
import type { Checkout } from '../hooks/use-checkout';
import { formatCardNumber, formatExpiry } from '../utils/card-input';
import type { PaymentChoice } from './checkout-state';
import { GuestDetailsSection } from './guest-details-section';

interface Props {
  /** The form, its sending state and its failure (`useCheckout`). */
  checkout: Checkout;
  accepted: readonly PaymentChoice[];
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
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
  checkout,
  accepted,
  onSubmit,
  unavailable,
  soldOutHref,
  soldOutLabel,
  payLaterLabel,
  payLaterNote,
  requestsHint = 'checkout.specialRequestsHint',
  freeCancellationUntil,
}: Props) {
  const { t, i18n } = useTranslation('booking');
  const { form, formRef, pending, error } = checkout;
  const agencyZone = useAgencyTimeZone();
  const apiError = error instanceof ApiError ? error : null;
  const failed = !!error;
  const soldOut = apiError && (apiError.code === 'sold_out' || apiError.code === 'stay_unavailable');
  const creditCard = form.values.paymentMethod === 'creditCard';
  const brand = cardBrand(form.values.cardNumber);
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <GuestDetailsSection form={form} requestsHint={t(requestsHint)} />
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
