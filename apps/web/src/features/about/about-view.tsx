import { Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconHeartHandshake, IconLanguage, IconMapPin, IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePublicSettings } from '../../components/layout/use-public-settings';
import { RoundIcon } from '../../components/round-icon';
import { useTranslation } from '../../lib/use-translation';

const VALUES = [
  { key: 'local', icon: IconMapPin },
  { key: 'honest', icon: IconShieldCheck },
  { key: 'languages', icon: IconLanguage },
  { key: 'care', icon: IconHeartHandshake },
] as const;

/** `/about`: who the agency is and what it promises. */
export function AboutView() {
  const { t } = useTranslation(['company', 'common']);
  const settings = usePublicSettings().data;
  const siteName = settings?.siteName || t('common:appName');
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{t('about.title', { siteName })}</Title>
          <Text size="lg" c="dimmed">
            {t('about.lead')}
          </Text>
        </Stack>
        {(t('about.story', { returnObjects: true, siteName }) as string[]).map((p) => (
          <Text key={p} lh={1.7}>
            {p}
          </Text>
        ))}
        <Stack gap="md" component="section" aria-labelledby="about-values">
          <Title order={2} size="h3" id="about-values">
            {t('about.valuesTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {VALUES.map(({ key, icon: Icon }) => (
              <Paper key={key} withBorder radius="lg" p="md">
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <RoundIcon size={40} color="sea">
                    <Icon size={22} />
                  </RoundIcon>
                  <div>
                    <Text fw={700}>{t(`about.values.${key}.title`)}</Text>
                    <Text size="sm" c="dimmed">
                      {t(`about.values.${key}.body`)}
                    </Text>
                  </div>
                </Group>
              </Paper>
            ))}
          </SimpleGrid>
        </Stack>
        {settings?.licenseNumber ? (
          <Text size="sm" c="dimmed">
            {t('about.licence', { siteName, licence: settings.licenseNumber })}
          </Text>
        ) : null}
        <Group>
          <Button component={Link} to="/packages">
            {t('about.seePackages')}
          </Button>
          <Button component={Link} to="/contact" variant="default">
            {t('about.contactUs')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
