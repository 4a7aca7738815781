import { ISO_WEEKDAYS, type IsoWeekday } from '@app/shared/restaurants/opening-hours';
import { ActionIcon, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { IconMoon, IconPlus, IconTrash } from '@tabler/icons-react';
import { localeOf } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/use-translation';
import { pastMidnight } from '../utils/restaurant-form';
import type { RestaurantForm } from './restaurant-form-sections';

const MAX_SITTINGS = 4;

/** "Monday", "Pazartesi", "الاثنين": 2024-01-01 was a Monday. */
export function weekdayName(day: IsoWeekday): string {
  return new Intl.DateTimeFormat(localeOf(currentLanguage()), { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, Number(day))),
  );
}

/** The week's sittings: per weekday none (closed) to four, each from a time to a time. */
export function OpeningHoursEditor({ form }: { form: RestaurantForm }) {
  const { t } = useTranslation('adminRestaurants');
  return (
    <Stack gap="sm">
      {ISO_WEEKDAYS.map((day) => {
        const name = weekdayName(day);
        const sittings = form.values.openingHours[day];
        const dayError = form.errors[`openingHours.${day}`];
        return (
          <Stack
            key={day}
            gap={6}
            pb="sm"
            style={{ borderBlockEnd: '1px solid var(--mantine-color-default-border)' }}
          >
            <Group justify="space-between" gap="xs">
              <Group gap="xs">
                <Text fw={600} w={110}>
                  {name}
                </Text>
                {sittings.length === 0 ? (
                  <Badge variant="light" color="gray">
                    {t('hours.closed')}
                  </Badge>
                ) : null}
              </Group>
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconPlus size={16} aria-hidden="true" />}
                disabled={sittings.length >= MAX_SITTINGS}
                onClick={() => {
                  const last = sittings[sittings.length - 1];
                  form.insertListItem(
                    `openingHours.${day}`,
                    last
                      ? { from: last.to, to: last.to < '23:00' ? '23:00' : '23:30' }
                      : { from: '12:00', to: '15:00' },
                  );
                }}
                aria-label={t('hours.add', { day: name })}
              >
                {t('hours.addShort')}
              </Button>
            </Group>
            {sittings.map((s, i) => (
              <Group
                // biome-ignore lint/suspicious/noArrayIndexKey: a sitting is its place in the day (the form's path)
                key={`${day}-${i}`}
                gap="xs"
                align="flex-start"
                role="group"
                aria-label={t('hours.sittingLabel', { day: name, n: i + 1 })}
              >
                <TimeInput
                  label={t('hours.from')}
                  dir="ltr"
                  w={120}
                  {...form.getInputProps(`openingHours.${day}.${i}.from`)}
                />
                <TimeInput
                  label={t('hours.to')}
                  dir="ltr"
                  w={120}
                  {...form.getInputProps(`openingHours.${day}.${i}.to`)}
                />
                <Stack gap={0} justify="flex-end" mt={26}>
                  <Group gap="xs" wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size={36}
                      aria-label={t('hours.remove', { day: name, from: s.from, to: s.to })}
                      onClick={() => form.removeListItem(`openingHours.${day}`, i)}
                    >
                      <IconTrash size={18} aria-hidden="true" />
                    </ActionIcon>
                    {pastMidnight(s) ? (
                      <Badge
                        variant="light"
                        color="sea"
                        leftSection={<IconMoon size={12} aria-hidden="true" />}
                      >
                        {t('hours.pastMidnight')}
                      </Badge>
                    ) : null}
                  </Group>
                </Stack>
              </Group>
            ))}
            {dayError ? (
              <Text size="sm" c="red" role="alert">
                {dayError}
              </Text>
            ) : null}
          </Stack>
        );
      })}
    </Stack>
  );
}
