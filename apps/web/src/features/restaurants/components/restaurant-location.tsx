import type { RestaurantDetailDto } from '@app/shared/restaurants/schemas';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconMail, IconPhone, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AddressText } from '../../../components/catalog/address-text';
import { LazyPlaceMap } from '../../../components/map/lazy-place-map';
import { useTranslation } from '../../../lib/use-translation';

const hostOf = (url: string) => {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
};

function ContactLine({
  icon,
  label,
  href,
  text,
  ltr = false,
}: {
  icon: ReactNode;
  label: string;
  href: string;
  text: string;
  /** A phone number: digits and spaces read left to right on an Arabic page too. */
  ltr?: boolean;
}) {
  return (
    <Anchor
      href={href}
      size="sm"
      aria-label={`${label}: ${text}`}
      style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}
    >
      {icon}
      <bdi dir={ltr ? 'ltr' : undefined}>{text}</bdi>
    </Anchor>
  );
}

/** Where the restaurant is (address, map, a link to a full map) and how to reach it. */
export function RestaurantLocation({ restaurant: r }: { restaurant: RestaurantDetailDto }) {
  const { t } = useTranslation('restaurants');
  const { latitude: lat, longitude: lng } = r;
  const hasContact = r.phone || r.email || r.website;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="location-title">
      <Title order={2} size="h4" id="location-title" mb="sm">
        {t('detail.location')}
      </Title>
      <Stack gap="sm">
        {r.address.length ? (
          <Text size="sm">
            <AddressText parts={r.address} />
          </Text>
        ) : null}
        {lat !== null && lng !== null ? (
          <>
            <LazyPlaceMap
              places={[{ id: r._id, lat, lng, pin: r.name, label: r.city }]}
              ariaLabel={t('detail.mapOf', { name: r.name })}
              height={220}
              zoom={15}
            />
            <Anchor
              href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`}
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
        {hasContact ? (
          <Stack gap={6} component="address" style={{ fontStyle: 'normal' }}>
            <Text size="sm" fw={600}>
              {t('detail.contact')}
            </Text>
            {r.phone ? (
              <ContactLine
                icon={<IconPhone size={16} aria-hidden="true" />}
                label={t('detail.phone')}
                href={`tel:${r.phone.replace(/[^\d+]/g, '')}`}
                text={r.phone}
                ltr
              />
            ) : null}
            {r.email ? (
              <ContactLine
                icon={<IconMail size={16} aria-hidden="true" />}
                label={t('detail.email')}
                href={`mailto:${r.email}`}
                text={r.email}
              />
            ) : null}
            {r.website ? (
              <ContactLine
                icon={<IconWorld size={16} aria-hidden="true" />}
                label={t('detail.website')}
                href={r.website}
                text={hostOf(r.website)}
              />
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
