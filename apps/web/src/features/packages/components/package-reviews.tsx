import { Group, Paper, Rating, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

interface ReviewsPage {
  data: {
    _id: string;
    rating: number;
    title: string;
    text: string;
    author: string;
    lang: string;
    createdAt: string;
  }[];
  total: number;
}

/** What travellers wrote after their trip (reviews are written from My bookings once a trip is over). */
export function PackageReviews({ packageId }: { packageId: string }) {
  const { t } = useTranslation('packages');
  const lang = currentLanguage();
  const reviews = useQuery({
    queryKey: ['packages', 'reviews', packageId],
    queryFn: ({ signal }) =>
      api<ReviewsPage>(`/packages/${packageId}/reviews`, { signal, query: { limit: 10 } }),
  });
  return (
    <Stack gap="sm" component="section" aria-labelledby="package-reviews">
      <Title order={2} size="h3" id="package-reviews">
        {t('detail.reviews')}
      </Title>
      {reviews.isError ? (
        <Text c="dimmed">{t('detail.reviewsFailed')}</Text>
      ) : reviews.data && reviews.data.data.length === 0 ? (
        <Text c="dimmed">{t('detail.noReviews')}</Text>
      ) : (
        (reviews.data?.data ?? []).map((r) => (
          <Paper key={r._id} withBorder radius="md" p="sm" component="article">
            <Group justify="space-between" wrap="wrap">
              <Text fw={700} lang={r.lang}>
                {r.title}
              </Text>
              <Rating
                value={r.rating}
                readOnly
                size="sm"
                aria-label={t('detail.stars', { count: r.rating })}
              />
            </Group>
            <Text size="sm" lang={r.lang}>
              {r.text}
            </Text>
            <Text size="xs" c="dimmed">
              {r.author} · {formatDate(r.createdAt, lang)}
            </Text>
          </Paper>
        ))
      )}
    </Stack>
  );
}
