import { addressParts, spelled } from '@app/shared/common/address';
import type { HotelDetailDto } from '@app/shared/hotels/schemas';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { AddressText } from '../../../components/catalog/address-text';
import { LazyPlaceMap } from '../../../components/map/lazy-place-map';
import { countryName } from '../../../lib/country-name';
import { useTranslation } from '../../../lib/use-translation';

/** Where the hotel is: its address, a map with its pin, and a link to a full map. */
export function HotelLocation({ hotel }: { hotel: HotelDetailDto }) {
  const { t, i18n } = useTranslation('hotels');
  const { latitude: lat, longitude: lng } = hotel;
  const { country } = hotel.address;
  // The street address the server chose (line, town), then the country unless the line names it.
  const parts = addressParts([...hotel.address.parts, spelled(countryName(country, i18n.language), country)]);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="location-title">
      <Title order={2} size="h4" id="location-title" mb="sm">
        {t('detail.location')}
      </Title>
      <Stack gap="sm">
        {parts.length ? (
          <Text size="sm">
            <AddressText parts={parts} />
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
