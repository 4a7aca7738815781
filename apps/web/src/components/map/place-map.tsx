import 'leaflet/dist/leaflet.css';
import './place-map.css';
import L from 'leaflet';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import { escapeHtml } from './escape-html';

export interface MapPlace {
  id: string;
  lat: number;
  lng: number;
  /** Short text on the pin, e.g. the price. */
  pin: string;
  /** What a screen reader says for the pin, e.g. the hotel's name. */
  label: string;
  popup?: ReactNode;
}

export interface PlaceMapProps {
  places: MapPlace[];
  tileUrl: string;
  attribution: string;
  /** Name of the map region for assistive technology. */
  ariaLabel: string;
  /** Shown over the map when its background images cannot be loaded. */
  tilesFailedText: string;
  height: number | string;
  /** Zoom for a single place. */
  zoom?: number;
  activeId?: string;
}

const PIN_FONT_PX = 14;
const PIN_HEIGHT = 30;
const PIN_TIP = 8;
let measureContext: CanvasRenderingContext2D | null | undefined;

/** Width of the pin's text in the page's font, so the marker's box is exactly the visible pin. */
function textWidth(text: string): number {
  if (measureContext === undefined) {
    measureContext = document.createElement('canvas').getContext('2d');
    if (measureContext) {
      const family = getComputedStyle(document.body).fontFamily || 'sans-serif';
      measureContext.font = `700 ${PIN_FONT_PX}px ${family}`;
    }
  }
  return measureContext ? measureContext.measureText(text).width : text.length * PIN_FONT_PX * 0.62;
}

function pinIcon(place: MapPlace, active: boolean): L.DivIcon {
  const width = Math.ceil(textWidth(place.pin)) + 24;
  return L.divIcon({
    className: active ? 'place-pin place-pin--active' : 'place-pin',
    html: `<span class="place-pin__label" dir="auto">${escapeHtml(place.pin)}<span class="place-pin__sr"> · ${escapeHtml(place.label)}</span></span>`,
    iconSize: [width, PIN_HEIGHT],
    // The tip under the pin points at the place.
    iconAnchor: [width / 2, PIN_HEIGHT + PIN_TIP],
    popupAnchor: [0, -(PIN_HEIGHT + PIN_TIP)],
  });
}

/** Keeps every place in view as the list changes. */
function FitToPlaces({ places, zoom }: { places: MapPlace[]; zoom: number }) {
  const map = useMap();
  const key = places.map((p) => `${p.id}:${p.lat}:${p.lng}`).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the places
  useEffect(() => {
    if (places.length === 0) return;
    if (places.length === 1) {
      const only = places[0];
      if (only) map.setView([only.lat, only.lng], zoom);
      return;
    }
    map.fitBounds(L.latLngBounds(places.map((p) => [p.lat, p.lng])), { padding: [48, 48], maxZoom: 14 });
  }, [map, key, zoom]);
  return null;
}

/** Leaflet's own credit without the flag icon; the tile credit comes from the settings. */
function AttributionPrefix() {
  const map = useMap();
  useEffect(() => {
    map.attributionControl?.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
  }, [map]);
  return null;
}

/** A Leaflet map of places with price pins; used lazily so Leaflet stays out of the first load. */
export default function PlaceMap({
  places,
  tileUrl,
  attribution,
  ariaLabel,
  tilesFailedText,
  height,
  zoom = 14,
  activeId,
}: PlaceMapProps) {
  const [tilesFailed, setTilesFailed] = useState(false);
  // Offline or blocked tiles: the pins still work on a plain background, and the reader is told.
  const tileEvents = useMemo(() => {
    let failures = 0;
    return {
      tileerror: () => {
        failures += 1;
        if (failures === 3) setTilesFailed(true);
      },
    };
  }, []);
  const first = places[0];
  const center: L.LatLngExpression = first ? [first.lat, first.lng] : [41.0, 39.72];
  return (
    <section className="place-map" style={{ height }} aria-label={ariaLabel} dir="ltr">
      <MapContainer center={center} zoom={zoom} scrollWheelZoom={false} style={{ height: '100%' }}>
        <TileLayer url={tileUrl} attribution={escapeHtml(attribution)} eventHandlers={tileEvents} />
        <FitToPlaces places={places} zoom={zoom} />
        <AttributionPrefix />
        {places.map((place) => (
          <Marker
            key={place.id}
            position={[place.lat, place.lng]}
            icon={pinIcon(place, place.id === activeId)}
            keyboard
            riseOnHover
          >
            {place.popup ? <Popup>{place.popup}</Popup> : null}
          </Marker>
        ))}
      </MapContainer>
      {tilesFailed ? (
        <p className="place-map__notice" role="status" dir="auto">
          {tilesFailedText}
        </p>
      ) : null}
    </section>
  );
}
