import type { HotelSummaryDto } from '@app/shared/hotels/schemas';
import { SimpleGrid } from '@mantine/core';
import { HotelCard } from '../../components/catalog/hotel-card';
import { useTranslation } from '../../lib/use-translation';
import { useFeaturedHotels } from './home-api';
import { HomeSection } from './home-section';

export function FeaturedHotels() {
  const { t } = useTranslation('home');
  const query = useFeaturedHotels();
  return (
    <HomeSection<HotelSummaryDto>
      id="home-hotels"
      title={t('sections.hotels')}
      lead={t('sections.hotelsLead')}
      query={query}
      failed={t('sections.hotelsFailed')}
      empty={t('sections.hotelsEmpty')}
      seeAll={{ to: '/hotels', label: t('sections.allHotels') }}
      render={(items) => (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {items.slice(0, 6).map((hotel) => (
            <HotelCard key={hotel._id} hotel={hotel} stayQuery="" />
          ))}
        </SimpleGrid>
      )}
    />
  );
}
