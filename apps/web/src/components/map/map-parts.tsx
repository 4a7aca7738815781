import { useEffect, useMemo, useState } from 'react';
import { useMap } from 'react-leaflet';

/** Leaflet's own credit without the flag icon; the tile credit comes from the settings. */
export function AttributionPrefix() {
  const map = useMap();
  useEffect(() => {
    map.attributionControl?.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
  }, [map]);
  return null;
}

/**
 * Whether the map's background images fail (offline, blocked): after three failed tiles the map
 * says so and goes on working on a plain background. `events` go on the TileLayer.
 */
export function useTilesFailed(): { failed: boolean; events: { tileerror: () => void } } {
  const [failed, setFailed] = useState(false);
  const events = useMemo(() => {
    let failures = 0;
    return {
      tileerror: () => {
        failures += 1;
        if (failures === 3) setFailed(true);
      },
    };
  }, []);
  return { failed, events };
}
