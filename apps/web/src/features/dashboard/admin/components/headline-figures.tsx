import type { DashboardDto } from '@app/shared/dashboard/schemas';
import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoney, formatNumber } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/use-translation';
import { bookingsHref } from '../utils/admin-links';
import { changeOf, rateChangeOf } from '../utils/change';
import { percent } from '../utils/chart-format';
import { ChangeNote } from './change-note';

const NUMBER_STYLE = { fontVariantNumeric: 'tabular-nums' } as const;
/** Large figures that still fit a quarter of a laptop's content width; a very long one wraps. */
const AMOUNT_STYLE = { ...NUMBER_STYLE, overflowWrap: 'anywhere' } as const;

/**
 * The period's four headline figures, each beside the previous period of the same length: bookings,
 * revenue and average booking value per currency (never added across currencies), cancellation rate.
 */
export function HeadlineFigures({ data }: { data: DashboardDto }) {
  const { t } = useTranslation('adminDashboard');
  const lang = currentLanguage();
  const { current, previous } = data;
  const count = (n: number) => formatNumber(n, lang);
  // Every currency either period earned in, so a currency that earned nothing now still shows.
  const currencies = [...new Set([...current.revenue, ...previous.revenue].map((r) => r.currency))].sort();
  const revenueOf = (p: typeof current, currency: string) => p.revenue.find((r) => r.currency === currency);

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      <FigureCard title={t('figures.bookings')}>
        <Amount value={count(current.bookings.total)} />
        <ChangeNote change={changeOf(current.bookings.total, previous.bookings.total)} />
        <Previous value={count(previous.bookings.total)} />
      </FigureCard>

      <FigureCard title={t('figures.revenue')} note={t('figures.revenueNote')}>
        <PerCurrency currencies={currencies} of={(p, c) => revenueOf(p, c)?.amount ?? 0} data={data} />
      </FigureCard>

      <FigureCard title={t('figures.average')}>
        <PerCurrency currencies={currencies} of={(p, c) => revenueOf(p, c)?.averageValue ?? 0} data={data} />
      </FigureCard>

      <FigureCard title={t('figures.cancellationRate')}>
        <Amount value={percent(current.cancellations.rate, lang)} />
        <ChangeNote
          change={rateChangeOf(
            current.cancellations.rate,
            previous.cancellations.rate,
            previous.bookings.total > 0,
          )}
          upIsGood={false}
        />
        <Previous value={percent(previous.cancellations.rate, lang)} />
        <Anchor
          component={Link}
          to={current.cancellations.href ?? bookingsHref({ status: 'cancelled' })}
          size="sm"
        >
          {t('figures.cancelled', { formatted: count(current.cancellations.count) })}
        </Anchor>
      </FigureCard>
    </SimpleGrid>
  );
}

/** A money figure per currency, each beside the previous period's, never added across currencies. */
function PerCurrency({
  currencies,
  of,
  data,
}: {
  currencies: string[];
  of: (period: DashboardDto['current'], currency: string) => number;
  data: DashboardDto;
}) {
  const { t } = useTranslation('adminDashboard');
  const lang = currentLanguage();
  if (currencies.length === 0) return <Text c="dimmed">{t('figures.noRevenue')}</Text>;
  return currencies.map((currency) => {
    const now = of(data.current, currency);
    const before = of(data.previous, currency);
    return (
      <Stack key={currency} gap={2} data-currency={currency}>
        <Amount value={formatMoney(now, currency, lang)} small={currencies.length > 1} />
        <ChangeNote change={changeOf(now, before)} />
        <Previous value={formatMoney(before, currency, lang)} />
      </Stack>
    );
  });
}

function FigureCard({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={title}>
      <Stack gap={6}>
        <Title order={3} size="h6" c="dimmed" fw={600}>
          {title}
        </Title>
        {children}
        {note ? (
          <Text size="xs" c="dimmed">
            {note}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

function Amount({ value, small = false }: { value: string; small?: boolean }) {
  return (
    <Text
      fz={small ? 'clamp(18px, 1.4vw, 22px)' : 'clamp(22px, 1.7vw, 30px)'}
      fw={700}
      lh={1.2}
      style={AMOUNT_STYLE}
    >
      <bdi>{value}</bdi>
    </Text>
  );
}

function Previous({ value }: { value: string }) {
  const { t } = useTranslation('adminDashboard');
  return (
    <Text size="sm" c="dimmed" style={NUMBER_STYLE}>
      {t('figures.previous', { value })}
    </Text>
  );
}
