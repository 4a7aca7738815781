import { useTranslation } from '../../../lib/use-translation';
import type { DurationWords } from '../utils/flight-text';

/** The flights page's words for a duration. */
export function useDurationWords(): DurationWords {
  const { t } = useTranslation('flights');
  return {
    hoursMinutes: (values) => t('duration.hoursMinutes', values),
    hours: (values) => t('duration.hours', values),
    minutes: (values) => t('duration.minutes', values),
  };
}
