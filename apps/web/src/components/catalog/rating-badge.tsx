import type { Language } from '@app/shared/i18n/languages';
import { Badge, Group, Text } from '@mantine/core';
import { formatNumber } from '../../lib/format';
import { useTranslation } from '../../lib/use-translation';

/** Guest rating out of 5 and how many reviews it rests on. */
export function RatingBadge({ rating, reviews }: { rating: number; reviews: number }) {
  const { t, i18n } = useTranslation('hotels');
  const lang = i18n.language as Language;
  if (reviews === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('card.noReviews')}
      </Text>
    );
  const value = formatNumber(rating, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <Group gap={6} wrap="nowrap">
      <Badge
        size="lg"
        radius="sm"
        variant="filled"
        color="sea"
        role="img"
        aria-label={t('card.rating', { rating: value })}
      >
        {value}
      </Badge>
      <Text size="sm" c="dimmed">
        {t('card.reviews', { count: reviews })}
      </Text>
    </Group>
  );
}
