export interface PublicSiteSettings {
  siteName: string;
  licenseNumber: string;
  address: string;
  phone: string;
  contactEmail: string;
  currency: string;
  defaultLanguage: string;
}
