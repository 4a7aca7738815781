import type { VehicleOfferDto } from '@app/shared/vehicles/responses';
import { Badge, Box, Button, Card, Group, Image, List, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconCheck, IconManualGearbox, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { leadsTo } from '../../../islands/spec';
import { useAgencyTimeZone } from '../../../lib/agency-time';
import { formatDateTime, formatMoney, formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import classes from './vehicle-search.module.css';

/**
 * One class for the trip searched: what it is, its price for the whole rental or ride with how it
 * is made, what is included, and Book (or why it cannot be booked).
 */
export function VehicleOfferCard({ offer, href }: { offer: VehicleOfferDto; href: string }) {
  const { t } = useTranslation('vehicles');
  const lang = currentLanguage();
  const timeZone = useAgencyTimeZone();
  const id = `vehicle-${offer.classId}`;
  const rental = offer.service === 'rental';
  // Each amount kept whole in a sentence of either direction.
  const money = (minor: number) => `\u2068${formatMoney(minor, offer.currency, lang)}\u2069`;
  const basis =
    offer.basis === 'day' && offer.dailyRate != null && offer.days != null
      ? [
          t('offer.perDayBasis', {
            rate: money(offer.dailyRate),
            days: t('results.days', { count: offer.days }),
          }),
        ]
      : offer.baseFare != null && offer.perKm != null && offer.km != null
        ? [
            t('offer.baseFare', { amount: money(offer.baseFare) }),
            t('offer.perKmBasis', { amount: money(offer.perKm), km: formatNumber(offer.km, lang) }),
          ]
        : [];
  return (
    <Card
      withBorder
      radius="lg"
      padding={0}
      component="article"
      aria-labelledby={id}
      className={classes.offer}
    >
      <Box className={classes.offerImage}>
        <Image src={offer.image || null} alt="" h="100%" w="100%" fit="contain" loading="lazy" />
      </Box>
      <Stack gap={6} p="md" className={classes.offerBody}>
        <Title order={3} size="h4" id={id} lh={1.25}>
          {offer.name}
        </Title>
        <Text size="sm" c="dimmed">
          {t('offer.orSimilar', { model: offer.model })}
        </Text>
        <Group gap="xs" mt={2}>
          <Badge variant="light" color="gray" leftSection={<IconUsers size={14} aria-hidden="true" />}>
            {t('offer.passengers', { count: offer.passengers })}
          </Badge>
          <Badge variant="light" color="gray" leftSection={<IconBriefcase size={14} aria-hidden="true" />}>
            {t('offer.bags', { count: offer.bags })}
          </Badge>
          {offer.transmission ? (
            <Badge
              variant="light"
              color="gray"
              leftSection={<IconManualGearbox size={14} aria-hidden="true" />}
            >
              {t(`offer.${offer.transmission}`)}
            </Badge>
          ) : null}
        </Group>
        <List
          size="sm"
          spacing={2}
          mt={4}
          icon={<IconCheck size={16} color="var(--mantine-color-green-filled)" aria-hidden="true" />}
        >
          {rental ? (
            <List.Item>{t('offer.mileage')}</List.Item>
          ) : (
            <List.Item>
              {t('offer.freeWait', { minutes: formatNumber(offer.freeWaitMinutes, lang) })}
            </List.Item>
          )}
          <List.Item>
            {t('offer.cancel', { when: formatDateTime(offer.freeCancellationUntil, lang, timeZone) })}
          </List.Item>
        </List>
      </Stack>
      <Stack gap={4} p="md" className={classes.offerPrice}>
        <Text fz={24} fw={700} lh={1.1}>
          {formatMoney(offer.total, offer.currency, lang)}
        </Text>
        <Text size="xs" c="dimmed">
          {t('offer.total')}
        </Text>
        {basis.map((line) => (
          <Text size="sm" key={line}>
            {line}
          </Text>
        ))}
        {offer.oneWayFee > 0 ? (
          <Text size="sm" c="dimmed">
            {t('offer.oneWay', { amount: money(offer.oneWayFee) })}
          </Text>
        ) : null}
        {offer.available ? (
          <Button
            component={Link}
            to={href}
            {...leadsTo('checkout')}
            mt="xs"
            aria-label={t('offer.bookLabel', { name: offer.name })}
          >
            {t('offer.book')}
          </Button>
        ) : (
          <Badge color="red" variant="light" size="lg" mt="xs" className={classes.refusal}>
            {t(`offer.${offer.reason ?? 'sold_out'}`)}
          </Badge>
        )}
      </Stack>
    </Card>
  );
}
