import type { HeroSlideDto } from '@app/shared/settings/schemas';
import { ActionIcon, Container, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { responsiveSources } from '../../lib/responsive-image';
import { useTranslation } from '../../lib/use-translation';
import { runHeroRotation } from './hero-rotation';
import { HeroScene } from './hero-scene';
import classes from './hero-slideshow.module.css';

interface Props {
  slides: HeroSlideDto[];
  /** Shown when the slide has no title (and with no slides). */
  fallbackTitle: string;
  fallbackSubtitle: string;
  eyebrow: string;
  /** Under the text, inside the hero (the search panel). */
  children?: ReactNode;
  /** 1 on the home page; a preview elsewhere uses a lower level. */
  headingLevel?: 1 | 2;
}

/**
 * The home page hero: the slides from the homepage settings with indicator buttons and a pause
 * button, shown as its first slide; `hero-rotation.ts` runs the slideshow on this markup (from the
 * effect here, or from the script of a page sent light). With no slides, or when every image
 * fails, the drawn coast shows.
 */
export function HeroSlideshow({
  slides,
  fallbackTitle,
  fallbackSubtitle,
  eyebrow,
  children,
  headingLevel = 1,
}: Props) {
  const titleId = useId();
  const { t } = useTranslation('home');
  const rootRef = useRef<HTMLElement>(null);
  const first = slides[0];
  const isDefault = slides.length === 0;

  useEffect(() => {
    if (rootRef.current && slides.length > 0) return runHeroRotation(rootRef.current);
  }, [slides]);

  return (
    <section
      ref={rootRef}
      className={classes.hero}
      data-hero=""
      data-default={isDefault}
      aria-labelledby={titleId}
    >
      <div className={classes.media} aria-hidden="true">
        <div className={classes.scene} data-hero-scene="" hidden={!isDefault}>
          <HeroScene />
        </div>
        {slides.map((slide, i) => (
          <img
            key={slide.url}
            className={classes.slide}
            data-slide=""
            data-active={i === 0}
            data-title={slide.title || undefined}
            data-subtitle={slide.subtitle || undefined}
            data-lang={slide.lang}
            src={slide.url}
            {...responsiveSources(slide.url, '100vw')}
            alt=""
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : 'low'}
            decoding="async"
          />
        ))}
        <div className={classes.shade} data-hero-shade="" hidden={isDefault} />
      </div>

      <Container size="lg" className={classes.content}>
        <Stack gap="sm" align="flex-start">
          <Text className={classes.eyebrow}>{eyebrow}</Text>
          <Title
            order={headingLevel}
            id={titleId}
            className={classes.title}
            lang={first?.lang}
            data-hero-title=""
            data-fallback={fallbackTitle}
          >
            {first?.title || fallbackTitle}
          </Title>
          <Text
            className={classes.subtitle}
            lang={first?.lang}
            data-hero-subtitle=""
            data-fallback={fallbackSubtitle}
          >
            {first?.subtitle || fallbackSubtitle}
          </Text>
          {slides.length > 1 ? (
            <div
              className={classes.controls}
              role="group"
              aria-label={t('hero.controls')}
              data-hero-controls=""
              // The label with `{n}` and `{count}` left in (a string count picks no plural form): the
              // slideshow fills them in again when a slide drops out.
              data-label-go-to={t('hero.goTo', { n: '{n}', count: '{count}' as unknown as number })}
            >
              <ActionIcon
                variant="transparent"
                className={classes.pause}
                size="lg"
                aria-label={t('hero.pause')}
                aria-pressed={false}
                data-hero-pause=""
                data-label-pause={t('hero.pause')}
                data-label-play={t('hero.play')}
              >
                <IconPlayerPauseFilled size={18} aria-hidden="true" className={classes.pauseIcon} />
                <IconPlayerPlayFilled size={18} aria-hidden="true" className={classes.playIcon} />
              </ActionIcon>
              {slides.map((slide, i) => (
                <button
                  key={slide.url}
                  type="button"
                  className={classes.dot}
                  data-hero-dot=""
                  aria-label={t('hero.goTo', { n: i + 1, count: slides.length })}
                  aria-current={i === 0}
                />
              ))}
            </div>
          ) : null}
        </Stack>
        {children}
      </Container>
    </section>
  );
}
