import type { HotelAdminDto } from '@app/shared/hotels/schemas';
import { pickLocalized } from '@app/shared/i18n/localized';
import { Badge, Group, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { formatNumber } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/use-translation';

/** The hotel's name in the reader's language, else English. */
export function useHotelName() {
  useTranslation();
  return (hotel: Pick<HotelAdminDto, 'name'>) => pickLocalized(hotel.name, currentLanguage()).text;
}

export function StarRating({ stars }: { stars: number }) {
  const { t } = useTranslation('adminHotels');
  const label = t('list.stars', { count: stars, formatted: formatNumber(stars, currentLanguage()) });
  return (
    <Group gap={1} wrap="nowrap" role="img" aria-label={label}>
      {Array.from({ length: stars }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical icons that never move
        <IconStarFilled key={i} size={14} color="var(--mantine-color-yellow-6)" aria-hidden="true" />
      ))}
    </Group>
  );
}

export function GuestRating({ hotel }: { hotel: Pick<HotelAdminDto, 'averageRating' | 'totalReviews'> }) {
  const { t } = useTranslation('adminHotels');
  const lang = currentLanguage();
  if (hotel.totalReviews === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('list.noReviews')}
      </Text>
    );
  return (
    <Text size="sm">
      <Text span fw={700}>
        {formatNumber(hotel.averageRating, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
      </Text>{' '}
      <Text span c="dimmed" size="xs">
        {t('list.reviews', { count: hotel.totalReviews, formatted: formatNumber(hotel.totalReviews, lang) })}
      </Text>
    </Text>
  );
}

export function StatusBadges({ hotel }: { hotel: Pick<HotelAdminDto, 'published' | 'featured'> }) {
  const { t } = useTranslation('adminHotels');
  return (
    <Group gap={4} wrap="wrap">
      {hotel.published ? (
        <Badge variant="light" color="uzungol" size="sm">
          {t('list.published')}
        </Badge>
      ) : (
        <Badge variant="light" color="gray" size="sm">
          {t('list.unpublished')}
        </Badge>
      )}
      {hotel.featured ? (
        <Badge variant="light" color="sea" size="sm">
          {t('list.featured')}
        </Badge>
      ) : null}
    </Group>
  );
}

export function roomSummary(hotel: Pick<HotelAdminDto, 'roomTypes'>) {
  return {
    types: hotel.roomTypes.length,
    rooms: hotel.roomTypes.reduce((sum, room) => sum + room.totalRooms, 0),
  };
}
