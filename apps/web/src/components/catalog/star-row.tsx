import { Group } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from '../../lib/use-translation';

/** A row of stars: the hotel's official stars (read as "4 stars"), or a guest's rating with its own label. */
export function StarRow({ count, size = 14, label }: { count: number; size?: number; label?: string }) {
  const { t } = useTranslation('hotels');
  return (
    <Group gap={2} role="img" aria-label={label ?? t('card.stars', { count })} wrap="nowrap">
      {Array.from({ length: count }, (_, i) => i + 1).map((n) => (
        <IconStarFilled key={n} size={size} color="var(--mantine-color-yellow-6)" aria-hidden="true" />
      ))}
    </Group>
  );
}
