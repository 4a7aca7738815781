import type { PublicSiteSettings } from '@app/shared/settings/public';

/** The agency's details shown in the header and footer until an admin changes them. */
export const DEFAULT_APP_SETTINGS: Omit<PublicSiteSettings, 'mapTileUrl' | 'mapAttribution' | 'timeZone'> = {
  siteName: 'Karadeniz Travel',
  licenseNumber: 'TÜRSAB A-12345',
  address: 'Kemerkaya Mah. Kahramanmaraş Cad. No: 12, 61100 Ortahisar / Trabzon, Türkiye',
  phone: '+90 462 000 00 00',
  contactEmail: 'hello@karadeniz.travel',
  currency: 'TRY',
  defaultLanguage: 'tr',
};
