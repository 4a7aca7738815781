import type { BlogAnalyticsDto } from '@app/shared/blog/schemas';
import { todayIn } from '@app/shared/common/dates';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Input,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AdminListPage } from '../../../components/admin/admin-list-page';
import { AdminListStates } from '../../../components/admin/admin-list-states';
import { EditorSection } from '../../../components/editor-section';
import { EmptyState } from '../../../components/states/empty-state';
import { useAgencyTimeZone } from '../../../lib/agency-time';
import { formatDate, formatNumber, languageName } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { useBlogAnalytics } from './api/blog-admin-api';
import { ShareBars } from './components/share-bars';
import { ViewsChart } from './components/views-chart';
import { siteDaysAgo } from './utils/site-time';

const PRESETS = ['7', '30', '90'] as const;
type Range = (typeof PRESETS)[number] | 'custom';
const MAX_DAYS = 366;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function readRange(value: string | null): Range {
  return value === 'custom' || (PRESETS as readonly string[]).includes(value ?? '') ? (value as Range) : '30';
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Why a custom period cannot be shown, or null. */
function periodProblem(from: string, to: string): 'missing' | 'order' | 'tooLong' | null {
  if (!DAY.test(from) || !DAY.test(to)) return 'missing';
  if (from > to) return 'order';
  if (daysBetween(from, to) > MAX_DAYS) return 'tooLong';
  return null;
}

/** `/blog-admin/analytics`: views per day, the most read posts, languages and where readers came from. */
export function BlogAnalyticsPage() {
  const { t } = useTranslation(['adminBlog', 'admin', 'common']);
  const lang = currentLanguage();
  const [params, setParams] = useSearchParams();
  const range = readRange(params.get('range'));
  const siteZone = useAgencyTimeZone();
  const today = todayIn(siteZone);
  const from = range === 'custom' ? (params.get('from') ?? '') : siteDaysAgo(Number(range) - 1, siteZone);
  const to = range === 'custom' ? (params.get('to') ?? '') : today;
  const problem = periodProblem(from, to);
  const analytics = useBlogAnalytics(from, to, problem === null);
  const [customFrom, setCustomFrom] = useState(from || siteDaysAgo(29, siteZone));
  const [customTo, setCustomTo] = useState(to || today);
  const [customError, setCustomError] = useState<string | null>(null);
  const periodLabelId = useId();
  const phone = useMediaQuery('(max-width: 36em)');

  // The custom fields follow the URL (back and forward).
  useEffect(() => {
    if (range === 'custom' && from && to) {
      setCustomFrom(from);
      setCustomTo(to);
    }
  }, [range, from, to]);

  const choose = (next: Range) => {
    const search = new URLSearchParams(params);
    search.set('range', next);
    if (next === 'custom') {
      search.set('from', customFrom);
      search.set('to', customTo);
    } else {
      search.delete('from');
      search.delete('to');
    }
    if (next === '30') search.delete('range');
    setParams(search, { replace: true });
  };

  const applyCustom = (event: FormEvent) => {
    event.preventDefault();
    const why = periodProblem(customFrom, customTo);
    if (why) {
      setCustomError(t(`analytics.problem.${why}`, { max: formatNumber(MAX_DAYS, lang) }));
      return;
    }
    setCustomError(null);
    setParams(new URLSearchParams({ range: 'custom', from: customFrom, to: customTo }), { replace: true });
  };

  const period =
    problem === null ? t('analytics.period', { from: formatDate(from, lang), to: formatDate(to, lang) }) : '';

  const body =
    problem !== null ? (
      <EmptyState title={t('analytics.chooseTitle')} description={t('analytics.choose')} />
    ) : (
      <AdminListStates
        list={analytics}
        loadingLabel={t('analytics.loading')}
        loadFailed={{ message: t('analytics.loadFailed') }}
        isEmpty={() => false}
        empty={null}
      >
        {(answer) => <AnalyticsReport data={answer} period={period} />}
      </AdminListStates>
    );

  return (
    <AdminListPage
      title={t('admin:blogNav.analytics')}
      lead={t('analytics.lead')}
      action={
        analytics.isFetching && !analytics.isPending ? (
          <Loader size="sm" role="status" aria-label={t('analytics.loading')} />
        ) : null
      }
    >
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="sm">
          <Input.Wrapper label={t('analytics.periodLabel')} labelElement="div" id={periodLabelId}>
            <SegmentedControl
              mt={4}
              display="flex"
              w={phone ? '100%' : 'fit-content'}
              orientation={phone ? 'vertical' : 'horizontal'}
              aria-labelledby={periodLabelId}
              value={range}
              onChange={(next) => choose(next as Range)}
              data={[
                ...PRESETS.map((days) => ({
                  value: days,
                  label: t('analytics.lastDays', {
                    count: Number(days),
                    formatted: formatNumber(Number(days), lang),
                  }),
                })),
                { value: 'custom', label: t('analytics.custom') },
              ]}
            />
          </Input.Wrapper>
          {range === 'custom' ? (
            <form onSubmit={applyCustom} noValidate>
              <Group gap="sm" align="flex-end" wrap="wrap">
                <TextInput
                  type="date"
                  label={t('analytics.from')}
                  value={customFrom}
                  max={today}
                  onChange={(event) => setCustomFrom(event.currentTarget.value)}
                />
                <TextInput
                  type="date"
                  label={t('analytics.to')}
                  value={customTo}
                  max={today}
                  onChange={(event) => setCustomTo(event.currentTarget.value)}
                />
                <Button type="submit" variant="light">
                  {t('analytics.show')}
                </Button>
              </Group>
              {customError ? (
                <Text size="sm" c="var(--mantine-color-error)" role="alert" mt="xs">
                  {customError}
                </Text>
              ) : null}
            </form>
          ) : null}
          {period ? (
            <Text size="sm" c="dimmed">
              {period}
            </Text>
          ) : null}
        </Stack>
      </Paper>
      {body}
    </AdminListPage>
  );
}

function AnalyticsReport({ data, period }: { data: BlogAnalyticsDto; period: string }) {
  const { t } = useTranslation(['adminBlog', 'common']);
  const lang = currentLanguage();
  const days = Math.max(1, data.perDay.length);
  const average = data.total / days;
  const best = data.perDay.reduce<{ day: string; views: number } | null>(
    (top, d) => (top === null || d.views > top.views ? d : top),
    null,
  );

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <Stat label={t('analytics.total')} value={formatNumber(data.total, lang)} />
        <Stat
          label={t('analytics.average')}
          value={formatNumber(average, lang, { maximumFractionDigits: average < 10 ? 1 : 0 })}
        />
        <Stat
          label={t('analytics.bestDay')}
          value={best && best.views > 0 ? formatDate(best.day, lang) : '—'}
          note={
            best && best.views > 0
              ? t('analytics.viewsCount', { count: best.views, formatted: formatNumber(best.views, lang) })
              : undefined
          }
        />
      </SimpleGrid>

      {data.total === 0 ? (
        <Alert variant="light" color="sea">
          {t('analytics.noViews')}
        </Alert>
      ) : null}

      <EditorSection title={t('analytics.perDay')}>
        <ViewsChart perDay={data.perDay} caption={t('analytics.chartCaption', { period })} />
      </EditorSection>

      <EditorSection title={t('analytics.topPosts')}>
        {data.topPosts.length === 0 ? (
          <Text c="dimmed">{t('analytics.noTopPosts')}</Text>
        ) : (
          // Three columns fit a phone: the titles wrap, the views stay in sight.
          <Table.ScrollContainer minWidth={280}>
            <Table verticalSpacing="xs" aria-label={t('analytics.topPosts')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={48}>{t('analytics.rank')}</Table.Th>
                  <Table.Th>{t('analytics.post')}</Table.Th>
                  <Table.Th ta="end">{t('analytics.views')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.topPosts.map((post, i) => (
                  <Table.Tr key={post._id}>
                    <Table.Td>{formatNumber(i + 1, lang)}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={`/blog-admin/edit/${post._id}`} fw={600}>
                        {post.title || post.slug}
                      </Anchor>
                    </Table.Td>
                    <Table.Td ta="end" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatNumber(post.views, lang)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </EditorSection>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <EditorSection title={t('analytics.byLanguage')}>
          <ShareBars
            label={t('analytics.byLanguage')}
            items={data.byLanguage.map((item) => ({
              key: item.lang,
              label: languageName(item.lang, lang),
              value: item.views,
            }))}
          />
        </EditorSection>
        <EditorSection title={t('analytics.byReferrer')}>
          <ShareBars
            label={t('analytics.byReferrer')}
            items={data.byReferrer.map((item) => ({
              key: item.category,
              label: t(`analytics.referrers.${item.category}`),
              value: item.views,
            }))}
          />
        </EditorSection>
      </SimpleGrid>
    </Stack>
  );
}

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fz={28} fw={700} lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {value}
        </Text>
        {note ? (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
