import type { Language } from '@app/shared/i18n/languages';
import { type RecentFlightSearch, recentSearchKey } from '@app/shared/travel/recent-searches';
import { ActionIcon, Button, Group, Text, Title, UnstyledButton } from '@mantine/core';
import { IconClock, IconX } from '@tabler/icons-react';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { routeText } from '../utils/flight-text';
import classes from './recent-searches.module.css';

const shortDay = (day: string, lang: Language) =>
  formatDate(day, lang, { day: 'numeric', month: 'short', year: undefined });

/**
 * The recent searches (spec section 4), newest first: each runs again on a click, or goes with its
 * ×; Clear all forgets them all.
 */
export function RecentSearches({
  list,
  onRun,
  onForget,
  onClear,
}: {
  list: readonly RecentFlightSearch[];
  onRun: (search: RecentFlightSearch) => void;
  onForget: (search: RecentFlightSearch) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('flights');
  const lang = currentLanguage();
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="recent-searches-title" className={classes.recent}>
      <Group justify="space-between" gap="xs" mb="xs">
        <Title order={2} size="h5" id="recent-searches-title">
          <Group gap={6} component="span">
            <IconClock size={18} aria-hidden="true" />
            {t('recent.title')}
          </Group>
        </Title>
        <Button variant="subtle" size="compact-sm" onClick={onClear}>
          {t('recent.clear')}
        </Button>
      </Group>
      <ul className={classes.list}>
        {list.map((search) => {
          const route = routeText(
            search.originCode,
            search.destinationCode,
            lang,
            search.tripType === 'roundTrip',
          );
          const days =
            search.tripType === 'roundTrip' && search.returnDate
              ? `${shortDay(search.departureDate, lang)} – ${shortDay(search.returnDate, lang)}`
              : shortDay(search.departureDate, lang);
          return (
            <li key={recentSearchKey(search)} className={classes.item}>
              <UnstyledButton className={classes.run} onClick={() => onRun(search)}>
                <Text fw={600} size="sm" lh={1.3}>
                  {route}
                </Text>
                <Text size="xs" c="dimmed" lh={1.3}>
                  {days} · {t('passengers', { count: search.passengers })} · {t(`cabin.${search.cabinClass}`)}
                </Text>
              </UnstyledButton>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="md"
                onClick={() => onForget(search)}
                aria-label={t('recent.remove', { route })}
              >
                <IconX size={16} aria-hidden="true" />
              </ActionIcon>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
