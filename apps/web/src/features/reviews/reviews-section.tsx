import type { Language } from '@app/shared/i18n/languages';
import { Alert, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { StarRow } from '../../components/catalog/star-row';
import { ErrorState } from '../../components/states/error-state';
import { LabelledPagination } from '../../components/states/labelled-pagination';
import { wakeNear } from '../../islands/spec';
import { useFocusWhenShown } from '../../lib/form-focus';
import { formatDate, formatNumber, languageName } from '../../lib/format';
import { authDialog } from '../../lib/session/auth-dialog-store';
import { useSession } from '../../lib/session/session-store';
import { useTranslation } from '../../lib/use-translation';
import { AFTER, NONE } from './review-texts';
import { type ReviewTarget, useReviews } from './reviews-api';
import classes from './reviews-section.module.css';

// The form (and the schema that checks it) loads only for a reader who may write a review.
const ReviewForm = lazy(() => import('./review-form').then((m) => ({ default: m.ReviewForm })));

/**
 * Reviews with their average, and a form for signed-in guests whose stay or trip is over (one
 * review each). Serves hotels and tour packages alike.
 */
export function ReviewsSection({ itemId, target }: { itemId: string; target: ReviewTarget }) {
  const { t, i18n } = useTranslation('common');
  const lang = i18n.language as Language;
  const [page, setPage] = useState(1);
  const reviews = useReviews(itemId, page, target);
  const session = useSession();
  const data = reviews.data;
  // The form goes once the review is posted: the thanks take its place, and the focus.
  const [posted, setPosted] = useState(false);
  const thanksRef = useFocusWhenShown(posted);

  return (
    <Stack gap="md" component="section" aria-labelledby="reviews-title" {...wakeNear}>
      <Title order={2} size="h3" id="reviews-title">
        {t('reviews.title')}
      </Title>
      {reviews.isError ? (
        <ErrorState title={t('reviews.loadFailed')} onRetry={() => void reviews.refetch()} />
      ) : data ? (
        <>
          {data.totalReviews > 0 ? (
            <Group gap="sm">
              <StarRow
                count={Math.round(data.averageRating)}
                size={18}
                label={t('reviews.rated', { rating: data.averageRating })}
              />
              <Text fw={600}>
                {t('reviews.summary', {
                  rating: formatNumber(data.averageRating, lang, { minimumFractionDigits: 1 }),
                  count: data.totalReviews,
                })}
              </Text>
            </Group>
          ) : (
            <Text c="dimmed">{t(NONE[target])}</Text>
          )}
          {data.data.map((r) => (
            <Card key={r._id} withBorder radius="md" padding="md" component="article">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text
                  component="h3"
                  fw={700}
                  size="md"
                  m={0}
                  lang={r.lang}
                  dir="auto"
                  className={classes.ownDirection}
                >
                  {r.title}
                </Text>
                <StarRow count={r.rating} label={t('reviews.rated', { rating: r.rating })} />
              </Group>
              <Text mt="xs" lang={r.lang} dir="auto" className={classes.ownDirection}>
                {r.text}
              </Text>
              <Text size="sm" c="dimmed" mt="xs">
                <bdi>{r.author}</bdi> · {formatDate(r.date, lang)}
                {r.lang !== lang
                  ? ` · ${t('reviews.writtenIn', { language: languageName(r.lang, lang) })}`
                  : null}
              </Text>
            </Card>
          ))}
          {data.totalPages > 1 ? (
            <Box component="nav" aria-label={t('reviews.pagination')}>
              <LabelledPagination total={data.totalPages} value={page} onChange={setPage} size="sm" />
            </Box>
          ) : null}
          {posted ? (
            <Alert ref={thanksRef} tabIndex={-1} role="status" color="uzungol">
              {t('reviews.thanks')}
            </Alert>
          ) : null}
          {session.status === 'authenticated' ? (
            data.canReview ? (
              <Suspense fallback={null}>
                <ReviewForm itemId={itemId} target={target} onPosted={() => setPosted(true)} />
              </Suspense>
            ) : data.reviewedByMe ? null : (
              <Text c="dimmed">{t(AFTER[target])}</Text>
            )
          ) : (
            <Button variant="light" onClick={() => authDialog.open('login')} w="fit-content">
              {t('reviews.logInToReview')}
            </Button>
          )}
        </>
      ) : null}
    </Stack>
  );
}
