import type { DashboardDto } from '@app/shared/dashboard/schemas';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatNumber } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/use-translation';
import { bookingsHref } from '../utils/admin-links';

/**
 * What waits for someone: pending bookings, blog comments to moderate, the week's contact messages
 * and mail that could not be sent, each opening its list where the admin has one.
 */
export function WaitingList({ waiting }: { waiting: DashboardDto['waiting'] }) {
  const { t } = useTranslation('adminDashboard');
  const lang = currentLanguage();
  const items = [
    {
      key: 'pendingBookings',
      label: t('waiting.pendingBookings'),
      ...waiting.pendingBookings,
      href: waiting.pendingBookings.href ?? bookingsHref({ status: 'pending' }),
    },
    { key: 'blogComments', label: t('waiting.blogComments'), ...waiting.blogCommentsPending },
    { key: 'contactMessages', label: t('waiting.contactMessages'), ...waiting.contactMessagesLast7Days },
    { key: 'mailFailed', label: t('waiting.mailFailed'), ...waiting.mailFailed },
  ];
  const nothing = items.every((item) => item.count === 0);

  return (
    <Stack gap="xs">
      {nothing ? (
        <Group gap={6} c="dimmed">
          <IconCircleCheck size={18} aria-hidden="true" />
          <Text size="sm">{t('waiting.allClear')}</Text>
        </Group>
      ) : null}
      <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <Group key={item.key} component="li" justify="space-between" wrap="nowrap" gap="sm">
            {item.href ? (
              <Anchor component={Link} to={item.href} size="sm">
                {item.label}
              </Anchor>
            ) : (
              <Text size="sm">{item.label}</Text>
            )}
            <Badge
              variant={item.count > 0 ? 'filled' : 'default'}
              color={item.key === 'mailFailed' ? 'red' : 'sea'}
              autoContrast
              style={{ fontVariantNumeric: 'tabular-nums', flexShrink: 0 }}
            >
              {formatNumber(item.count, lang)}
            </Badge>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
