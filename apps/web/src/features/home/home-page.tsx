import { Container } from '@mantine/core';
import { HydrateWhenVisible } from '../../components/hydrate-when-visible';
import { Island } from '../../islands/island';
import { useTranslation } from '../../lib/use-translation';
import { FeaturedDestinations } from './featured-destinations';
import { FeaturedHotels } from './featured-hotels';
import { FeaturedPackages } from './featured-packages';
import { HeroSlideshow } from './hero-slideshow';
import { useHeroSlides } from './home-api';
import { HomeSearchPanel } from './home-search-panel';
import { SpecialOffers } from './special-offers';

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
          <Island name="home-search" component={HomeSearchPanel} props={{}} when="interaction" />
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
