import { Box, Skeleton } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { wakeNear } from '../../islands/spec';
import { useTranslation } from '../../lib/use-translation';
import { usePublicSettings } from '../layout/use-public-settings';
import { DEFAULT_TILES } from './default-tiles';
import type { MapPlace, PlaceMapProps } from './place-map';

const PlaceMap = lazy(() => import('./place-map'));

export type { MapPlace };

/** True once the element comes within a screen of the viewport (maps below the fold load late). */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  // Starts far on the server and in the browser alike, so a server-rendered page hydrates as is.
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/** The map of places, its code loaded on demand, with its tiles from the site settings. */
export function LazyPlaceMap(props: Omit<PlaceMapProps, 'tileUrl' | 'attribution' | 'tilesFailedText'>) {
  const { t } = useTranslation();
  const settings = usePublicSettings();
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const placeholder = (
    <Box role="status" aria-label={t('map.loading')}>
      <Skeleton h={props.height} radius="lg" />
    </Box>
  );
  if (!near || settings.isPending)
    return (
      <Box ref={ref} {...wakeNear}>
        {placeholder}
      </Box>
    );
  const tiles = settings.data ?? DEFAULT_TILES;
  return (
    <Suspense fallback={placeholder}>
      <PlaceMap
        {...props}
        tileUrl={tiles.mapTileUrl}
        attribution={tiles.mapAttribution}
        tilesFailedText={t('map.tilesFailed')}
      />
    </Suspense>
  );
}
