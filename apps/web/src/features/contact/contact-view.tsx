import { Anchor, Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCertificate, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { usePublicSettings } from '../../components/layout/use-public-settings';
import { Island } from '../../islands/island';
import { useTranslation } from '../../lib/use-translation';
import { ContactForm } from './contact-form';

/** `/contact`: the agency's details and a form that reaches a person. */
export function ContactView() {
  const { t } = useTranslation('company');
  const settings = usePublicSettings().data;
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
          <Island name="contact-form" component={ContactForm} props={{}} when="session" />
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
