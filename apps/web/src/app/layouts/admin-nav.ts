import {
  IconArticle,
  IconBed,
  IconCalendarStats,
  IconCalendarTime,
  IconCar,
  IconChartBar,
  IconHistory,
  IconLayoutDashboard,
  IconMapPin,
  IconMapRoute,
  IconMessageCircle,
  IconPencilPlus,
  IconPhoto,
  IconSettings,
  IconTable,
  IconTicket,
  IconToolsKitchen2,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { PlainTextKey } from '../../lib/use-translation';

export interface AdminNavItem {
  /** The spec's route name, also the route's id in the router. */
  id: string;
  to: string;
  /** Key in the `admin` namespace. */
  label: PlainTextKey<'admin'>;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true' }>;
  /** Active only on this exact path (dashboards). */
  end?: boolean;
}

/** Spec section 2: the dashboard plus every admin child route, by route name. */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { id: 'admin-dashboard', to: '/admin', label: 'nav.dashboard', icon: IconLayoutDashboard, end: true },
  { id: 'admin-packages', to: '/admin/packages', label: 'nav.packages', icon: IconMapRoute },
  { id: 'admin-hotels', to: '/admin/hotels', label: 'nav.hotels', icon: IconBed },
  {
    id: 'admin-hotel-inventory',
    to: '/admin/hotel-inventory',
    label: 'nav.hotelInventory',
    icon: IconCalendarStats,
  },
  { id: 'admin-restaurants', to: '/admin/restaurants', label: 'nav.restaurants', icon: IconToolsKitchen2 },
  {
    id: 'admin-restaurant-tables',
    to: '/admin/restaurant-tables',
    label: 'nav.restaurantTables',
    icon: IconTable,
  },
  {
    id: 'admin-restaurant-availability',
    to: '/admin/restaurant-availability',
    label: 'nav.restaurantAvailability',
    icon: IconCalendarTime,
  },
  { id: 'admin-vehicles', to: '/admin/vehicles', label: 'nav.vehicles', icon: IconCar },
  { id: 'admin-destinations', to: '/admin/destinations', label: 'nav.destinations', icon: IconMapPin },
  { id: 'admin-hero-settings', to: '/admin/hero-settings', label: 'nav.heroSettings', icon: IconPhoto },
  { id: 'admin-bookings', to: '/admin/bookings', label: 'nav.bookings', icon: IconTicket },
  { id: 'admin-users', to: '/admin/users', label: 'nav.users', icon: IconUsers },
  { id: 'admin-audit', to: '/admin/audit', label: 'nav.audit', icon: IconHistory },
  { id: 'admin-settings', to: '/admin/settings', label: 'nav.settings', icon: IconSettings },
];

/** Spec section 2: the blog admin sidebar. */
export const BLOG_ADMIN_NAV: readonly AdminNavItem[] = [
  {
    id: 'blog-admin-dashboard',
    to: '/blog-admin',
    label: 'blogNav.dashboard',
    icon: IconLayoutDashboard,
    end: true,
  },
  { id: 'blog-admin-posts', to: '/blog-admin/posts', label: 'blogNav.posts', icon: IconArticle },
  { id: 'blog-admin-create', to: '/blog-admin/create', label: 'blogNav.create', icon: IconPencilPlus },
  {
    id: 'blog-admin-comments',
    to: '/blog-admin/comments',
    label: 'blogNav.comments',
    icon: IconMessageCircle,
  },
  { id: 'blog-admin-analytics', to: '/blog-admin/analytics', label: 'blogNav.analytics', icon: IconChartBar },
];
