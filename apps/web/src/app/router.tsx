import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { LoadingState } from '../components/states/loading-state';
import { loadAdminTexts, loadTexts, type TextPart } from '../lib/i18n';
import { RequireAdmin, RequireAuth, RequireBlogAdmin } from './guards';
import { MainLayout } from './layouts/main-layout';
import { RootRoute } from './root-route';
import { RouteError } from './route-error';
import { titled } from './route-handle';
import { LoginPage } from './routes/auth/login-page';
import { NotFoundPage } from './routes/errors/not-found-page';

/** Loads a route module on first visit and uses one of its named components. */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject['lazy'] {
  return async () => ({ Component: pick(await load()) });
}

/** A page module, once the part of the texts it reads is there too. */
async function withTexts<M>(part: TextPart, module: Promise<M>): Promise<M> {
  const [loaded] = await Promise.all([module, loadTexts(part)]);
  return loaded;
}

/**
 * A bookings page module, once the kinds of booking are registered (`booking-kinds.ts`): loaded with
 * the bookings pages only, never with the first page.
 */
async function withKinds<M>(module: Promise<M>): Promise<M> {
  const [loaded] = await Promise.all([module, import('./booking-kinds')]);
  return loaded;
}

/** An admin layout module, once the admin texts of the current language are there too. */
async function withAdminTexts<M>(module: Promise<M>): Promise<M> {
  const [loaded] = await Promise.all([module, loadAdminTexts()]);
  return loaded;
}

/** One route of a page component that serves several, with that route's props. */
function withProps<P extends object>(Page: ComponentType<P>, props: P): ComponentType {
  return function RoutePage() {
    return <Page {...props} />;
  };
}

function RouteFallback() {
  return <LoadingState fullHeight />;
}

/** Public pages, under the main layout (header and footer). */
const publicPages: RouteObject[] = [
  {
    index: true,
    id: 'home',
    lazy: lazyPage(
      () => import('../features/home/home-page'),
      (m) => m.HomePage,
    ),
  },
  {
    path: 'hotels',
    id: 'hotels',
    handle: titled('pages:hotels.title', 'pages:hotels.lead'),
    lazy: lazyPage(
      () => import('../features/hotels/hotel-list-page'),
      (m) => m.HotelListPage,
    ),
  },
  {
    path: 'hotels/:id',
    id: 'hotel-detail',
    handle: titled('pages:hotelDetail.title'),
    lazy: lazyPage(
      () => import('../features/hotels/hotel-detail-page'),
      (m) => m.HotelDetailPage,
    ),
  },
  {
    path: 'trabzon-hotels',
    id: 'trabzon-hotels',
    handle: titled('pages:trabzonHotels.title', 'pages:trabzonHotels.lead'),
    lazy: lazyPage(
      () => withTexts('trabzonHotels', import('../features/trabzon-hotels/trabzon-hotels-page')),
      (m) => m.TrabzonHotelsPage,
    ),
  },
  {
    path: 'flights',
    id: 'flights',
    handle: titled('pages:flights.title', 'pages:flights.lead'),
    lazy: lazyPage(
      () => withTexts('flights', import('../features/flights/flights-page')),
      (m) => m.FlightsPage,
    ),
  },
  {
    path: 'car-transfers',
    id: 'car-transfers',
    handle: titled('pages:carTransfers.title', 'pages:carTransfers.lead'),
    lazy: lazyPage(
      () => withTexts('vehicles', import('../features/vehicles/car-transfers-page')),
      (m) => m.CarTransfersPage,
    ),
  },
  {
    path: 'taxis',
    id: 'taxis',
    handle: titled('pages:taxis.title', 'pages:taxis.lead'),
    lazy: lazyPage(
      () => withTexts('vehicles', import('../features/vehicles/taxis-page')),
      (m) => m.TaxisPage,
    ),
  },
  {
    path: 'restaurants',
    id: 'restaurants',
    handle: titled('pages:restaurants.title', 'pages:restaurants.lead'),
    lazy: lazyPage(
      () => import('../features/restaurants/restaurant-list-page'),
      (m) => m.RestaurantListPage,
    ),
  },
  {
    path: 'restaurants/:id',
    id: 'restaurant-detail',
    handle: titled('pages:restaurantDetail.title'),
    lazy: lazyPage(
      () => import('../features/restaurants/restaurant-detail-page'),
      (m) => m.RestaurantDetailPage,
    ),
  },
  {
    path: 'restaurant-booking',
    id: 'restaurant-booking',
    handle: titled('pages:restaurantBooking.title', 'pages:restaurantBooking.lead'),
    lazy: lazyPage(
      () => withTexts('account', import('../features/restaurants/reservation/restaurant-booking-page')),
      (m) => m.RestaurantBookingView,
    ),
  },
  {
    path: 'packages',
    id: 'packages',
    handle: titled('pages:packages.title', 'pages:packages.lead'),
    lazy: lazyPage(
      () => import('../features/packages/package-list-page'),
      (m) => m.PackageListPage,
    ),
  },
  {
    path: 'packages/:slug',
    id: 'package-detail',
    handle: titled('pages:packageDetail.title'),
    lazy: lazyPage(
      () => import('../features/packages/package-detail-page'),
      (m) => m.PackageDetailPage,
    ),
  },
  {
    path: 'booking',
    id: 'booking',
    handle: titled('pages:booking.title'),
    lazy: lazyPage(
      () => withKinds(withTexts('account', import('../features/bookings/checkout-page'))),
      (m) => m.CheckoutView,
    ),
  },
  {
    path: 'bookings/find',
    id: 'booking-find',
    handle: titled('pages:findBooking.title'),
    lazy: lazyPage(
      () => withKinds(withTexts('account', import('../features/bookings/find-booking-page'))),
      (m) => m.FindBookingView,
    ),
  },
  {
    path: 'booking/confirmed',
    id: 'booking-confirmed',
    handle: titled('pages:bookingConfirmed.title'),
    lazy: lazyPage(
      () => withKinds(withTexts('account', import('../features/bookings/confirmation-page'))),
      (m) => m.ConfirmationView,
    ),
  },
  {
    path: 'privacy',
    id: 'privacy',
    handle: titled('pages:privacy.title', 'pages:privacy.lead'),
    lazy: lazyPage(
      () => withTexts('company', import('../features/legal/legal-page')),
      (m) => withProps(m.LegalPage, { doc: 'privacy' }),
    ),
  },
  {
    path: 'terms',
    id: 'terms',
    handle: titled('pages:terms.title', 'pages:terms.lead'),
    lazy: lazyPage(
      () => withTexts('company', import('../features/legal/legal-page')),
      (m) => withProps(m.LegalPage, { doc: 'terms' }),
    ),
  },
  {
    path: 'contract',
    id: 'contract',
    handle: titled('pages:contract.title', 'pages:contract.lead'),
    lazy: lazyPage(
      () => withTexts('company', import('../features/legal/legal-page')),
      (m) => withProps(m.LegalPage, { doc: 'contract' }),
    ),
  },
  {
    path: 'about',
    id: 'about',
    handle: titled('pages:about.title', 'pages:about.lead'),
    lazy: lazyPage(
      () => withTexts('company', import('../features/about/about-view')),
      (m) => m.AboutView,
    ),
  },
  {
    path: 'contact',
    id: 'contact',
    handle: titled('pages:contact.title', 'pages:contact.lead'),
    lazy: lazyPage(
      () => withTexts('company', import('../features/contact/contact-view')),
      (m) => m.ContactView,
    ),
  },
  { path: 'login', id: 'login', handle: titled('pages:login.title'), Component: LoginPage },
  {
    path: 'reset-password/:token',
    id: 'reset-password',
    handle: titled('pages:resetPassword.title'),
    lazy: lazyPage(
      () => import('../features/auth/reset-password-page'),
      (m) => m.ResetPasswordPage,
    ),
  },
  {
    // Spec section 6: login required.
    Component: RequireAuth,
    children: [
      {
        path: 'profile',
        id: 'profile',
        handle: titled('pages:profile.title'),
        lazy: lazyPage(
          () => withTexts('account', import('../features/users/profile-page')),
          (m) => m.ProfilePage,
        ),
      },
      {
        path: 'bookings',
        id: 'bookings',
        handle: titled('pages:bookings.title'),
        lazy: lazyPage(
          () => withKinds(withTexts('account', import('../features/bookings/my-bookings-page'))),
          (m) => m.MyBookingsView,
        ),
      },
      {
        path: 'bookings/:id',
        id: 'booking-detail',
        handle: titled('pages:bookingDetail.title'),
        lazy: lazyPage(
          () => withKinds(withTexts('account', import('../features/bookings/booking-detail-page'))),
          (m) => m.BookingDetailView,
        ),
      },
    ],
  },
  { path: '*', id: 'not-found', handle: titled('pages:notFound.title'), Component: NotFoundPage },
];

/** The blog, in its own layout without the site header and footer. */
const blogPages: RouteObject[] = [
  {
    index: true,
    id: 'blog',
    handle: titled('pages:blog.title'),
    lazy: lazyPage(
      () => withTexts('blog', import('../features/blog/blog-home-view')),
      (m) => m.BlogHomeView,
    ),
  },
  {
    path: 'post/:slug',
    id: 'blog-post',
    handle: titled('pages:blogPost.title'),
    lazy: lazyPage(
      () => withTexts('blog', import('../features/blog/blog-post-view')),
      (m) => m.BlogPostView,
    ),
  },
  {
    path: 'archive',
    id: 'blog-archive',
    handle: titled('pages:blogArchive.title'),
    lazy: lazyPage(
      () => withTexts('blog', import('../features/blog/blog-archive-view')),
      (m) => m.BlogArchiveView,
    ),
  },
  {
    path: 'category/:category',
    id: 'blog-category',
    handle: titled('pages:blogCategory.title'),
    lazy: lazyPage(
      () => withTexts('blog', import('../features/blog/blog-taxonomy-view')),
      (m) => m.BlogCategoryView,
    ),
  },
  {
    path: 'tag/:tag',
    id: 'blog-tag',
    handle: titled('pages:blogTag.title'),
    lazy: lazyPage(
      () => withTexts('blog', import('../features/blog/blog-taxonomy-view')),
      (m) => m.BlogTagView,
    ),
  },
  {
    path: 'search',
    id: 'blog-search',
    handle: titled('pages:blogSearch.title'),
    lazy: lazyPage(
      () => withTexts('blog', import('../features/blog/blog-search-view')),
      (m) => m.BlogSearchView,
    ),
  },
  { path: '*', id: 'blog-not-found', handle: titled('pages:notFound.title'), Component: NotFoundPage },
];

/** Blog admin: admin, blog-admin or the blog permission. */
const blogAdminPages: RouteObject[] = [
  {
    index: true,
    id: 'blog-admin-dashboard',
    handle: titled('admin:blogNav.dashboard'),
    lazy: lazyPage(
      () => import('../features/blog/admin/dashboard-page'),
      (m) => m.BlogDashboardPage,
    ),
  },
  {
    path: 'posts',
    id: 'blog-admin-posts',
    handle: titled('admin:blogNav.posts'),
    lazy: lazyPage(
      () => import('../features/blog/admin/posts-page'),
      (m) => m.BlogPostsPage,
    ),
  },
  {
    path: 'create',
    id: 'blog-admin-create',
    handle: titled('admin:blogNav.create'),
    lazy: lazyPage(
      () => import('../features/blog/admin/post-editor-page'),
      (m) => m.BlogPostEditorRoute,
    ),
  },
  {
    path: 'edit/:id',
    id: 'blog-admin-edit',
    handle: titled('admin:blogTitles.edit'),
    lazy: lazyPage(
      () => import('../features/blog/admin/post-editor-page'),
      (m) => m.BlogPostEditorRoute,
    ),
  },
  {
    path: 'comments',
    id: 'blog-admin-comments',
    handle: titled('admin:blogNav.comments'),
    lazy: lazyPage(
      () => import('../features/blog/admin/comments-page'),
      (m) => m.BlogCommentsPage,
    ),
  },
  {
    path: 'analytics',
    id: 'blog-admin-analytics',
    handle: titled('admin:blogNav.analytics'),
    lazy: lazyPage(
      () => import('../features/blog/admin/analytics-page'),
      (m) => m.BlogAnalyticsPage,
    ),
  },
  { path: '*', id: 'blog-admin-not-found', handle: titled('pages:notFound.title'), Component: NotFoundPage },
];

/** Travel admin: role admin. Ids are the spec's route names. */
const adminPages: RouteObject[] = [
  {
    index: true,
    id: 'admin-dashboard',
    handle: titled('admin:nav.dashboard'),
    lazy: lazyPage(
      () => withKinds(import('../features/dashboard/admin/dashboard-page')),
      (m) => m.AdminDashboardView,
    ),
  },
  {
    path: 'packages',
    id: 'admin-packages',
    handle: titled('admin:nav.packages'),
    lazy: lazyPage(
      () => import('../features/packages/admin/admin-packages-page'),
      (m) => m.AdminPackagesView,
    ),
  },
  {
    path: 'packages/new',
    id: 'admin-package-new',
    handle: titled('admin:titles.packageNew'),
    lazy: lazyPage(
      () => import('../features/packages/admin/package-editor-page'),
      (m) => withProps(m.PackageEditorPage, { isNew: true }),
    ),
  },
  {
    path: 'packages/:id',
    id: 'admin-package-edit',
    handle: titled('admin:titles.packageEdit'),
    lazy: lazyPage(
      () => import('../features/packages/admin/package-editor-page'),
      (m) => m.PackageEditorPage,
    ),
  },
  {
    path: 'hotels',
    id: 'admin-hotels',
    handle: titled('admin:nav.hotels'),
    lazy: lazyPage(
      () => import('../features/hotels/admin/admin-hotels-page'),
      (m) => m.AdminHotelsPage,
    ),
  },
  {
    path: 'hotels/new',
    id: 'admin-hotel-new',
    handle: titled('adminHotels:titles.new'),
    lazy: lazyPage(
      () => import('../features/hotels/admin/hotel-editor-page'),
      (m) => m.AdminHotelNewPage,
    ),
  },
  {
    path: 'hotels/:id',
    id: 'admin-hotel-edit',
    handle: titled('adminHotels:titles.edit'),
    lazy: lazyPage(
      () => import('../features/hotels/admin/hotel-editor-page'),
      (m) => m.AdminHotelEditPage,
    ),
  },
  {
    path: 'hotel-inventory',
    id: 'admin-hotel-inventory',
    handle: titled('admin:nav.hotelInventory'),
    lazy: lazyPage(
      () => import('../features/inventory/admin/admin-inventory-page'),
      (m) => m.AdminInventoryView,
    ),
  },
  {
    path: 'restaurants',
    id: 'admin-restaurants',
    handle: titled('admin:nav.restaurants'),
    lazy: lazyPage(
      () => import('../features/restaurants/admin/admin-restaurants-page'),
      (m) => m.AdminRestaurantsPage,
    ),
  },
  {
    path: 'restaurants/new',
    id: 'admin-restaurant-new',
    handle: titled('adminRestaurants:titles.new'),
    lazy: lazyPage(
      () => import('../features/restaurants/admin/restaurant-editor-page'),
      (m) => m.AdminRestaurantNewPage,
    ),
  },
  {
    path: 'restaurants/:id',
    id: 'admin-restaurant-edit',
    handle: titled('adminRestaurants:titles.edit'),
    lazy: lazyPage(
      () => import('../features/restaurants/admin/restaurant-editor-page'),
      (m) => m.AdminRestaurantEditPage,
    ),
  },
  {
    path: 'restaurant-tables',
    id: 'admin-restaurant-tables',
    handle: titled('admin:nav.restaurantTables'),
    lazy: lazyPage(
      () => import('../features/restaurants/admin/admin-restaurant-tables-page'),
      (m) => m.AdminRestaurantTablesPage,
    ),
  },
  {
    path: 'restaurant-availability',
    id: 'admin-restaurant-availability',
    handle: titled('admin:nav.restaurantAvailability'),
    lazy: lazyPage(
      () => import('../features/restaurants/admin/admin-restaurant-availability-page'),
      (m) => m.AdminRestaurantAvailabilityPage,
    ),
  },
  {
    path: 'vehicles',
    id: 'admin-vehicles',
    handle: titled('admin:nav.vehicles'),
    lazy: lazyPage(
      () => import('../features/vehicles/admin/admin-vehicles-page'),
      (m) => m.AdminVehiclesPage,
    ),
  },
  {
    path: 'vehicles/new',
    id: 'admin-vehicle-new',
    handle: titled('adminVehicles:titles.new'),
    lazy: lazyPage(
      () => import('../features/vehicles/admin/vehicle-class-editor-page'),
      (m) => m.AdminVehicleClassNewPage,
    ),
  },
  {
    path: 'vehicles/:id',
    id: 'admin-vehicle-edit',
    handle: titled('adminVehicles:titles.edit'),
    lazy: lazyPage(
      () => import('../features/vehicles/admin/vehicle-class-editor-page'),
      (m) => m.AdminVehicleClassEditPage,
    ),
  },
  {
    path: 'destinations',
    id: 'admin-destinations',
    handle: titled('admin:nav.destinations'),
    lazy: lazyPage(
      () => import('../features/destinations/admin/admin-destinations-page'),
      (m) => m.AdminDestinationsView,
    ),
  },
  {
    path: 'hero-settings',
    id: 'admin-hero-settings',
    handle: titled('admin:nav.heroSettings'),
    lazy: lazyPage(
      () => import('../features/settings/admin/admin-hero-page'),
      (m) => m.AdminHeroView,
    ),
  },
  {
    path: 'bookings',
    id: 'admin-bookings',
    handle: titled('admin:nav.bookings'),
    lazy: lazyPage(
      () => withKinds(import('../features/bookings/admin/admin-bookings-page')),
      (m) => m.AdminBookingsView,
    ),
  },
  {
    path: 'bookings/:id',
    id: 'admin-booking-detail',
    handle: titled('admin:nav.bookings'),
    lazy: lazyPage(
      () => withKinds(import('../features/bookings/admin/admin-booking-detail-page')),
      (m) => m.AdminBookingDetailView,
    ),
  },
  {
    path: 'users',
    id: 'admin-users',
    handle: titled('admin:nav.users'),
    lazy: lazyPage(
      () => import('../features/users/admin/admin-users-page'),
      (m) => m.AdminUsersPage,
    ),
  },
  {
    path: 'users/:id',
    id: 'admin-user-detail',
    handle: titled('admin:nav.users'),
    lazy: lazyPage(
      () => import('../features/users/admin/admin-user-detail-page'),
      (m) => m.AdminUserDetailPage,
    ),
  },
  {
    path: 'audit',
    id: 'admin-audit',
    handle: titled('admin:nav.audit'),
    lazy: lazyPage(
      () => import('../features/audit/admin/admin-audit-page'),
      (m) => m.AdminAuditPage,
    ),
  },
  {
    path: 'settings',
    id: 'admin-settings',
    handle: titled('admin:nav.settings'),
    lazy: lazyPage(
      () => import('../features/settings/admin/admin-settings-page'),
      (m) => m.AdminSettingsView,
    ),
  },
  { path: '*', id: 'admin-not-found', handle: titled('pages:notFound.title'), Component: NotFoundPage },
];

/**
 * Every route of spec section 2. Layouts behind a guard load only once the guard lets the
 * user in; each page is its own chunk. An error in a page keeps its layout on screen.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootRoute,
    ErrorBoundary: RouteError,
    HydrateFallback: RouteFallback,
    children: [
      {
        id: 'main-layout',
        Component: MainLayout,
        children: [{ ErrorBoundary: RouteError, children: publicPages }],
      },
      {
        id: 'blog-layout',
        path: 'blog',
        lazy: lazyPage(
          () => withTexts('blog', import('./layouts/blog-layout')),
          (m) => m.BlogLayout,
        ),
        children: [{ ErrorBoundary: RouteError, children: blogPages }],
      },
      {
        path: 'blog-admin',
        Component: RequireBlogAdmin,
        children: [
          {
            lazy: lazyPage(
              () => withAdminTexts(import('./layouts/blog-admin-layout')),
              (m) => m.BlogAdminLayout,
            ),
            children: [{ ErrorBoundary: RouteError, children: blogAdminPages }],
          },
        ],
      },
      {
        path: 'admin',
        Component: RequireAdmin,
        children: [
          {
            lazy: lazyPage(
              () => withAdminTexts(import('./layouts/admin-layout')),
              (m) => m.AdminLayout,
            ),
            children: [{ ErrorBoundary: RouteError, children: adminPages }],
          },
        ],
      },
    ],
  },
];
