import type { Language } from '@app/shared/i18n/languages';
import type { FlightItineraryDto } from '@app/shared/travel/responses';
import { Text, VisuallyHidden } from '@mantine/core';
import { IconPlane } from '@tabler/icons-react';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { clockTime, durationText } from '../utils/flight-text';
import classes from './flight-results.module.css';
import { useDurationWords } from './use-duration-words';

/** "Direct", "1 stop", "2 stops". */
export function useStopsText() {
  const { t } = useTranslation('flights');
  return (stops: number) => (stops === 0 ? t('stops.direct') : t('stops.count', { count: stops }));
}

/**
 * One way of an offer in a line: its departure and arrival on each airport's own clock (as given,
 * never converted), "+1" when it lands on a later day there, the time the provider gives it and
 * its stops. Times and codes keep their own direction in an Arabic line.
 */
export function ItineraryLine({ itinerary, lang }: { itinerary: FlightItineraryDto; lang: Language }) {
  const { t } = useTranslation('flights');
  const words = useDurationWords();
  const stopsText = useStopsText();
  const first = itinerary.segments[0];
  const last = itinerary.segments.at(-1);
  if (!first || !last) return null;
  const via = itinerary.segments.slice(0, -1).map((s) => s.to.code);
  return (
    <div className={classes.itinerary}>
      <div className={classes.end}>
        <Text className={classes.time}>
          <bdi>{clockTime(first.from.at, lang)}</bdi>
        </Text>
        <Text size="sm" c="dimmed" fw={600}>
          <bdi>{first.from.code}</bdi>
        </Text>
      </div>
      <div className={classes.middle}>
        <Text size="xs" c="dimmed">
          {itinerary.durationMinutes != null ? durationText(itinerary.durationMinutes, lang, words) : ''}
        </Text>
        <div className={classes.track} aria-hidden="true">
          {via.map((code) => (
            <span key={code} className={classes.stopDot} />
          ))}
          <IconPlane size={16} className={classes.plane} />
        </div>
        <Text size="xs" fw={600} className={itinerary.stops === 0 ? classes.direct : classes.withStops}>
          {stopsText(itinerary.stops)}
          {via.length ? (
            <Text span size="xs" c="dimmed" fw={400}>
              {' '}
              · <bdi>{via.join(', ')}</bdi>
            </Text>
          ) : null}
        </Text>
      </div>
      <div className={classes.end}>
        <Text className={classes.time}>
          <bdi>{clockTime(last.to.at, lang)}</bdi>
          {itinerary.dayShift !== 0 ? (
            <>
              <sup className={classes.dayShift} aria-hidden="true">
                <bdi>
                  {itinerary.dayShift > 0 ? '+' : '−'}
                  {formatNumber(Math.abs(itinerary.dayShift), lang)}
                </bdi>
              </sup>
              <VisuallyHidden>
                {itinerary.dayShift > 0
                  ? t('results.daysLater', { count: itinerary.dayShift })
                  : t('results.daysEarlier', { count: -itinerary.dayShift })}
              </VisuallyHidden>
            </>
          ) : null}
        </Text>
        <Text size="sm" c="dimmed" fw={600}>
          <bdi>{last.to.code}</bdi>
        </Text>
      </div>
    </div>
  );
}
