/** The map's tiles when the site settings cannot be read (kept apart from Leaflet, which loads late). */
export const DEFAULT_TILES = {
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapAttribution: '© OpenStreetMap contributors',
};
