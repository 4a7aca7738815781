import type { PackageSummaryDto } from '@app/shared/packages/schemas';
import { SimpleGrid } from '@mantine/core';
import { PackageCard } from '../../components/catalog/package-card';
import { useTranslation } from '../../lib/use-translation';
import { useFeaturedPackages } from '../packages';
import { HomeSection } from './home-section';

export function FeaturedPackages() {
  const { t } = useTranslation('home');
  const query = useFeaturedPackages();
  return (
    <HomeSection<PackageSummaryDto>
      id="home-packages"
      title={t('sections.packages')}
      lead={t('sections.packagesLead')}
      query={query}
      failed={t('sections.packagesFailed')}
      empty={t('sections.packagesEmpty')}
      seeAll={{ to: '/packages', label: t('sections.allPackages') }}
      render={(items) => (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {items.slice(0, 3).map((trip) => (
            <PackageCard key={trip._id} trip={trip} />
          ))}
        </SimpleGrid>
      )}
    />
  );
}
