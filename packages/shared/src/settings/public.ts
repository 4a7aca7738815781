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
  /**
   * The business's time zone (IANA name, the server's BUSINESS_TIMEZONE): stay dates are its
   * calendar days and times are shown on its clock, whatever the reader's own zone.
   */
  timeZone: string;
}
