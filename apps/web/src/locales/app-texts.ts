import type admin from '@app/shared/texts/en/admin.json';
import type adminAudit from '@app/shared/texts/en/adminAudit.json';
import type adminBlog from '@app/shared/texts/en/adminBlog.json';
import type adminBookings from '@app/shared/texts/en/adminBookings.json';
import type adminDashboard from '@app/shared/texts/en/adminDashboard.json';
import type adminDestinations from '@app/shared/texts/en/adminDestinations.json';
import type adminHero from '@app/shared/texts/en/adminHero.json';
import type adminHotels from '@app/shared/texts/en/adminHotels.json';
import type adminInventory from '@app/shared/texts/en/adminInventory.json';
import type adminPackages from '@app/shared/texts/en/adminPackages.json';
import type adminRestaurants from '@app/shared/texts/en/adminRestaurants.json';
import type adminSettings from '@app/shared/texts/en/adminSettings.json';
import type adminUsers from '@app/shared/texts/en/adminUsers.json';
import type adminVehicles from '@app/shared/texts/en/adminVehicles.json';
import type auth from '@app/shared/texts/en/auth.json';
import type blog from '@app/shared/texts/en/blog.json';
import type booking from '@app/shared/texts/en/booking.json';
import type common from '@app/shared/texts/en/common.json';
import type company from '@app/shared/texts/en/company.json';
import type flights from '@app/shared/texts/en/flights.json';
import type home from '@app/shared/texts/en/home.json';
import type hotels from '@app/shared/texts/en/hotels.json';
import type layout from '@app/shared/texts/en/layout.json';
import type legal from '@app/shared/texts/en/legal.json';
import type packages from '@app/shared/texts/en/packages.json';
import type pages from '@app/shared/texts/en/pages.json';
import type problems from '@app/shared/texts/en/problems.json';
import type profile from '@app/shared/texts/en/profile.json';
import type restaurants from '@app/shared/texts/en/restaurants.json';
import type trabzonHotels from '@app/shared/texts/en/trabzonHotels.json';
import type vehicles from '@app/shared/texts/en/vehicles.json';

/**
 * The shape of the app's texts, from the English ones: every namespace (a JSON file per language, and
 * the shared catalogue of error texts, `problems`). Keys passed to `t` are checked against it.
 */
export interface AppTexts {
  admin: typeof admin;
  adminAudit: typeof adminAudit;
  adminBlog: typeof adminBlog;
  adminBookings: typeof adminBookings;
  adminDashboard: typeof adminDashboard;
  adminDestinations: typeof adminDestinations;
  adminHero: typeof adminHero;
  adminHotels: typeof adminHotels;
  adminInventory: typeof adminInventory;
  adminPackages: typeof adminPackages;
  adminRestaurants: typeof adminRestaurants;
  adminSettings: typeof adminSettings;
  adminUsers: typeof adminUsers;
  adminVehicles: typeof adminVehicles;
  auth: typeof auth;
  blog: typeof blog;
  booking: typeof booking;
  common: typeof common;
  company: typeof company;
  flights: typeof flights;
  home: typeof home;
  hotels: typeof hotels;
  layout: typeof layout;
  legal: typeof legal;
  packages: typeof packages;
  restaurants: typeof restaurants;
  pages: typeof pages;
  profile: typeof profile;
  problems: typeof problems;
  trabzonHotels: typeof trabzonHotels;
  vehicles: typeof vehicles;
}

export type Namespace = keyof AppTexts;
