import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';

export interface SearchItem {
  label: string;
  value: string;
}

/** "Your search": what a page received in its query, so the traveller sees it was not lost. */
export function SearchSummary({ items }: { items: SearchItem[] }) {
  const { t } = useTranslation('home');
  const shown = items.filter((i) => i.value.trim());
  if (shown.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="search-summary">
      <Stack gap="sm">
        <Title order={2} size="h4" id="search-summary">
          {t('summary.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} component="dl" spacing="sm" m={0}>
          {shown.map((item) => (
            <div key={item.label}>
              <Text component="dt" size="sm" c="dimmed">
                {item.label}
              </Text>
              <Text component="dd" m={0} fw={600}>
                {item.value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
