import { Container, Text, Title } from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
} from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import classes from './flight-hero.module.css';
import { runFlightHero } from './flight-hero-rotation';

/** The three slides: their pictures (`/images/flights/hero-N.svg`) and their words' keys. */
const SLIDES = [1, 2, 3] as const;

/**
 * The flights page's hero: its title over a slideshow of three pictures with a line each, arrows, a
 * progress bar and a pause button (an ARIA carousel: a region of labelled slides; the slide shown
 * is read out only while paused). Rendered by the server and turned by `flight-hero-rotation.ts`:
 * every 6 s by the stylesheet's bar, still for a reader who prefers reduced motion.
 */
export function FlightHero() {
  const { t } = useTranslation(['flights', 'pages']);
  const rootRef = useRef<HTMLElement>(null);
  useEffect(() => (rootRef.current ? runFlightHero(rootRef.current) : undefined), []);
  return (
    <section ref={rootRef} className={classes.hero} data-flight-hero="" aria-labelledby="flights-title">
      <Container size="lg" className={classes.content}>
        <Text className={classes.eyebrow}>{t('hero.eyebrow')}</Text>
        <Title order={1} id="flights-title" className={classes.title}>
          {t('pages:flights.title')}
        </Title>
        <Text className={classes.lead}>{t('pages:flights.lead')}</Text>
      </Container>
      <div
        className={classes.carousel}
        role="region"
        aria-roledescription={t('hero.carousel')}
        aria-label={t('hero.label')}
      >
        <div className={classes.slides} data-flight-slides="" aria-live="off">
          {SLIDES.map((n, i) => (
            <div
              key={n}
              className={classes.slide}
              role="group"
              aria-roledescription={t('hero.slide')}
              aria-label={t('hero.slideOf', { n: i + 1, count: SLIDES.length })}
              aria-hidden={i !== 0}
              data-flight-slide=""
              data-active={i === 0}
            >
              <img
                className={classes.image}
                src={`/images/flights/hero-${n}.svg`}
                alt=""
                width={1600}
                height={600}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'low'}
                decoding="async"
              />
              <div className={classes.caption}>
                <p className={classes.captionTitle}>{t(`hero.slides.${i}.title` as 'hero.slides.0.title')}</p>
                <p className={classes.captionText}>{t(`hero.slides.${i}.text` as 'hero.slides.0.text')}</p>
              </div>
            </div>
          ))}
        </div>
        <div className={classes.controls}>
          <button
            type="button"
            className={classes.control}
            data-flight-previous=""
            aria-label={t('hero.previous')}
          >
            <IconChevronLeft size={20} aria-hidden="true" className={classes.arrow} />
          </button>
          <div className={classes.progress} aria-hidden="true">
            <span className={classes.bar} data-flight-progress="" />
          </div>
          <button type="button" className={classes.control} data-flight-next="" aria-label={t('hero.next')}>
            <IconChevronRight size={20} aria-hidden="true" className={classes.arrow} />
          </button>
          <button
            type="button"
            className={classes.control}
            data-flight-pause=""
            aria-pressed={false}
            aria-label={t('hero.pause')}
            data-label-pause={t('hero.pause')}
            data-label-play={t('hero.play')}
          >
            <IconPlayerPauseFilled size={16} aria-hidden="true" className={classes.pauseIcon} />
            <IconPlayerPlayFilled size={16} aria-hidden="true" className={classes.playIcon} />
          </button>
        </div>
      </div>
    </section>
  );
}
