import { cutAtWord } from '@app/shared/common/text';
import type { OfferDto } from '@app/shared/offers/schemas';
import { Badge, Button, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDate, formatMoney, formatNumber, formatWeekdays } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { responsiveSources } from '../../lib/responsive-image';
import { useTranslation } from '../../lib/use-translation';
import { specialOffersQuery } from './home-api';
import { HomeSection } from './home-section';

const useSpecialOffers = () => useQuery(specialOffersQuery());

/** Hotel promotions and package deals, the saving shown against the normal price. */
export function SpecialOffers() {
  const { t } = useTranslation('home');
  const lang = currentLanguage();
  const query = useSpecialOffers();
  return (
    <HomeSection<OfferDto>
      id="home-offers"
      title={t('sections.offers')}
      lead={t('sections.offersLead')}
      query={query}
      failed={t('sections.offersFailed')}
      empty={t('sections.offersEmpty')}
      render={(items) => (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {items.slice(0, 6).map((offer) => (
            <Card
              key={offer._id}
              withBorder
              radius="lg"
              padding={0}
              component="article"
              aria-labelledby={`offer-${offer._id}`}
            >
              <Card.Section pos="relative">
                <Image
                  src={offer.image || null}
                  {...responsiveSources(offer.image, '(min-width: 62em) 25vw, (min-width: 36em) 50vw, 100vw')}
                  alt=""
                  h={150}
                  fit="cover"
                  loading="lazy"
                  fallbackSrc="/images/destinations/black-sea-coast.svg"
                />
                <Badge
                  pos="absolute"
                  top={10}
                  style={{ insetInlineStart: 10 }}
                  color="red.9"
                  variant="filled"
                >
                  {t('offers.save', { percent: formatNumber(offer.discountPercent, lang) })}
                </Badge>
              </Card.Section>
              <Stack gap={6} p="md" style={{ flex: 1 }}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {offer.type === 'hotel' ? t('offers.hotel') : t('offers.package')}
                </Text>
                <Title order={3} size="h5" id={`offer-${offer._id}`} lang={offer.contentLang}>
                  {offer.title}
                </Title>
                {offer.subtitle ? <Text size="sm">{offer.subtitle}</Text> : null}
                <Text size="sm" c="dimmed" lang={offer.contentLang}>
                  {cutAtWord(offer.description, 100)}
                </Text>
                {offer.weekdays ? (
                  <Text size="sm" fw={600}>
                    {offer.weekdays.length < 7
                      ? t('offers.nightsOnly', { days: formatWeekdays(offer.weekdays, lang) })
                      : t('offers.someNights')}
                  </Text>
                ) : null}
                <Text size="xs" c="dimmed">
                  {offer.validFrom === offer.validTo
                    ? t('offers.on', { date: formatDate(offer.validFrom, lang) })
                    : t('offers.between', {
                        from: formatDate(offer.validFrom, lang),
                        to: formatDate(offer.validTo, lang),
                      })}
                </Text>
                <Group justify="space-between" align="flex-end" mt="auto" wrap="nowrap">
                  <div>
                    <Text size="sm" c="dimmed" td="line-through">
                      <bdi>{formatMoney(offer.normalPrice, offer.currency, lang)}</bdi>
                    </Text>
                    <Text fw={700} size="lg" lh={1.1}>
                      <bdi>{formatMoney(offer.offerPrice, offer.currency, lang)}</bdi>
                    </Text>
                    <Text size="xs" c="dimmed">
                      {offer.type === 'hotel' ? t('offers.perNight') : t('offers.perPerson')}
                    </Text>
                  </div>
                  <Button
                    component={Link}
                    to={offer.href}
                    size="sm"
                    aria-label={t('offers.seeNamed', { name: offer.title })}
                  >
                    {t('offers.see')}
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    />
  );
}
