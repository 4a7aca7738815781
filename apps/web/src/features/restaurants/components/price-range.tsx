import { Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

/**
 * The price level as many ₺ as it is (₺ to ₺₺₺₺) in the text's own colour, so "₺₺" and "₺₺₺" differ
 * at a glance in either theme; with `named`, its name beside ("₺₺ · Moderate"). Read out as one
 * phrase: "Price: Moderate, 2 of 4".
 */
export function PriceRange({
  value,
  size = 'sm',
  named = false,
}: {
  value: number;
  size?: 'sm' | 'md';
  named?: boolean;
}) {
  const { t } = useTranslation('restaurants');
  const level = Math.min(4, Math.max(1, value)) as 1 | 2 | 3 | 4;
  const name = t(`priceRanges.${level}`);
  return (
    <Text
      span
      size={size}
      role="img"
      aria-label={t('priceLabel', { name, level })}
      c="var(--mantine-color-text)"
    >
      <Text span inherit fw={700}>
        <bdi>{'₺'.repeat(level)}</bdi>
      </Text>
      {named ? ` · ${name}` : null}
    </Text>
  );
}
