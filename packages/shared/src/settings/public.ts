export interface PublicSiteSettings {
  siteName: string;
  licenseNumber: string;
  address: string;
  phone: string;
  contactEmail: string;
  currency: string;
  defaultLanguage: string;
  /** Map tiles (Leaflet URL template) and their required attribution; from the server's config. */
  mapTileUrl: string;
  mapAttribution: string;
}
