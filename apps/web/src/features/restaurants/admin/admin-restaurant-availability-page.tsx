import { addDays } from '@app/shared/common/dates';
import { ActionIcon, Badge, Box, Group, Skeleton, Stack, TextInput } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { AdminListPage } from '../../../components/admin/admin-list-page';
import { EditorSection } from '../../../components/editor-section';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { LoadingState } from '../../../components/states/loading-state';
import { useAgencyToday } from '../../../lib/agency-time';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { useRestaurantDay, useRestaurantTimeline } from './api/admin-restaurants-api';
import { ChosenRestaurantStates } from './components/chosen-restaurant-states';
import { DayEditor } from './components/day-editor';
import { DaySittingsList } from './components/day-sittings-list';
import { DayTimeline } from './components/day-timeline';
import { RestaurantPicker } from './components/restaurant-picker';
import { useChosenRestaurant } from './hooks/use-chosen-restaurant';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `/admin/restaurant-availability?restaurant=<id or slug>&date=<YYYY-MM-DD>`: the date's parties
 * per table, the times offered that day, and closing it.
 */
export function AdminRestaurantAvailabilityPage() {
  const { t, i18n } = useTranslation(['adminRestaurants', 'admin']);
  const lang = currentLanguage();
  const today = useAgencyToday();
  const [params, setParams] = useSearchParams();
  const named = params.get('restaurant');
  const date = DATE.test(params.get('date') ?? '') ? (params.get('date') as string) : today;
  // The address may name the restaurant by slug: every call uses its id once it is known.
  const chosen = useChosenRestaurant(named);
  const restaurantId = chosen.restaurant?._id ?? null;
  const day = useRestaurantDay(restaurantId, date);
  const timeline = useRestaurantTimeline(restaurantId, date);
  const rtl = i18n.dir() === 'rtl';

  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true });
  };

  return (
    <AdminListPage title={t('admin:nav.restaurantAvailability')} lead={t('availability.lead')}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <RestaurantPicker value={restaurantId} onChange={(id) => set({ restaurant: id })} />
        <Group gap={6} align="flex-end" wrap="nowrap">
          <ActionIcon
            variant="default"
            size={36}
            aria-label={t('availability.previousDay')}
            onClick={() => set({ date: addDays(date, -1) })}
          >
            {rtl ? <IconChevronRight aria-hidden="true" /> : <IconChevronLeft aria-hidden="true" />}
          </ActionIcon>
          <TextInput
            type="date"
            label={t('availability.date')}
            value={date}
            onChange={(e) => {
              const value = e.currentTarget.value;
              if (DATE.test(value)) set({ date: value });
            }}
          />
          <ActionIcon
            variant="default"
            size={36}
            aria-label={t('availability.nextDay')}
            onClick={() => set({ date: addDays(date, 1) })}
          >
            {rtl ? <IconChevronLeft aria-hidden="true" /> : <IconChevronRight aria-hidden="true" />}
          </ActionIcon>
        </Group>
        {day.data?.closed ? (
          <Badge color="red" variant="light" size="lg" mb={6}>
            {t('availability.closedBadge')}
          </Badge>
        ) : null}
      </Group>
      <ChosenRestaurantStates idOrSlug={named} chosen={chosen} prompt={t('choose.promptAvailability')}>
        {(restaurant) =>
          day.isPending ? (
            <LoadingState label={t('availability.loading')} />
          ) : day.isError ? (
            <ErrorState
              message={t('availability.loadFailed')}
              onRetry={() => void day.refetch()}
              retrying={day.isFetching}
            />
          ) : (
            <Stack gap="lg">
              <EditorSection
                title={t('availability.timeline', { date: formatDate(date, lang, { weekday: 'long' }) })}
                description={t('availability.timelineHint')}
              >
                {timeline.isPending ? (
                  <Skeleton h={160} />
                ) : timeline.isError ? (
                  <ErrorState
                    message={t('availability.loadFailed')}
                    onRetry={() => void timeline.refetch()}
                    retrying={timeline.isFetching}
                  />
                ) : timeline.data.tables.length === 0 ? (
                  <EmptyState description={t('tables.empty')} />
                ) : (
                  <>
                    <Box hiddenFrom="sm">
                      <DaySittingsList timeline={timeline.data} />
                    </Box>
                    <Box visibleFrom="sm">
                      <DayTimeline
                        timeline={timeline.data}
                        usualTimes={day.data.usualTimes}
                        turnMinutes={restaurant.turnMinutes}
                      />
                    </Box>
                  </>
                )}
              </EditorSection>
              <DayEditor key={`${restaurant._id} ${date}`} restaurantId={restaurant._id} day={day.data} />
            </Stack>
          )
        }
      </ChosenRestaurantStates>
    </AdminListPage>
  );
}
