import { EMAIL_PATTERN } from '@app/shared/auth/schemas';
import { cardBrand, cvvValid, expiryState, luhnValid } from '@app/shared/bookings/card';
import { PHONE_PATTERN } from '@app/shared/bookings/schemas';
import type { Language } from '@app/shared/i18n/languages';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Container,
  Grid,
  Group,
  Image,
  Paper,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/states/empty-state';
import { ErrorState } from '../../components/states/error-state';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { useSession } from '../session/session-store';
import { type StaySelection, useCheckoutHotel, useCreateBooking, useQuote } from './api/booking-api';
import { PriceBreakdown } from './components/price-breakdown';
import { formatCardNumber, formatExpiry } from './utils/card-input';

const GUEST_KEY = 'checkout-guest';
const UUID = /^[0-9a-f-]{36}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function readStay(params: URLSearchParams): StaySelection | null {
  const hotelId = params.get('hotelId') ?? '';
  const roomTypeId = params.get('roomTypeId') ?? '';
  const checkIn = params.get('checkIn') ?? '';
  const checkOut = params.get('checkOut') ?? '';
  const guests = Number(params.get('guests') ?? '1');
  if (!UUID.test(hotelId) || !UUID.test(roomTypeId) || !DATE.test(checkIn) || !DATE.test(checkOut))
    return null;
  if (checkOut <= checkIn || !Number.isInteger(guests) || guests < 1 || guests > 10) return null;
  return { hotelId, roomTypeId, checkIn, checkOut, guests };
}

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

export function CheckoutView() {
  const { t, i18n } = useTranslation('booking');
  const lang = i18n.language as Language;
  const [params] = useSearchParams();
  const stay = useMemo(() => readStay(params), [params]);
  const hotel = useCheckoutHotel(stay?.hotelId);
  const [promoDraft, setPromoDraft] = useState(params.get('promoCode') ?? '');
  const [promo, setPromo] = useState(params.get('promoCode') ?? '');
  const quote = useQuote(stay, promo);
  const create = useCreateBooking();
  const navigate = useNavigate();
  const { user } = useSession();
  const attempt = useRef<{ body: string; key: string } | null>(null);

  const [first = '', ...rest] = (user?.name ?? '').split(' ');
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      firstName: first,
      lastName: rest.join(' '),
      email: user?.email ?? '',
      phone: '',
      specialRequests: '',
      ...savedGuest(),
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

  const accepted = hotel.data?.paymentOptions;
  useEffect(() => {
    if (accepted && !accepted.includes(form.getValues().paymentMethod) && accepted[0])
      form.setFieldValue('paymentMethod', accepted[0]);
  }, [accepted, form]);

  // Guest details (never card data) survive a reload of this tab.
  const { firstName, lastName, email, phone, specialRequests } = form.values;
  useEffect(() => {
    sessionStorage.setItem(GUEST_KEY, JSON.stringify({ firstName, lastName, email, phone, specialRequests }));
  }, [firstName, lastName, email, phone, specialRequests]);

  if (!stay)
    return (
      <Container size="sm" py="xl">
        <EmptyState
          title={t('checkout.title')}
          description={t('checkout.missing')}
          action={
            <Button component={Link} to="/hotels">
              {t('checkout.backToHotels')}
            </Button>
          }
        />
      </Container>
    );

  const submit = form.onSubmit((values) => {
    const body: Record<string, unknown> = {
      type: 'hotel',
      ...stay,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      specialRequests: values.specialRequests.trim(),
      paymentMethod: values.paymentMethod,
      ...(promo ? { promoCode: promo } : {}),
      ...(values.paymentMethod === 'creditCard'
        ? {
            cardNumber: values.cardNumber,
            cardName: values.cardName.trim(),
            expiryDate: values.expiryDate,
            cvv: values.cvv,
          }
        : {}),
    };
    // The same form sent again (a retry, a double click) reuses its key: the server books once.
    const serialized = JSON.stringify(body);
    if (attempt.current?.body !== serialized)
      attempt.current = { body: serialized, key: crypto.randomUUID() };
    create.mutate(
      { body, key: attempt.current.key },
      {
        onSuccess: (booking) => {
          sessionStorage.removeItem(GUEST_KEY);
          navigate(`/booking/confirmed?reference=${encodeURIComponent(booking.reference)}`, {
            state: { booking },
          });
        },
        onError: (error) => {
          if (error instanceof ApiError)
            for (const e of error.errors) if (e.field in values) form.setFieldError(e.field, e.message);
        },
      },
    );
  });

  const error = create.error instanceof ApiError ? create.error : null;
  const soldOut = error && (error.code === 'sold_out' || error.code === 'stay_unavailable');
  const room = hotel.data?.roomTypes.find((r) => r._id === stay.roomTypeId);
  const nights = quote.data?.nights.length ?? 0;
  const hotelHref = `/hotels/${stay.hotelId}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&guests=${stay.guests}`;
  const creditCard = form.values.paymentMethod === 'creditCard';
  const brand = cardBrand(form.values.cardNumber);

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap={4} mb="lg">
        <Title order={1}>{t('checkout.title')}</Title>
        <Text c="dimmed">{t('checkout.lead')}</Text>
      </Stack>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
          <Paper
            withBorder
            radius="lg"
            p="md"
            component="section"
            aria-labelledby="stay-title"
            pos={{ md: 'sticky' }}
            top={16}
          >
            <Stack gap="sm">
              <Title order={2} size="h4" id="stay-title">
                {t('checkout.summary')}
              </Title>
              {hotel.isPending ? (
                <Skeleton h={120} />
              ) : hotel.data ? (
                <Group wrap="nowrap" align="flex-start">
                  <Image
                    src={hotel.data.featuredImage || null}
                    alt=""
                    w={96}
                    h={72}
                    radius="md"
                    fit="cover"
                  />
                  <div>
                    <Text fw={700}>{hotel.data.name}</Text>
                    <Text size="sm">{room?.name}</Text>
                    <Text size="sm" c="dimmed">
                      {formatDate(stay.checkIn, lang)} – {formatDate(stay.checkOut, lang)}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t('checkout.nights', { count: nights || 1 })} ·{' '}
                      {t('checkout.guests', { count: stay.guests })}
                    </Text>
                  </div>
                </Group>
              ) : null}
              {quote.isPending ? (
                <Skeleton h={160} />
              ) : quote.isError ? (
                <ErrorState message={t('checkout.quoteFailed')} onRetry={() => void quote.refetch()} />
              ) : quote.data && !quote.data.available ? (
                <Alert color="orange" title={t('checkout.unavailable')}>
                  <Anchor component={Link} to={hotelHref}>
                    {t('checkout.backToHotel')}
                  </Anchor>
                </Alert>
              ) : quote.data ? (
                <PriceBreakdown value={quote.data} />
              ) : null}
              <Group align="flex-end" gap="xs" wrap="nowrap">
                <TextInput
                  label={t('checkout.promoCode')}
                  value={promoDraft}
                  onChange={(e) => setPromoDraft(e.currentTarget.value.toUpperCase())}
                  maxLength={40}
                  style={{ flex: 1 }}
                />
                <Button variant="default" onClick={() => setPromo(promoDraft.trim())}>
                  {t('checkout.applyPromo')}
                </Button>
              </Group>
              {promo && quote.data?.promoApplied ? (
                <Text
                  size="sm"
                  c="light-dark(var(--mantine-color-uzungol-9), var(--mantine-color-uzungol-3))"
                  role="status"
                >
                  {t('checkout.promoApplied')}
                </Text>
              ) : promo && quote.data?.promoInvalid ? (
                <Text
                  size="sm"
                  c="light-dark(var(--mantine-color-orange-9), var(--mantine-color-orange-3))"
                  role="status"
                >
                  {t('checkout.promoInvalid')}
                </Text>
              ) : null}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
          <form onSubmit={submit} noValidate>
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
                  <Textarea
                    label={t('checkout.specialRequests')}
                    description={t('checkout.specialRequestsHint')}
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
                      {(accepted ?? ['creditCard', 'payAtHotel']).map((m) => (
                        <Radio key={m} value={m} label={t(`checkout.${m}`)} />
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
                          placeholder="MM/YY"
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
                    <Text size="sm">{t('checkout.payAtHotelNote')}</Text>
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
              {error ? (
                <Alert
                  color={soldOut ? 'orange' : 'red'}
                  role="alert"
                  title={soldOut ? error.message : t('checkout.failed')}
                >
                  {soldOut ? (
                    <Anchor component={Link} to={hotelHref}>
                      {t('checkout.soldOut')}
                    </Anchor>
                  ) : error.errors.length === 0 ? (
                    error.message
                  ) : null}
                </Alert>
              ) : create.isError ? (
                <Alert color="red" role="alert">
                  {t('checkout.failed')}
                </Alert>
              ) : null}
              <Button
                type="submit"
                size="lg"
                loading={create.isPending}
                disabled={quote.data?.available === false}
              >
                {t('checkout.submit')}
              </Button>
            </Stack>
          </form>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
