import type problems from '@app/shared/errors/messages/en';
import type admin from './en/admin.json';
import type adminAudit from './en/adminAudit.json';
import type adminBlog from './en/adminBlog.json';
import type adminBookings from './en/adminBookings.json';
import type adminDashboard from './en/adminDashboard.json';
import type adminDestinations from './en/adminDestinations.json';
import type adminHero from './en/adminHero.json';
import type adminHotels from './en/adminHotels.json';
import type adminInventory from './en/adminInventory.json';
import type adminPackages from './en/adminPackages.json';
import type adminRestaurants from './en/adminRestaurants.json';
import type adminSettings from './en/adminSettings.json';
import type adminUsers from './en/adminUsers.json';
import type adminVehicles from './en/adminVehicles.json';
import type auth from './en/auth.json';
import type blog from './en/blog.json';
import type booking from './en/booking.json';
import type common from './en/common.json';
import type company from './en/company.json';
import type flights from './en/flights.json';
import type home from './en/home.json';
import type hotels from './en/hotels.json';
import type layout from './en/layout.json';
import type legal from './en/legal.json';
import type packages from './en/packages.json';
import type pages from './en/pages.json';
import type profile from './en/profile.json';
import type restaurants from './en/restaurants.json';
import type trabzonHotels from './en/trabzonHotels.json';
import type vehicles from './en/vehicles.json';

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
