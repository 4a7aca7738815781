import { reviewInput } from '@app/shared/hotels/schemas';
import { Alert, Button, Card, Rating, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useId } from 'react';
import { ApiError } from '../../lib/api-client';
import { useFocusFirstError, useFocusWhenShown } from '../../lib/form-focus';
import { useRetranslatedErrors } from '../../lib/use-retranslated-errors';
import { useTranslation } from '../../lib/use-translation';
import { ALREADY } from './review-texts';
import { type ReviewTarget, usePostReview } from './reviews-api';

/** The review form of a signed-in guest whose stay or trip is over (loaded only for them). */
export function ReviewForm({
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
              {error.code === 'already_reviewed' ? t(ALREADY[target]) : error.message}
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
