import { isLanguage } from '@app/shared/i18n/languages';
import type { AdminUserDetailDto } from '@app/shared/users/admin-users';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatDate, formatNumber, languageName } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/use-translation';

const REVIEWED = ['hotel', 'package', 'restaurant'] as const;
const isReviewed = (type: string): type is (typeof REVIEWED)[number] =>
  (REVIEWED as readonly string[]).includes(type);

/** A section of the account's page: its heading, how many in all, and the latest few. */
function Section({
  id,
  title,
  total,
  children,
}: {
  id: string;
  title: string;
  total: string | null;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {total ? (
            <Text size="sm" c="dimmed">
              {total}
            </Text>
          ) : null}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** A text the account wrote, in the direction of its own language. */
function Written({ children, lang }: { children: string; lang: string }) {
  return (
    <Text size="sm" lineClamp={3} dir="auto" lang={lang} style={{ whiteSpace: 'pre-line' }}>
      {children}
    </Text>
  );
}

/** The language a text was written in, named in the reader's. */
const writtenIn = (lang: string) => (isLanguage(lang) ? languageName(lang, currentLanguage()) : lang);

/** The account's latest reviews (what was reviewed, the stars, the words) and how many in all. */
export function AccountReviews({ detail }: { detail: AdminUserDetailDto }) {
  const { t } = useTranslation('adminUsers');
  const lang = currentLanguage();
  const { reviews } = detail;
  return (
    <Section
      id="account-reviews"
      title={t('reviews.title')}
      total={
        reviews.total > 0
          ? t('reviews.total', { count: reviews.total, formatted: formatNumber(reviews.total, lang) })
          : null
      }
    >
      {reviews.latest.length === 0 ? (
        <Text c="dimmed">{t('reviews.none')}</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {reviews.latest.map((review) => (
            <Stack key={review._id} gap={4} component="li">
              <Group gap="xs" wrap="wrap">
                <Badge variant="light" color="gray" size="sm">
                  {isReviewed(review.subjectType)
                    ? t(`reviews.subjects.${review.subjectType}`)
                    : review.subjectType}
                </Badge>
                <Group
                  gap={2}
                  wrap="nowrap"
                  aria-label={t('reviews.rating', {
                    rating: formatNumber(review.rating, lang),
                    max: formatNumber(5, lang),
                  })}
                >
                  <IconStarFilled
                    size={14}
                    aria-hidden="true"
                    style={{ color: 'var(--mantine-color-tea-6)' }}
                  />
                  <Text size="sm" fw={600} aria-hidden="true">
                    {formatNumber(review.rating, lang)}/{formatNumber(5, lang)}
                  </Text>
                </Group>
                <Text size="sm" c="dimmed">
                  {formatDate(review.date, lang)} · {writtenIn(review.lang)}
                </Text>
              </Group>
              {review.title ? (
                <Text fw={600} dir="auto" lang={review.lang}>
                  {review.title}
                </Text>
              ) : null}
              <Written lang={review.lang}>{review.text}</Written>
            </Stack>
          ))}
        </Stack>
      )}
    </Section>
  );
}

/** The account's latest blog comments (on which post, whether approved, the words) and how many in all. */
export function AccountComments({ detail }: { detail: AdminUserDetailDto }) {
  const { t } = useTranslation('adminUsers');
  const lang = currentLanguage();
  const { comments } = detail;
  return (
    <Section
      id="account-comments"
      title={t('comments.title')}
      total={
        comments.total > 0
          ? t('comments.total', { count: comments.total, formatted: formatNumber(comments.total, lang) })
          : null
      }
    >
      {comments.latest.length === 0 ? (
        <Text c="dimmed">{t('comments.none')}</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {comments.latest.map((comment) => (
            <Stack key={comment._id} gap={4} component="li">
              <Group gap="xs" wrap="wrap">
                <Badge variant="light" color={comment.status === 'approved' ? 'uzungol' : 'orange'} size="sm">
                  {t(`comments.status.${comment.status}`)}
                </Badge>
                <Text size="sm" c="dimmed">
                  {formatDate(comment.createdAt, lang)}
                </Text>
              </Group>
              <Text size="sm">
                {t('comments.on')}{' '}
                <Anchor href={`/blog/post/${encodeURIComponent(comment.post.slug)}`} dir="auto" fw={600}>
                  {comment.post.title}
                </Anchor>
              </Text>
              <Written lang={comment.lang}>{comment.body}</Written>
            </Stack>
          ))}
        </Stack>
      )}
    </Section>
  );
}
