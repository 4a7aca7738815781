import type { HeroSlideDto } from '@app/shared/settings/schemas';
import { ActionIcon, Container, Stack, Text, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { responsiveSources } from '../../lib/responsive-image';
import { useTranslation } from '../../lib/use-translation';
import { HeroScene } from './hero-scene';
import classes from './hero-slideshow.module.css';
import { useSlideshow } from './use-slideshow';

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
 * The home page hero: the slides from the homepage settings, one every 5 s, with indicator
 * buttons and a pause button. It holds still while hovered or focused, and for visitors who
 * prefer reduced motion. With no slides, or when every image fails, the drawn coast shows.
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
  const reducedMotion = useReducedMotion() ?? false;
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const usable = slides.filter((s) => !failed.has(s.url));
  const { index, goTo } = useSlideshow(usable.length, {
    paused: hovered || focused || stopped || reducedMotion,
  });
  const current = usable[index];
  const isDefault = usable.length === 0;

  return (
    <section
      className={classes.hero}
      data-default={isDefault}
      aria-labelledby={titleId}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={classes.media} aria-hidden="true">
        {isDefault ? (
          <div className={classes.scene}>
            <HeroScene />
          </div>
        ) : (
          <>
            {usable.map((slide, i) => (
              <img
                key={slide.url}
                className={classes.slide}
                data-active={i === index}
                src={slide.url}
                {...responsiveSources(slide.url, '100vw')}
                alt=""
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'low'}
                decoding="async"
                onError={() => setFailed((prev) => new Set(prev).add(slide.url))}
              />
            ))}
            <div className={classes.shade} />
          </>
        )}
      </div>

      <Container size="lg" className={classes.content}>
        <Stack gap="sm" align="flex-start">
          <Text className={classes.eyebrow}>{eyebrow}</Text>
          <Title order={headingLevel} id={titleId} className={classes.title} lang={current?.lang}>
            {current?.title || fallbackTitle}
          </Title>
          <Text className={classes.subtitle} lang={current?.lang}>
            {current?.subtitle || fallbackSubtitle}
          </Text>
          {usable.length > 1 ? (
            <div className={classes.controls} role="group" aria-label={t('hero.controls')}>
              <ActionIcon
                variant="transparent"
                className={classes.pause}
                size="lg"
                onClick={() => setStopped((s) => !s)}
                aria-label={stopped ? t('hero.play') : t('hero.pause')}
                aria-pressed={stopped}
              >
                {stopped ? (
                  <IconPlayerPlayFilled size={18} aria-hidden="true" />
                ) : (
                  <IconPlayerPauseFilled size={18} aria-hidden="true" />
                )}
              </ActionIcon>
              {usable.map((slide, i) => (
                <button
                  key={slide.url}
                  type="button"
                  className={classes.dot}
                  aria-label={t('hero.goTo', { n: i + 1, count: usable.length })}
                  aria-current={i === index}
                  onClick={() => goTo(i)}
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
