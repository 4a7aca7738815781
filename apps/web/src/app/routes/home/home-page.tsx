import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FeaturedDestinations } from '../../../features/home/featured-destinations';
import { FeaturedHotels } from '../../../features/home/featured-hotels';
import { HeroSlideshow } from '../../../features/home/hero-slideshow';
import { useHeroSlides } from '../../../features/home/home-api';
import { HomeSearchPanel } from '../../../features/home/home-search-panel';

/** `/`: the hero slideshow with the search panel, then destinations, hotels, offers and packages. */
export function HomePage() {
  const { t } = useTranslation(['home', 'pages']);
  const slides = useHeroSlides();
  return (
    <>
      <HeroSlideshow
        slides={slides.data ?? []}
        eyebrow={t('pages:home.eyebrow')}
        fallbackTitle={t('home:hero.title')}
        fallbackSubtitle={t('home:hero.subtitle')}
      >
        <HomeSearchPanel />
      </HeroSlideshow>
      <Container size="lg" pb="xl">
        <FeaturedDestinations />
        <FeaturedHotels />
      </Container>
    </>
  );
}
