import { reviewInput } from '@app/shared/hotels/schemas';
import type { Language } from '@app/shared/i18n/languages';
import {
  Alert,
  Box,
  Button,
  Card,
  Group,
  Rating,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useId, useState } from 'react';
import { StarRow } from '../../components/catalog/star-row';
import { ErrorState } from '../../components/states/error-state';
import { LabelledPagination } from '../../components/states/labelled-pagination';
import { ApiError } from '../../lib/api-client';
import { useFocusFirstError, useFocusWhenShown } from '../../lib/form-focus';
import { formatDate, formatNumber, languageName } from '../../lib/format';
import { authDialog } from '../../lib/session/auth-dialog-store';
import { useSession } from '../../lib/session/session-store';
import { useRetranslatedErrors } from '../../lib/use-retranslated-errors';
import { useTranslation } from '../../lib/use-translation';
import { type ReviewTarget, usePostReview, useReviews } from './reviews-api';

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
    <Stack gap="md" component="section" aria-labelledby="reviews-title">
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
            <Text c="dimmed">{t(target === 'packages' ? 'reviews.noneTrip' : 'reviews.none')}</Text>
          )}
          {data.data.map((r) => (
            <Card key={r._id} withBorder radius="md" padding="md" component="article">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text component="h3" fw={700} size="md" m={0} lang={r.lang} dir="auto">
                  {r.title}
                </Text>
                <StarRow count={r.rating} label={t('reviews.rated', { rating: r.rating })} />
              </Group>
              <Text mt="xs" lang={r.lang} dir="auto">
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
              <ReviewForm itemId={itemId} target={target} onPosted={() => setPosted(true)} />
            ) : data.reviewedByMe ? null : (
              <Text c="dimmed">
                {target === 'packages' ? t('reviews.afterTrip') : t('reviews.afterStay')}
              </Text>
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

function ReviewForm({
  itemId,
  target,
  onPosted,
}: {
  itemId: string;
  target: ReviewTarget;
  onPosted: () => void;
}) {
  const { t } = useTranslation('common');
  const post = usePostReview(itemId, target);
  const { ref: formRef, focusFirstError } = useFocusFirstError();
  const ratingErrorId = useId();
  const message = (field: string, code: string) =>
    field === 'rating'
      ? t('reviews.ratingRequired')
      : code === 'too_short'
        ? t('reviews.textTooShort')
        : t('validation.required');
  const form = useForm({
    initialValues: { rating: 0, title: '', text: '' },
    validate: (values) => {
      const parsed = reviewInput.safeParse(values);
      if (parsed.success) return {};
      return Object.fromEntries(
        parsed.error.issues.map((i) => [String(i.path[0]), message(String(i.path[0]), i.message)]),
      );
    },
  });
  useRetranslatedErrors(form);
  const error = post.error instanceof ApiError ? post.error : null;
  const failureRef = useFocusWhenShown(error !== null);
  return (
    <Card withBorder radius="md" padding="md">
      <form
        ref={formRef}
        onSubmit={form.onSubmit((values) => post.mutate(values, { onSuccess: onPosted }), focusFirstError)}
        aria-labelledby="write-review"
      >
        <Stack gap="sm">
          <Title order={3} size="h4" id="write-review">
            {t('reviews.write')}
          </Title>
          {error ? (
            <Alert ref={failureRef} tabIndex={-1} color="red" role="alert">
              {error.code === 'already_reviewed'
                ? target === 'packages'
                  ? t('reviews.alreadyTrip')
                  : t('reviews.already')
                : error.message}
            </Alert>
          ) : null}
          <div>
            <Text size="sm" fw={500} id="review-rating-label">
              {t('reviews.rating')}
            </Text>
            <Rating
              {...form.getInputProps('rating', { withError: false })}
              role="radiogroup"
              aria-labelledby="review-rating-label"
              aria-describedby={form.errors.rating ? ratingErrorId : undefined}
              getSymbolLabel={(value) => t('reviews.stars', { count: value })}
              size="lg"
            />
            {form.errors.rating ? (
              <Text size="xs" c="var(--mantine-color-error)" id={ratingErrorId}>
                {form.errors.rating}
              </Text>
            ) : null}
          </div>
          <TextInput label={t('reviews.reviewTitle')} maxLength={120} {...form.getInputProps('title')} />
          <Textarea
            label={t('reviews.text')}
            minRows={3}
            maxLength={2000}
            autosize
            {...form.getInputProps('text')}
          />
          <Button type="submit" loading={post.isPending} w="fit-content">
            {t('reviews.submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
