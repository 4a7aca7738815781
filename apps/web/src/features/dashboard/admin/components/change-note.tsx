import { Group, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconMinus, IconSparkles } from '@tabler/icons-react';
import { formatNumber } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/use-translation';
import type { Change } from '../utils/change';

/** AA text colours in both schemes. */
const GOOD = 'light-dark(var(--mantine-color-uzungol-9), var(--mantine-color-uzungol-3))';
const BAD = 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-3))';

/**
 * How a figure moved since the previous period, in words beside an arrow: "Up 25%", "Down 3.2
 * percentage points", "New", "No change". Green when the move is good news (more bookings, fewer
 * cancellations), red when it is not; the words carry the meaning, not the colour.
 */
export function ChangeNote({ change, upIsGood = true }: { change: Change; upIsGood?: boolean }) {
  const { t } = useTranslation('adminDashboard');
  const lang = currentLanguage();
  const { direction } = change;
  const good = direction === 'up' ? upIsGood : direction === 'down' ? !upIsGood : null;
  const text =
    'ratio' in change
      ? t(`change.${change.direction}`, {
          percent: formatNumber(change.ratio, lang, {
            style: 'percent',
            maximumFractionDigits: change.ratio < 0.1 ? 1 : 0,
          }),
        })
      : 'points' in change
        ? t(change.direction === 'up' ? 'change.upPoints' : 'change.downPoints', {
            points: formatNumber(change.points, lang, { maximumFractionDigits: 1 }),
          })
        : t(direction === 'new' ? 'change.new' : 'change.same');
  const Icon =
    direction === 'up'
      ? IconArrowUp
      : direction === 'down'
        ? IconArrowDown
        : direction === 'new'
          ? IconSparkles
          : IconMinus;
  return (
    <Group gap={4} wrap="nowrap" c={good === null ? 'dimmed' : good ? GOOD : BAD} data-change={direction}>
      <Icon size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
      <Text size="sm" fw={600} c="inherit">
        {text}
      </Text>
    </Group>
  );
}
