import { Group } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The hotel's official stars, read as "4 stars" by screen readers. */
export function StarRow({ count, size = 14 }: { count: number; size?: number }) {
  const { t } = useTranslation('hotels');
  return (
    <Group gap={2} role="img" aria-label={t('card.stars', { count })} wrap="nowrap">
      {Array.from({ length: count }, (_, i) => (
        <IconStarFilled key={i} size={size} color="var(--mantine-color-yellow-6)" aria-hidden="true" />
      ))}
    </Group>
  );
}
