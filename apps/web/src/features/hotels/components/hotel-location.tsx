import type { HotelDetailDto } from '@app/shared/hotels/schemas';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { LazyPlaceMap } from '../../../components/map/lazy-place-map';
import { useTranslation } from '../../../lib/use-translation';

/** Where the hotel is: its address, a map with its pin, and a link to a full map. */
export function HotelLocation({ hotel }: { hotel: HotelDetailDto }) {
  const { t } = useTranslation('hotels');
  const { latitude: lat, longitude: lng } = hotel;
  const { line, city, country } = hotel.address;
  // The street line often already names the town and country; say each once.
  const address = [line, ...[city, country].filter((part) => part && !line.includes(part))]
    .filter(Boolean)
    .join(', ');
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="location-title">
      <Title order={2} size="h4" id="location-title" mb="sm">
        {t('detail.location')}
      </Title>
      <Stack gap="sm">
        {address ? <Text size="sm">{address}</Text> : null}
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
