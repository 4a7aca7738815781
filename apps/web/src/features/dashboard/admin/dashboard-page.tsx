import type { DashboardDto } from '@app/shared/dashboard/schemas';
import { Anchor, Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconDownload } from '@tabler/icons-react';
import { useCallback, useId, useState } from 'react';
import { Link } from 'react-router';
import { AdminListPage } from '../../../components/admin/admin-list-page';
import { EditorSection } from '../../../components/editor-section';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { formatDateRange } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { useTranslation } from '../../../lib/use-translation';
import { kindName as bookingKindName } from '../../bookings';
import { downloadDashboardCsv, useDashboard } from './api/dashboard-api';
import { BookingsByKind } from './components/bookings-by-kind';
import { BookingsChart } from './components/bookings-chart';
import { DashboardLoading } from './components/dashboard-loading';
import { DeparturesTable } from './components/departures-table';
import { EveningsTable } from './components/evenings-table';
import { HeadlineFigures } from './components/headline-figures';
import { HotelsTable } from './components/hotels-table';
import { LatestBookings } from './components/latest-bookings';
import { NextTwoDays } from './components/next-two-days';
import { OccupancyChart } from './components/occupancy-chart';
import { PeriodPicker } from './components/period-picker';
import { RevenueChart } from './components/revenue-chart';
import { WaitingList } from './components/waiting-list';
import { useDashboardPeriod } from './hooks/use-dashboard-period';

/**
 * `/admin`: the travel agency's figures for a period (kept in the address) beside the previous
 * period of the same length, what waits for someone, the next two days and the coming nights,
 * departures and evenings, and the latest bookings; the period's figures as CSV.
 */
export function AdminDashboardView() {
  const { t } = useTranslation(['adminDashboard', 'admin']);
  // Kinds named as the bookings list names them; one the app does not know by its code.
  const { t: bookingsT } = useTranslation('adminBookings');
  const kindName = useCallback((type: string) => bookingKindName(bookingsT, type), [bookingsT]);
  const lang = currentLanguage();
  const { period, choose } = useDashboardPeriod();
  const dashboard = useDashboard(period);
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const data = dashboard.data;
  // Days the server refused (an end before the start, a range too long), in the reader's language.
  const fieldErrors = serverFieldErrors(dashboard.error, ['from', 'to']);
  const refused = Object.keys(fieldErrors).length > 0;
  // The figures on screen are another period's while the chosen one loads.
  const settled = data && !dashboard.isPlaceholderData ? data : null;

  const download = async () => {
    if (!settled) return;
    setDownloading(true);
    setDownloadFailed(false);
    try {
      await downloadDashboardCsv(period, settled.current);
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <AdminListPage
      title={t('admin:nav.dashboard')}
      lead={t('admin:leads.dashboard')}
      action={
        <Group gap="sm">
          {dashboard.isFetching && data ? (
            <Loader size="sm" role="status" aria-label={t('updating')} />
          ) : null}
          <Button
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden="true" />}
            onClick={() => void download()}
            loading={downloading}
            disabled={!settled}
          >
            {t('download')}
          </Button>
        </Group>
      }
    >
      {downloadFailed ? (
        <Text c="light-dark(var(--mantine-color-red-9), var(--mantine-color-red-3))" role="alert">
          {t('downloadFailed')}
        </Text>
      ) : null}
      <PeriodPicker
        period={period}
        shown={data?.current ?? null}
        today={data?.period.today}
        errors={fieldErrors}
        summary={
          data
            ? t('period.shown', {
                range: formatDateRange(data.current.from, data.current.to, lang),
                previous: formatDateRange(data.previous.from, data.previous.to, lang),
              })
            : undefined
        }
        onChange={choose}
      />
      {data ? (
        <DashboardReport data={data} kindName={kindName} />
      ) : dashboard.isPending ? (
        <DashboardLoading />
      ) : refused ? (
        <Text c="dimmed">{t('period.invalid')}</Text>
      ) : (
        <ErrorState
          title={t('loadFailed')}
          message={t('loadFailedBody')}
          onRetry={() => void dashboard.refetch()}
          retrying={dashboard.isFetching}
        />
      )}
    </AdminListPage>
  );
}

function DashboardReport({ data, kindName }: { data: DashboardDto; kindName: (type: string) => string }) {
  const { t } = useTranslation('adminDashboard');
  const glanceId = useId();
  // A new agency: nothing was ever booked.
  const firstDays =
    data.current.bookings.total === 0 && data.previous.bookings.total === 0 && data.latest.length === 0;

  return (
    <Stack gap="lg">
      {firstDays ? (
        <EmptyState
          icon={<IconChartBar aria-hidden="true" />}
          title={t('welcome.title')}
          description={t('welcome.body')}
        />
      ) : (
        <Stack component="section" aria-labelledby={glanceId} gap="sm">
          <Title order={2} size="h4" id={glanceId}>
            {t('figures.heading')}
          </Title>
          <HeadlineFigures data={data} />
        </Stack>
      )}

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <EditorSection title={t('waiting.heading')}>
          <WaitingList waiting={data.waiting} />
        </EditorSection>
        <EditorSection title={t('soon.heading')}>
          <NextTwoDays data={data} />
        </EditorSection>
      </SimpleGrid>

      {firstDays ? null : (
        <>
          <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="lg">
            <EditorSection title={t('charts.bookings')}>
              <BookingsChart figures={data.current} kindName={kindName} />
            </EditorSection>
            <EditorSection title={t('charts.revenue')}>
              <RevenueChart figures={data.current} />
            </EditorSection>
          </SimpleGrid>
          <EditorSection title={t('byKind.heading')}>
            <BookingsByKind figures={data.current} kindName={kindName} />
          </EditorSection>
        </>
      )}

      <EditorSection title={t('hotels.heading')}>
        {data.hotels.hotels.length === 0 ? (
          <SectionEmpty
            text={t('hotels.empty')}
            link={{ to: '/admin/hotel-inventory', label: t('hotels.emptyLink') }}
          />
        ) : (
          <>
            <OccupancyChart hotels={data.hotels} />
            <HotelsTable hotels={data.hotels} />
          </>
        )}
      </EditorSection>

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <EditorSection title={t('departures.heading')}>
          {data.departures.length === 0 ? (
            <SectionEmpty
              text={t('departures.empty')}
              link={{ to: '/admin/packages', label: t('departures.emptyLink') }}
            />
          ) : (
            <DeparturesTable departures={data.departures} />
          )}
        </EditorSection>
        <EditorSection title={t('evenings.heading')}>
          {data.restaurantEvenings.length === 0 ? (
            <SectionEmpty
              text={t('evenings.empty')}
              link={{ to: '/admin/restaurant-tables', label: t('evenings.emptyLink') }}
            />
          ) : (
            <EveningsTable evenings={data.restaurantEvenings} />
          )}
        </EditorSection>
      </SimpleGrid>

      <EditorSection title={t('latest.heading')}>
        {data.latest.length === 0 ? (
          <Text c="dimmed">{t('latest.empty')}</Text>
        ) : (
          <LatestBookings latest={data.latest} timeZone={data.period.timeZone} kindName={kindName} />
        )}
      </EditorSection>
    </Stack>
  );
}

function SectionEmpty({ text, link }: { text: string; link: { to: string; label: string } }) {
  return (
    <Stack gap={4} align="flex-start">
      <Text c="dimmed">{text}</Text>
      <Anchor component={Link} to={link.to} size="sm" fw={600}>
        {link.label}
      </Anchor>
    </Stack>
  );
}
