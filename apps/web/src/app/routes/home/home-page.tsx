import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconBed, IconMapRoute, IconPlane } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HeroScene } from './hero-scene';
import classes from './home-hero.module.css';

/** `/`: the hero for now; search panel, destinations and offers arrive with their features. */
export function HomePage() {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <section className={classes.hero} aria-labelledby="home-hero-title">
      <Container size="lg" className={classes.content}>
        <Stack gap="md" align="flex-start">
          <Text className={classes.eyebrow}>{t('pages:home.eyebrow')}</Text>
          <Title order={1} id="home-hero-title" className={classes.title}>
            {t('common:appName')}
          </Title>
          <Text className={classes.pitch}>{t('pages:home.pitch')}</Text>
          <Group
            gap="sm"
            mt="sm"
            className={classes.actions}
            role="group"
            aria-label={t('pages:home.quickLinks')}
          >
            <Button
              component={Link}
              to="/hotels"
              size="lg"
              leftSection={<IconBed size={20} aria-hidden="true" />}
            >
              {t('pages:home.findHotel')}
            </Button>
            <Button
              component={Link}
              to="/flights"
              size="lg"
              variant="default"
              leftSection={<IconPlane size={20} aria-hidden="true" />}
            >
              {t('pages:home.flights')}
            </Button>
            <Button
              component={Link}
              to="/packages"
              size="lg"
              variant="default"
              leftSection={<IconMapRoute size={20} aria-hidden="true" />}
            >
              {t('pages:home.packages')}
            </Button>
          </Group>
        </Stack>
      </Container>
      <HeroScene />
    </section>
  );
}
