import { Checkbox, Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { GetInputPropsOptions, GetInputPropsReturnType } from '@mantine/form';
import { useSession } from '../../../lib/session/session-store';
import { useTranslation } from '../../../lib/use-translation';

type GuestField = 'firstName' | 'lastName' | 'email' | 'phone' | 'savePhone' | 'specialRequests';

interface Props {
  /** A form holding the guest's fields (a checkout's or a reservation's). */
  form: { getInputProps: (path: GuestField, options?: GetInputPropsOptions) => GetInputPropsReturnType };
  /** The hint under special requests: who receives them; without one, no requests are asked. */
  requestsHint?: string;
  /** The section's heading, when not the guest's ("Contact details"). */
  title?: string;
  /**
   * Whether the names are asked here (default): a kind that asks them elsewhere (as on a
   * traveller's document) binds its own fields to `firstName` and `lastName`.
   */
  names?: boolean;
}

/**
 * Who the booking is for: name, email, phone (with "save it to my profile" for a signed-in
 * traveller without one) and special requests. Every booking form asks the same.
 */
export function GuestDetailsSection({ form, requestsHint, title, names = true }: Props) {
  const { t } = useTranslation('booking');
  const { user } = useSession();
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="guest-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="guest-title">
          {title ?? t('checkout.guestTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {names ? (
            <>
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
            </>
          ) : null}
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
        {requestsHint ? (
          <Textarea
            label={t('checkout.specialRequests')}
            description={requestsHint}
            autosize
            minRows={2}
            maxLength={1000}
            {...form.getInputProps('specialRequests')}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
