import { Container } from '@mantine/core';
import { HydrateWhenVisible } from '../../../components/hydrate-when-visible';
import { FeaturedDestinations } from '../../../features/home/featured-destinations';
import { FeaturedHotels } from '../../../features/home/featured-hotels';
import { FeaturedPackages } from '../../../features/home/featured-packages';
import { HeroSlideshow } from '../../../features/home/hero-slideshow';
import { useHeroSlides } from '../../../features/home/home-api';
import { HomeSearchPanel } from '../../../features/home/home-search-panel';
import { SpecialOffers } from '../../../features/home/special-offers';
import { useTranslation } from '../../../lib/use-translation';

/** Below the hero: each section becomes live as it nears the screen. */
const SECTIONS = [
  ['home-destinations', FeaturedDestinations],
  ['home-offers', SpecialOffers],
  ['home-hotels', FeaturedHotels],
  ['home-packages', FeaturedPackages],
] as const;

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
        <HydrateWhenVisible id="home-search">
          <HomeSearchPanel />
        </HydrateWhenVisible>
      </HeroSlideshow>
      <Container size="lg" pb="xl">
        {SECTIONS.map(([id, Section]) => (
          <HydrateWhenVisible key={id} id={id}>
            <Section />
          </HydrateWhenVisible>
        ))}
      </Container>
    </>
  );
}
