import type { BookingDto } from '@app/shared/bookings/schemas';
import { Alert, Button, Container, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLayoutEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Island } from '../../islands/island';
import { ApiError } from '../../lib/api-client';
import { useFocusFirstError } from '../../lib/form-focus';
import { PageMeta } from '../../lib/page-meta';
import { useTranslation } from '../../lib/use-translation';
import { lookupBooking } from './api/booking-api';
import { BookingSummary, StatusBadge } from './components/booking-summary';
import { CalendarAndDirections } from './components/calendar-and-directions';
import { CancelBooking } from './components/cancel-booking';
import { emailRule, requiredRule } from './utils/guest-rules';

/**
 * `/bookings/find`: a guest (no account) finds a booking with its reference and email, and may
 * cancel it. The form is the page's one island, alive at once when the page arrives carrying a
 * reference (a mail's link) or an email (the confirmation page's), else on the first touch.
 */
export function FindBookingView() {
  const { t } = useTranslation('booking');
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      {/* A form for guests who hold a reference: nothing for a search engine to list. */}
      <PageMeta title={t('find.title')} description={t('find.lead')} noindex />
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('find.title')}</Title>
          <Text c="dimmed">{t('find.lead')}</Text>
        </div>
        <Island name="booking-find" component={FindBookingForm} props={{}} when="carried" />
      </Stack>
    </Container>
  );
}

/** The lookup's form and the booking it found. */
export function FindBookingForm() {
  const { t } = useTranslation('booking');
  const [params] = useSearchParams();
  // Coming from the confirmation page, the email travels in the page state, never in the address.
  const carried = (useLocation().state as { email?: string } | null)?.email ?? '';
  const [found, setFound] = useState<BookingDto | null>(null);
  // The email the booking was found with: its calendar file is fetched with it.
  const [foundWith, setFoundWith] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The page is rendered on the server the same for everyone: what the address and the page state
  // carry is filled in once it is live, before the browser paints.
  const form = useForm({
    initialValues: { reference: '', email: '' },
    validate: {
      reference: requiredRule(t),
      email: emailRule(t),
    },
  });
  const lookup = async (values: { reference: string; email: string }) => {
    setBusy(true);
    setError(null);
    try {
      setFound(await lookupBooking(values.reference.trim(), values.email.trim()));
      setFoundWith(values.email.trim());
    } catch (e) {
      setFound(null);
      setError(
        e instanceof ApiError && e.status === 404
          ? t('find.notFound')
          : e instanceof ApiError
            ? e.message
            : t('checkout.failed'),
      );
    } finally {
      setBusy(false);
    }
  };
  const { ref: formRef, focusFirstError } = useFocusFirstError();
  const submit = form.onSubmit(lookup, focusFirstError);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useLayoutEffect(() => {
    const arrived = { reference: params.get('reference') ?? '', email: carried };
    if (!arrived.reference && !arrived.email) return;
    form.setValues(arrived);
    // Both known (straight from the confirmation page): show the booking at once.
    if (arrived.reference && arrived.email) void lookup(arrived);
  }, []);
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="md">
        <form ref={formRef} onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('find.reference')}
              dir="ltr"
              autoCapitalize="characters"
              {...form.getInputProps('reference')}
            />
            <TextInput
              type="email"
              label={t('find.email')}
              autoComplete="email"
              {...form.getInputProps('email')}
            />
            {error ? (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            ) : null}
            <Button type="submit" loading={busy} w="fit-content">
              {t('find.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
      {found ? (
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} size="h3">
              {t('detail.title', { reference: found.reference })}
            </Title>
            <StatusBadge status={found.status} />
          </Group>
          <BookingSummary booking={found} />
          <CalendarAndDirections booking={found} guestEmail={foundWith} />
          <CancelBooking booking={found} email={form.values.email.trim()} onCancelled={setFound} />
        </Stack>
      ) : null}
    </Stack>
  );
}
