import { Box, Group, Stack, Text } from '@mantine/core';
import { formatNumber } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/use-translation';

export interface ShareItem {
  key: string;
  label: string;
  value: number;
  /** The language of the label, when it is a language's own name. */
  lang?: string;
}

/** One horizontal bar per item, longest first, with the number and share written beside it. */
export function ShareBars({ items, label }: { items: ShareItem[]; label: string }) {
  const { t } = useTranslation('adminBlog');
  const lang = currentLanguage();
  const total = items.reduce((sum, item) => sum + item.value, 0);
  const max = Math.max(1, ...items.map((item) => item.value));
  const sorted = [...items].sort((a, b) => b.value - a.value);
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
      {sorted.map((item) => {
        const share = total > 0 ? item.value / total : 0;
        return (
          <Stack key={item.key} gap={4} component="li">
            <Group justify="space-between" gap="sm" wrap="nowrap">
              <Text size="sm" fw={600} lang={item.lang}>
                {item.label}
              </Text>
              <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {t('analytics.share', {
                  count: item.value,
                  formatted: formatNumber(item.value, lang),
                  percent: formatNumber(share, lang, { style: 'percent', maximumFractionDigits: 0 }),
                })}
              </Text>
            </Group>
            <Box
              aria-hidden="true"
              h={10}
              style={{
                borderRadius: 'var(--mantine-radius-xl)',
                background: 'var(--mantine-color-default-hover)',
              }}
            >
              <Box
                h="100%"
                w={`${(item.value / max) * 100}%`}
                style={{
                  borderRadius: 'var(--mantine-radius-xl)',
                  background: 'var(--mantine-primary-color-filled)',
                  minWidth: item.value > 0 ? 4 : 0,
                }}
              />
            </Box>
          </Stack>
        );
      })}
    </Stack>
  );
}
