import { Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

/** ₺ to ₺₺₺₺, the unused signs faint; read out as its name ("Price range: Moderate"). */
export function PriceRange({ value, size = 'sm' }: { value: number; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('restaurants');
  const level = Math.min(4, Math.max(1, value)) as 1 | 2 | 3 | 4;
  return (
    <Text
      span
      size={size}
      fw={700}
      role="img"
      aria-label={t('priceLabel', { name: t(`priceRanges.${level}`) })}
    >
      <bdi>{'₺'.repeat(level)}</bdi>
      <Text span inherit c="dimmed" fw={400} aria-hidden="true">
        <bdi>{'₺'.repeat(4 - level)}</bdi>
      </Text>
    </Text>
  );
}
