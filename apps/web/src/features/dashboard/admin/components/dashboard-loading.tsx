import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { ListLoading } from '../../../../components/states/list-loading';
import { useTranslation } from '../../../../lib/use-translation';

/** The dashboard's shape while its figures load: the cards, then two charts, at their sizes. */
export function DashboardLoading() {
  const { t } = useTranslation('adminDashboard');
  return (
    <ListLoading label={t('loading')}>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
          {['bookings', 'revenue', 'average', 'cancellations'].map((card) => (
            <Paper key={card} withBorder radius="lg" p="md">
              <Skeleton h={14} w="50%" mb="sm" />
              <Skeleton h={34} w="70%" mb="sm" />
              <Skeleton h={12} w="60%" />
            </Paper>
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Skeleton h={220} radius="lg" />
          <Skeleton h={220} radius="lg" />
        </SimpleGrid>
        <Skeleton h={380} radius="lg" />
        <Skeleton h={340} radius="lg" />
      </Stack>
    </ListLoading>
  );
}
