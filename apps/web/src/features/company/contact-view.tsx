import { CONTACT_SUBJECTS } from '@app/shared/contact/schemas';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Grid,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCertificate, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { usePublicSettings } from '../../components/layout/use-public-settings';
import { ApiError, api } from '../../lib/api-client';
import { useTranslation } from '../../lib/use-translation';
import { useSession } from '../session/session-store';

/** `/contact`: the agency's details and a form that reaches a person. */
export function ContactView() {
  const { t } = useTranslation('company');
  const settings = usePublicSettings().data;
  const { user } = useSession();
  const [sent, setSent] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      phone: '',
      subject: 'other' as (typeof CONTACT_SUBJECTS)[number],
      message: '',
      website: '',
    },
    validate: {
      name: (v) => (v.trim() ? null : t('contact.errors.name')),
      email: (v) => (/^\S+@\S+\.\S+$/.test(v.trim()) ? null : t('contact.errors.email')),
      message: (v) => (v.trim().length >= 10 ? null : t('contact.errors.message')),
    },
  });
  const send = useMutation({
    mutationFn: (body: typeof form.values) => api<unknown>('/contact', { method: 'POST', body }),
    onSuccess: () => {
      setSent(true);
      form.reset();
    },
    onError: (error) => {
      if (error instanceof ApiError)
        form.setErrors(Object.fromEntries(error.errors.map((e) => [e.field, e.message])));
    },
  });
  const failure =
    send.error instanceof ApiError
      ? send.error.status === 429
        ? t('contact.tooMany')
        : send.error.status === 0
          ? t('contact.network')
          : send.error.errors.length
            ? t('contact.fix')
            : send.error.message
      : send.error
        ? t('contact.failed')
        : null;

  const detail = (icon: React.ReactNode, label: string, value: React.ReactNode) => (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      {icon}
      <div>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        <Text>{value}</Text>
      </div>
    </Group>
  );

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap={4} mb="lg">
        <Title order={1}>{t('contact.title')}</Title>
        <Text size="lg" c="dimmed">
          {t('contact.lead')}
        </Text>
      </Stack>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper
            withBorder
            radius="lg"
            p={{ base: 'md', sm: 'lg' }}
            component="section"
            aria-labelledby="contact-form"
          >
            <Title order={2} size="h4" id="contact-form" mb="md">
              {t('contact.formTitle')}
            </Title>
            {sent ? (
              <Alert color="uzungol" role="status" title={t('contact.sentTitle')} mb="md">
                {t('contact.sent')}
              </Alert>
            ) : null}
            <form
              noValidate
              onSubmit={form.onSubmit((values) => {
                setSent(false);
                send.mutate(values);
              })}
            >
              <Stack gap="sm">
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <TextInput
                    label={t('contact.name')}
                    autoComplete="name"
                    withAsterisk
                    {...form.getInputProps('name')}
                  />
                  <TextInput
                    type="email"
                    label={t('contact.email')}
                    autoComplete="email"
                    withAsterisk
                    {...form.getInputProps('email')}
                  />
                  <TextInput
                    type="tel"
                    label={t('contact.phone')}
                    description={t('contact.optional')}
                    autoComplete="tel"
                    dir="ltr"
                    {...form.getInputProps('phone')}
                  />
                  <Select
                    label={t('contact.subject')}
                    data={CONTACT_SUBJECTS.map((s) => ({ value: s, label: t(`contact.subjects.${s}`) }))}
                    allowDeselect={false}
                    {...form.getInputProps('subject')}
                  />
                </SimpleGrid>
                <Textarea
                  label={t('contact.message')}
                  withAsterisk
                  autosize
                  minRows={5}
                  maxLength={5000}
                  {...form.getInputProps('message')}
                />
                {/* Left empty by people; bots fill it and their message is dropped. */}
                <div
                  aria-hidden="true"
                  style={{
                    position: 'absolute',
                    insetInlineStart: '-10000px',
                    width: 1,
                    height: 1,
                    overflow: 'hidden',
                  }}
                >
                  <label>
                    Website
                    <input type="text" tabIndex={-1} autoComplete="off" {...form.getInputProps('website')} />
                  </label>
                </div>
                {failure ? (
                  <Alert color="red" role="alert">
                    {failure}
                  </Alert>
                ) : null}
                <Group justify="flex-end">
                  <Button type="submit" loading={send.isPending}>
                    {t('contact.send')}
                  </Button>
                </Group>
              </Stack>
            </form>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper
            withBorder
            radius="lg"
            p={{ base: 'md', sm: 'lg' }}
            component="section"
            aria-labelledby="contact-details"
          >
            <Title order={2} size="h4" id="contact-details" mb="md">
              {t('contact.detailsTitle')}
            </Title>
            <Stack gap="md">
              {settings?.phone
                ? detail(
                    <IconPhone size={20} aria-hidden="true" />,
                    t('contact.phoneLabel'),
                    <Anchor href={`tel:${settings.phone.replace(/\s/g, '')}`} dir="ltr">
                      {settings.phone}
                    </Anchor>,
                  )
                : null}
              {settings?.contactEmail
                ? detail(
                    <IconMail size={20} aria-hidden="true" />,
                    t('contact.emailLabel'),
                    <Anchor href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</Anchor>,
                  )
                : null}
              {settings?.address
                ? detail(
                    <IconMapPin size={20} aria-hidden="true" />,
                    t('contact.addressLabel'),
                    settings.address,
                  )
                : null}
              {settings?.licenseNumber
                ? detail(
                    <IconCertificate size={20} aria-hidden="true" />,
                    t('contact.licenceLabel'),
                    settings.licenseNumber,
                  )
                : null}
              <Text size="sm" c="dimmed">
                {t('contact.hours')}
              </Text>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
