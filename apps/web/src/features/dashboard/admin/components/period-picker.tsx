import { DASHBOARD_PERIODS, type DashboardPeriod } from '@app/shared/dashboard/schemas';
import { Group, Input, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import type { DashboardPeriodQuery } from '../api/dashboard-api';
import { PeriodDateInput } from './period-date-input';

interface PeriodPickerProps {
  period: DashboardPeriodQuery;
  /** The days of the period shown now: where a custom range starts from. */
  shown: { from: string; to: string } | null;
  /** The agency's today, the last day a custom range may end on. */
  today?: string;
  /** What the server said of the custom range's days, by field. */
  errors: { from?: string; to?: string };
  /** The period in words once the figures are there: "27 May – 2 Jun 2027, compared with …". */
  summary?: string;
  onChange: (next: DashboardPeriodQuery) => void;
}

/**
 * The dashboard's period: today, the last 7 or 30 days, this month or a custom range of two days.
 * A phone or a narrow column beside the sidebar gets a select (the five choices need about 600
 * pixels across in Turkish), a wider screen the segmented choice.
 */
export function PeriodPicker({ period, shown, today, errors, summary, onChange }: PeriodPickerProps) {
  const { t } = useTranslation('adminDashboard');
  const labelId = useId();
  // Read at once (the admin is drawn in the browser only): no segmented control flashing on a phone.
  const narrow = useMediaQuery('(max-width: 62em)', false, { getInitialValueInEffect: false });
  const options = DASHBOARD_PERIODS.map((value) => ({ value, label: t(`period.${value}`) }));

  const choose = (value: string | null) => {
    const next = (DASHBOARD_PERIODS as readonly string[]).includes(value ?? '')
      ? (value as DashboardPeriod)
      : null;
    if (!next || next === period.period) return;
    // A custom range starts as the days on screen, ready to be changed.
    onChange(
      next === 'custom'
        ? { period: next, from: shown?.from ?? today, to: shown?.to ?? today }
        : { period: next },
    );
  };
  const custom = period.period === 'custom' ? period : null;

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        {narrow ? (
          <Select
            label={t('period.label')}
            data={options}
            value={period.period}
            onChange={choose}
            allowDeselect={false}
            maw={{ sm: '20rem' }}
          />
        ) : (
          <Input.Wrapper label={t('period.label')} labelElement="div" id={labelId}>
            <SegmentedControl
              mt={4}
              display="flex"
              w="fit-content"
              aria-labelledby={labelId}
              value={period.period}
              onChange={choose}
              data={options}
            />
          </Input.Wrapper>
        )}
        {custom ? (
          <Group gap="sm" align="flex-start" wrap="wrap">
            <PeriodDateInput
              label={t('period.from')}
              value={custom.from ?? ''}
              max={today}
              error={errors.from}
              onApply={(from) => onChange({ ...custom, from })}
            />
            <PeriodDateInput
              label={t('period.to')}
              value={custom.to ?? ''}
              max={today}
              error={errors.to}
              onApply={(to) => onChange({ ...custom, to })}
            />
          </Group>
        ) : null}
        {summary ? (
          <Text size="sm" c="dimmed">
            {summary}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
