import { Anchor, Group, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowNarrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { defaultFlightSearch, flightSearchHref } from '../utils/flight-search-params';
import { airportCity, airportName } from '../utils/flight-text';
import classes from './popular-routes.module.css';

/** Where travellers to the Black Sea fly from most: each a return search to Trabzon, out in a week. */
const FROM = ['IST', 'SAW', 'ESB', 'DOH', 'DXB', 'RUH', 'JED', 'KWI'] as const;

/** Before a search: ways into Trabzon, each a search of its own (plain links: a search is an address). */
export function PopularRoutes({ today }: { today: string }) {
  const { t } = useTranslation('flights');
  const lang = currentLanguage();
  const base = defaultFlightSearch(today);
  return (
    <section aria-labelledby="popular-routes-title">
      <Stack gap={4} mb="md">
        <Title order={2} size="h3" id="popular-routes-title">
          {t('popular.title')}
        </Title>
        <Text c="dimmed">{t('popular.lead')}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" component="ul" className={classes.list}>
        {FROM.map((origin) => (
          <li key={origin}>
            <Anchor
              component={Link}
              to={flightSearchHref({ ...base, origin, destination: 'TZX' })}
              underline="never"
              className={classes.route}
            >
              <Group gap={6} wrap="nowrap">
                <Text fw={700} c="var(--mantine-color-text)">
                  {airportCity(origin, lang)}
                </Text>
                <IconArrowNarrowRight size={18} aria-hidden="true" className={classes.arrow} />
                <VisuallyHidden>{t('popular.to')}</VisuallyHidden>
                <Text fw={700} c="var(--mantine-color-text)">
                  {airportCity('TZX', lang)}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                {airportName(origin, lang)} (<bdi>{origin}</bdi>)
              </Text>
            </Anchor>
          </li>
        ))}
      </SimpleGrid>
    </section>
  );
}
