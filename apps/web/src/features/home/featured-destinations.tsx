import type { DestinationDto } from '@app/shared/destinations/schemas';
import { SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useFeaturedDestinations } from '../../components/place-search/place-search-api';
import { countryName } from '../../lib/country-name';
import { formatNumber } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { responsiveSources } from '../../lib/responsive-image';
import { useTranslation } from '../../lib/use-translation';
import classes from './featured-destinations.module.css';
import { HomeSection } from './home-section';

/** Featured destinations: photo, name, country and how many hotels; each opens its hotels. */
export function FeaturedDestinations() {
  const { t } = useTranslation('home');
  const query = useFeaturedDestinations();
  return (
    <HomeSection<DestinationDto>
      id="home-destinations"
      title={t('sections.destinations')}
      lead={t('sections.destinationsLead')}
      query={query}
      failed={t('sections.destinationsFailed')}
      empty={t('sections.destinationsEmpty')}
      render={(items) => (
        <SimpleGrid
          cols={{ base: 2, sm: 3, lg: Math.min(Math.max(items.length, 3), 6) }}
          spacing="sm"
          component="ul"
          className={classes.list}
        >
          {items.map((d) => (
            <li key={d._id}>
              <Link to={`/hotels?destination=${encodeURIComponent(d.slug)}`} className={classes.card}>
                <img
                  className={classes.image}
                  src={d.image || '/images/destinations/black-sea-coast.svg'}
                  {...responsiveSources(d.image, '(min-width: 75em) 16vw, (min-width: 48em) 33vw, 50vw')}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  width={320}
                  height={400}
                />
                <span className={classes.text}>
                  <Text component="span" fw={700} size="lg" className={classes.name}>
                    {d.name}
                  </Text>
                  <Text component="span" size="sm" className={classes.meta}>
                    {countryName(d.country, currentLanguage())} ·{' '}
                    {t('sections.properties', {
                      count: d.properties,
                      formatted: formatNumber(d.properties, currentLanguage()),
                    })}
                  </Text>
                </span>
              </Link>
            </li>
          ))}
        </SimpleGrid>
      )}
    />
  );
}
