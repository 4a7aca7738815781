import 'leaflet/dist/leaflet.css';
import './place-map.css';
import { escapeHtml } from '@app/shared/common/html';
import L from 'leaflet';
import { Fragment, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { groupOverlapping } from './group-places';
import { AttributionPrefix, useTilesFailed } from './map-parts';

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
  /**
   * With it, places whose pins would overlap at the current zoom share one pin with this text and
   * name (e.g. "5 hotels"); choosing it zooms in until they stand apart.
   */
  groupPin?: (places: MapPlace[]) => { pin: string; label: string };
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

const pinWidth = (text: string) => Math.ceil(textWidth(text)) + 24;

function pinIcon(place: Pick<MapPlace, 'pin' | 'label'>, className: string): L.DivIcon {
  const width = pinWidth(place.pin);
  return L.divIcon({
    className,
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

/**
 * The pins, places that would overlap sharing one pin when `groupPin` is given. A shared pin zooms
 * in on its places (from the keyboard too, the focus then goes to the first of them); where they
 * cannot be told apart by zooming, it opens a list of their cards.
 */
function PlaceMarkers({
  places,
  activeId,
  groupPin,
}: Pick<PlaceMapProps, 'places' | 'activeId' | 'groupPin'>) {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  // The map was just fitted to the places (before this listened): group at the zoom it has now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: new places are fitted anew
  useEffect(() => setZoom(map.getZoom()), [map, places]);
  const markers = useRef(new Map<string, L.Marker>());
  const [focusId, setFocusId] = useState<string | null>(null);

  const groups = useMemo(
    () =>
      groupPin
        ? groupOverlapping(
            places.map((item) => {
              const point = map.project([item.lat, item.lng], zoom);
              return { item, x: point.x, y: point.y, width: pinWidth(item.pin) };
            }),
            PIN_HEIGHT,
            (members) => pinWidth(groupPin(members.map((m) => m.item)).pin),
          ).map((group) => group.map((p) => p.item))
        : places.map((place) => [place]),
    [places, zoom, map, groupPin],
  );

  useEffect(() => {
    if (!focusId) return;
    const holder = groups.find((g) => g.some((m) => m.id === focusId)) ?? [];
    const element = markers.current.get(holder.map((m) => m.id).join('|'))?.getElement();
    if (!element) return;
    element.focus();
    setFocusId(null);
  }, [groups, focusId]);

  const remember = (id: string) => (marker: L.Marker | null) => {
    if (marker) markers.current.set(id, marker);
    else markers.current.delete(id);
  };

  return groups.map((members) => {
    const [first] = members;
    if (!first) return null;
    if (members.length === 1 || !groupPin)
      return (
        <Marker
          key={first.id}
          ref={remember(first.id)}
          position={[first.lat, first.lng]}
          icon={pinIcon(first, first.id === activeId ? 'place-pin place-pin--active' : 'place-pin')}
          keyboard
          riseOnHover
        >
          {first.popup ? <Popup>{first.popup}</Popup> : null}
        </Marker>
      );
    const bounds = L.latLngBounds(members.map((m) => [m.lat, m.lng]));
    const apart = map.getBoundsZoom(bounds, false, L.point(96, 96));
    const canZoom = zoom < map.getMaxZoom() && !bounds.getNorthEast().equals(bounds.getSouthWest());
    const key = members.map((m) => m.id).join('|');
    const zoomIn = () =>
      map.setView(bounds.getCenter(), Math.min(map.getMaxZoom(), Math.max(zoom + 1, apart)));
    return (
      <Marker
        key={key}
        ref={remember(key)}
        position={[first.lat, first.lng]}
        icon={pinIcon(groupPin(members), 'place-pin place-pin--group')}
        keyboard
        riseOnHover
        zIndexOffset={1000}
        eventHandlers={
          canZoom
            ? {
                click: zoomIn,
                // Leaflet gives a focused pin's keys as `keypress`: Enter (or Space) acts as a click.
                keypress: (event) => {
                  const key = (event as unknown as { originalEvent: KeyboardEvent }).originalEvent;
                  if (key.key !== 'Enter' && key.key !== ' ') return;
                  key.preventDefault();
                  // Once zoomed, the focus goes to the pin that now holds the first of these places.
                  map.once('zoomend', () => setFocusId(first.id));
                  zoomIn();
                },
              }
            : undefined
        }
      >
        {canZoom ? null : (
          <Popup>
            {members.map((m, index) => (
              <Fragment key={m.id}>
                {index > 0 ? <hr className="place-map__divider" /> : null}
                {m.popup}
              </Fragment>
            ))}
          </Popup>
        )}
      </Marker>
    );
  });
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
  groupPin,
}: PlaceMapProps) {
  // Offline or blocked tiles: the pins still work on a plain background, and the reader is told.
  const tiles = useTilesFailed();
  const first = places[0];
  const center: L.LatLngExpression = first ? [first.lat, first.lng] : [41.0, 39.72];
  return (
    <section className="place-map" style={{ height }} aria-label={ariaLabel} dir="ltr">
      <MapContainer center={center} zoom={zoom} scrollWheelZoom={false} style={{ height: '100%' }}>
        <TileLayer url={tileUrl} attribution={escapeHtml(attribution)} eventHandlers={tiles.events} />
        <FitToPlaces places={places} zoom={zoom} />
        <AttributionPrefix />
        <PlaceMarkers places={places} activeId={activeId} groupPin={groupPin} />
      </MapContainer>
      {tiles.failed ? (
        <p className="place-map__notice" role="status" dir="auto">
          {tilesFailedText}
        </p>
      ) : null}
    </section>
  );
}
