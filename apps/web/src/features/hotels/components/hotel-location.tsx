import type { HotelDetailDto } from '@app/shared/hotels/schemas';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Fragment } from 'react';
import { LazyPlaceMap } from '../../../components/map/lazy-place-map';
import { countryName } from '../../../lib/country-name';
import { useTranslation } from '../../../lib/use-translation';

/** Where the hotel is: its address, a map with its pin, and a link to a full map. */
export function HotelLocation({ hotel }: { hotel: HotelDetailDto }) {
  const { t, i18n } = useTranslation('hotels');
  const { latitude: lat, longitude: lng } = hotel;
  const { line, city } = hotel.address;
  const country = countryName(hotel.address.country, i18n.language);
  // The street line often already names the town and country; say each once. Each part keeps its
  // own direction (a Latin street line on an Arabic page).
  const parts = [line, ...[city, country].filter((part) => part && !line.includes(part))].filter(Boolean);
  const separator = i18n.language === 'ar' ? '، ' : ', ';
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="location-title">
      <Title order={2} size="h4" id="location-title" mb="sm">
        {t('detail.location')}
      </Title>
      <Stack gap="sm">
        {parts.length ? (
          <Text size="sm">
            {parts.map((part, i) => (
              <Fragment key={part}>
                {i > 0 ? separator : null}
                <bdi>{part}</bdi>
              </Fragment>
            ))}
          </Text>
        ) : null}
        {lat !== null && lng !== null ? (
          <>
            <LazyPlaceMap
              places={[{ id: hotel._id, lat, lng, pin: hotel.name, label: hotel.address.city }]}
              ariaLabel={t('detail.mapOf', { name: hotel.name })}
              height={240}
              zoom={14}
            />
            <Anchor
              href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=15/${lat}/${lng}`}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
            >
              {t('detail.openInMaps')} <IconExternalLink size={14} aria-hidden="true" />
            </Anchor>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('detail.noLocation')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
