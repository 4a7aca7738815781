import 'leaflet/dist/leaflet.css';
import '../../../components/map/place-map.css';
import './point-picker-map.css';
import { escapeHtml } from '@app/shared/common/html';
import { CHOSEN_POINT_ZOOM, MAP_CENTRE, MAP_ZOOM, type Point } from '@app/shared/vehicles/places';
import L from 'leaflet';
import { useEffect, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { AttributionPrefix, useTilesFailed } from '../../../components/map/map-parts';
import { round6 } from '../utils/locate';

export interface PointPickerMapProps {
  point: Point | null;
  /** The fixed places, named, so the map reads even on a plain background (tiles offline). */
  places: { name: string; point: Point }[];
  onPick: (point: Point) => void;
  /** Called with the map's centre getter once the map is made (for "set the point at the centre"). */
  onCentre: (centre: () => Point) => void;
  tileUrl: string;
  attribution: string;
  ariaLabel: string;
  markerLabel: string;
  tilesFailedText: string;
}

/** A pin like the hotel maps' (a round dot), so no image has to load for it. */
const PIN = L.divIcon({
  className: 'point-pin',
  html: '<span class="point-pin__dot"></span>',
  iconSize: [24, 24],
  iconAnchor: [12, 12],
});

/** A fixed place's name on the map, under a small dot. */
const placeIcon = (name: string) =>
  L.divIcon({
    className: 'point-map__place',
    html: `<span class="point-map__place-dot"></span><span class="point-map__place-name" dir="auto">${escapeHtml(name)}</span>`,
    iconSize: [0, 0],
  });

/** Clicks set the point; the map follows a point set from elsewhere (the device, the centre). */
function Picking({ point, onPick, onCentre }: Pick<PointPickerMapProps, 'point' | 'onPick' | 'onCentre'>) {
  const map = useMap();
  useMapEvents({
    click: (event) => onPick({ latitude: round6(event.latlng.lat), longitude: round6(event.latlng.lng) }),
  });
  useEffect(() => {
    onCentre(() => {
      const centre = map.getCenter();
      return { latitude: round6(centre.lat), longitude: round6(centre.lng) };
    });
    // The dialog grows in as it opens: measure again once it stands still.
    const timer = window.setTimeout(() => map.invalidateSize(), 250);
    return () => window.clearTimeout(timer);
  }, [map, onCentre]);
  useEffect(() => {
    if (!point) return;
    const target = L.latLng(point.latitude, point.longitude);
    if (!map.getBounds().pad(-0.1).contains(target) || map.getZoom() < CHOSEN_POINT_ZOOM)
      map.setView(target, Math.max(map.getZoom(), CHOSEN_POINT_ZOOM));
  }, [map, point]);
  return null;
}

/** The map of the point dialog: Trabzon at zoom 12, or the point chosen at zoom 15. */
export default function PointPickerMap({
  point,
  places,
  onPick,
  onCentre,
  tileUrl,
  attribution,
  ariaLabel,
  markerLabel,
  tilesFailedText,
}: PointPickerMapProps) {
  const tiles = useTilesFailed();
  const [start] = useState(() =>
    point
      ? { centre: [point.latitude, point.longitude] as L.LatLngTuple, zoom: CHOSEN_POINT_ZOOM }
      : { centre: [MAP_CENTRE.latitude, MAP_CENTRE.longitude] as L.LatLngTuple, zoom: MAP_ZOOM },
  );
  return (
    <section className="place-map point-map" aria-label={ariaLabel} dir="ltr">
      <MapContainer center={start.centre} zoom={start.zoom} style={{ height: '100%' }} keyboard>
        <TileLayer url={tileUrl} attribution={escapeHtml(attribution)} eventHandlers={tiles.events} />
        <AttributionPrefix />
        <Picking point={point} onPick={onPick} onCentre={onCentre} />
        {places.map((place) => (
          <Marker
            key={place.name}
            position={[place.point.latitude, place.point.longitude]}
            icon={placeIcon(place.name)}
            interactive={false}
            keyboard={false}
          />
        ))}
        {point ? (
          <Marker
            position={[point.latitude, point.longitude]}
            icon={PIN}
            keyboard={false}
            interactive={false}
            title={markerLabel}
          />
        ) : null}
        <span className="point-map__crosshair" aria-hidden="true" />
      </MapContainer>
      {tiles.failed ? (
        <p className="place-map__notice" role="status" dir="auto">
          {tilesFailedText}
        </p>
      ) : null}
    </section>
  );
}
