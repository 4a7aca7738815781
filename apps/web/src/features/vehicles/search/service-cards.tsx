import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconBus,
  IconCar,
  IconCarSuv,
  IconHeadset,
  IconMapPin,
  IconPlaneArrival,
  IconReceipt,
  IconShieldCheck,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { RoundIcon } from '../../../components/round-icon';
import { formatMoney } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { defaultSearch, searchParams, type VehicleSearch } from '../utils/vehicle-search-params';
import { vehicleFromPricesQuery } from '../vehicles-api';

type Icon = ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true' }>;

interface ServiceCard {
  key: 'economy' | 'suv' | 'airport' | 'group';
  icon: Icon;
  price: 'carPerDay' | 'suvPerDay' | 'airportTransfer' | 'groupTransfer';
  perDay: boolean;
  /** The search the card opens, from the default one. */
  search: Partial<VehicleSearch>;
}

const CARDS: ServiceCard[] = [
  {
    key: 'economy',
    icon: IconCar,
    price: 'carPerDay',
    perDay: true,
    search: { service: 'rental', carType: 'economy' },
  },
  {
    key: 'suv',
    icon: IconCarSuv,
    price: 'suvPerDay',
    perDay: true,
    search: { service: 'rental', carType: 'suv' },
  },
  {
    key: 'airport',
    icon: IconPlaneArrival,
    price: 'airportTransfer',
    perDay: false,
    search: { service: 'transfer' },
  },
  {
    key: 'group',
    icon: IconBus,
    price: 'groupTransfer',
    perDay: false,
    search: { service: 'transfer', passengers: 7 },
  },
];

/**
 * Before any search: the four services with their "from" prices, read from the catalogue (spec
 * section 3); each opens its search for tomorrow.
 */
export function ServiceCards({ today }: { today: string }) {
  const { t } = useTranslation('vehicles');
  const lang = currentLanguage();
  const prices = useQuery(vehicleFromPricesQuery());
  const base = defaultSearch(today);
  return (
    <section aria-labelledby="vehicle-services">
      <Title order={2} size="h3" id="vehicle-services" mb="md">
        {t('cards.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {CARDS.map(({ key, icon: Icon, price, perDay, search }) => {
          const amount = prices.data?.[price];
          const money =
            amount != null && prices.data ? formatMoney(amount, prices.data.currency, lang) : null;
          return (
            <Card
              key={key}
              withBorder
              radius="lg"
              padding="md"
              component={Link}
              to={`?${searchParams({ ...base, ...search }).toString()}`}
            >
              <Stack gap={6}>
                <RoundIcon size={44}>
                  <Icon size={24} aria-hidden="true" />
                </RoundIcon>
                <Title order={3} size="h5">
                  {t(`cards.${key}`)}
                </Title>
                <Text size="sm" c="dimmed">
                  {t(`cards.${key}Text`)}
                </Text>
                <Text fw={700}>
                  {money
                    ? t(perDay ? 'cards.perDay' : 'cards.from', { amount: money })
                    : prices.isPending
                      ? '\u00a0'
                      : t('cards.none')}
                </Text>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </section>
  );
}

const REASONS: { key: 'safety' | 'fees' | 'local' | 'support'; icon: Icon }[] = [
  { key: 'safety', icon: IconShieldCheck },
  { key: 'fees', icon: IconReceipt },
  { key: 'local', icon: IconMapPin },
  { key: 'support', icon: IconHeadset },
];

/** The Why Choose Our Services block (spec section 3). */
export function WhyChooseUs() {
  const { t } = useTranslation('vehicles');
  return (
    <section aria-labelledby="vehicle-why">
      <Title order={2} size="h3" id="vehicle-why" mb="md">
        {t('why.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        {REASONS.map(({ key, icon: Icon }) => (
          <Stack key={key} gap={6}>
            <RoundIcon size={40} color="teal">
              <Icon size={22} aria-hidden="true" />
            </RoundIcon>
            <Title order={3} size="h5">
              {t(`why.${key}`)}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`why.${key}Text`)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </section>
  );
}
