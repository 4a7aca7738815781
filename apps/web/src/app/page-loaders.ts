import { todayIn } from '@app/shared/common/dates';
import type { QueryClient } from '@tanstack/react-query';
import { createContext, type Params, type RouteObject, RouterContextProvider } from 'react-router';
import { publicSettingsQuery } from '../components/layout/use-public-settings';
import { featuredDestinationsQuery } from '../components/place-search/place-search-api';
import {
  blogArchiveQuery,
  blogCategoriesQuery,
  blogPostQuery,
  blogPostsQuery,
  blogTagsQuery,
  postCommentsQuery,
} from '../features/blog/api/blog-api';
import { parsePeriod } from '../features/blog/utils/blog-dates';
import { pageOf, searchQueryOf } from '../features/blog/utils/blog-params';
import { destinationsQuery } from '../features/destinations/destinations-api';
import { flightSearchQuery } from '../features/flights/flights-api';
import {
  flightSearchIssues,
  flightSearchParams,
  readFlightSearch,
} from '../features/flights/utils/flight-search-params';
import { featuredHotelsQuery, heroSlidesQuery, specialOffersQuery } from '../features/home/home-api';
import { hotelQuery, hotelSearchQuery } from '../features/hotels/api/hotels-api';
import { parseHotelFilters } from '../features/hotels/utils/search-params';
import { firstTripSelection } from '../features/packages/first-departure';
import { parsePackageFilters } from '../features/packages/package-filters';
import {
  featuredPackagesQuery,
  packageQuery,
  packageQuoteQuery,
  packageSearchQuery,
} from '../features/packages/packages-api';
import {
  parseRestaurantFilters,
  readReservation,
  restaurantQuery,
  restaurantSearchQuery,
  restaurantSlotsQuery,
  searchableFilters,
} from '../features/restaurants';
import { reviewsQuery } from '../features/reviews/reviews-api';
import { trabzonHotelsQuery } from '../features/trabzon-hotels/trabzon-hotels-api';
import { readStay } from '../features/trabzon-hotels/utils/stay-search';
import { earliestTaxi, readTaxiSearch, taxiQuery } from '../features/vehicles/utils/taxi-search-params';
import { readSearch, serverQuery } from '../features/vehicles/utils/vehicle-search-params';
import { vehicleFromPricesQuery, vehicleSearchQuery } from '../features/vehicles/vehicles-api';

/**
 * What the server loads before it renders a page: the same queries (keys and fetchers) its
 * components ask for, into the rendering's query client, so one render finds every answer.
 * Only the server uses these (`withPageLoaders`): in the browser the components fetch as before.
 * A failed answer stays in the cache as the error the page shows (`prefetchQuery` keeps it).
 */
const queryClientContext = createContext<QueryClient>();

/** The context a server rendering hands its loaders (`handler.query`'s `requestContext`): its query client. */
export function pageLoadContext(queryClient: QueryClient): RouterContextProvider {
  return new RouterContextProvider(new Map([[queryClientContext, queryClient]]));
}

interface LoadArgs {
  params: Params;
  search: URLSearchParams;
  queryClient: QueryClient;
}

type PageLoader = (args: LoadArgs) => Promise<unknown>;

/** Nobody is signed in on a page the server renders. */
const VISITOR = null;

/** The blog's sidebar: categories, tags and the archive. */
const sidebar = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.prefetchQuery(blogCategoriesQuery()),
    queryClient.prefetchQuery(blogTagsQuery()),
    queryClient.prefetchQuery(blogArchiveQuery()),
  ]);

/** A list of posts shows their dates in the agency's time zone (public settings). */
const postList = (queryClient: QueryClient, query: Parameters<typeof blogPostsQuery>[0]) =>
  Promise.all([
    queryClient.prefetchQuery(blogPostsQuery(query)),
    queryClient.prefetchQuery(publicSettingsQuery()),
  ]);

const taxonomy =
  (kind: 'category' | 'tag'): PageLoader =>
  ({ params, search, queryClient }) =>
    Promise.all([
      sidebar(queryClient),
      postList(queryClient, { page: pageOf(search), [kind]: params[kind] ?? '' }),
    ]);

const LOADERS: Record<string, PageLoader> = {
  // The header and footer of every page under the main layout.
  'main-layout': ({ queryClient }) => queryClient.prefetchQuery(publicSettingsQuery()),
  home: ({ queryClient }) =>
    Promise.all([
      queryClient.prefetchQuery(heroSlidesQuery()),
      queryClient.prefetchQuery(featuredDestinationsQuery()),
      queryClient.prefetchQuery(specialOffersQuery()),
      queryClient.prefetchQuery(featuredHotelsQuery()),
      queryClient.prefetchQuery(featuredPackagesQuery()),
    ]),
  hotels: ({ search, queryClient }) => queryClient.prefetchQuery(hotelSearchQuery(parseHotelFilters(search))),
  'hotel-detail': async ({ params, queryClient }) => {
    await queryClient.prefetchQuery(hotelQuery(params.id));
    const hotel = queryClient.getQueryData(hotelQuery(params.id).queryKey);
    if (hotel) await queryClient.prefetchQuery(reviewsQuery(hotel._id, 1, 'hotels', VISITOR));
  },
  restaurants: async ({ search, queryClient }) => {
    // The list leaves out a date already past on the agency's calendar, as the page does.
    const settings = await queryClient.ensureQueryData(publicSettingsQuery()).catch(() => null);
    const parsed = parseRestaurantFilters(search);
    const filters = settings ? searchableFilters(parsed, todayIn(settings.timeZone)) : parsed;
    await queryClient.prefetchQuery(restaurantSearchQuery(filters));
  },
  'restaurant-detail': async ({ params, queryClient }) => {
    await queryClient.prefetchQuery(restaurantQuery(params.id));
    const restaurant = queryClient.getQueryData(restaurantQuery(params.id).queryKey);
    if (restaurant) await queryClient.prefetchQuery(reviewsQuery(restaurant._id, 1, 'restaurants', VISITOR));
  },
  'restaurant-booking': async ({ search, queryClient }) => {
    const request = readReservation(search);
    if (!request) return;
    await Promise.all([
      queryClient.prefetchQuery(restaurantQuery(request.restaurant)),
      queryClient.prefetchQuery(publicSettingsQuery()),
    ]);
    const restaurant = queryClient.getQueryData(restaurantQuery(request.restaurant).queryKey);
    if (restaurant)
      await queryClient.prefetchQuery(restaurantSlotsQuery(restaurant._id, request.date, request.partySize));
  },
  packages: ({ search, queryClient }) =>
    Promise.all([
      queryClient.prefetchQuery(packageSearchQuery(parsePackageFilters(search))),
      queryClient.prefetchQuery(destinationsQuery()),
    ]),
  'package-detail': async ({ params, search, queryClient }) => {
    await queryClient.prefetchQuery(packageQuery(params.slug));
    const trip = queryClient.getQueryData(packageQuery(params.slug).queryKey);
    if (!trip) return;
    await Promise.all([
      queryClient.prefetchQuery(reviewsQuery(trip._id, 1, 'packages', VISITOR)),
      queryClient.prefetchQuery(packageQuoteQuery(firstTripSelection(trip, search))),
    ]);
  },
  blog: ({ search, queryClient }) =>
    Promise.all([sidebar(queryClient), postList(queryClient, { page: pageOf(search) })]),
  'blog-post': async ({ params, queryClient }) => {
    const settings = queryClient.prefetchQuery(publicSettingsQuery());
    await queryClient.prefetchQuery(blogPostQuery(params.slug));
    const post = queryClient.getQueryData(blogPostQuery(params.slug).queryKey);
    await Promise.all([settings, post ? queryClient.prefetchQuery(postCommentsQuery(post.slug, 1)) : null]);
  },
  'blog-archive': ({ search, queryClient }) => {
    const period = parsePeriod(search.get('period'));
    // The archive's years and months, or the posts of the month chosen.
    return Promise.all([
      queryClient.prefetchQuery(blogCategoriesQuery()),
      queryClient.prefetchQuery(blogTagsQuery()),
      period
        ? postList(queryClient, { page: pageOf(search), period })
        : queryClient.prefetchQuery(blogArchiveQuery()),
    ]);
  },
  'car-transfers': async ({ search, queryClient }) => {
    // The search's defaults and dates are the agency's calendar's, as the page's.
    const settings = await queryClient.ensureQueryData(publicSettingsQuery()).catch(() => null);
    if (!settings) return;
    const { search: asked, asked: isAsked } = readSearch(search, todayIn(settings.timeZone));
    await (isAsked
      ? queryClient.prefetchQuery(vehicleSearchQuery(serverQuery(asked)))
      : queryClient.prefetchQuery(vehicleFromPricesQuery()));
  },
  flights: async ({ search, queryClient }) => {
    // The search's days are the agency's calendar's, as the page's; a search it cannot send is not sent.
    const settings = await queryClient.ensureQueryData(publicSettingsQuery()).catch(() => null);
    if (!settings) return;
    const today = todayIn(settings.timeZone);
    const { search: asked, asked: isAsked } = readFlightSearch(search, today);
    if (isAsked && Object.keys(flightSearchIssues(asked, today)).length === 0)
      await queryClient.prefetchQuery(flightSearchQuery(flightSearchParams(asked)));
  },
  taxis: async ({ search, queryClient }) => {
    const settings = await queryClient.ensureQueryData(publicSettingsQuery()).catch(() => null);
    if (!settings) return;
    const taxi = readTaxiSearch(search, earliestTaxi(new Date(), settings.timeZone));
    if (taxi.asked) await queryClient.prefetchQuery(vehicleSearchQuery(taxiQuery(taxi.search)));
  },
  'trabzon-hotels': async ({ search, queryClient }) => {
    // The stay's defaults are the agency's calendar's, as the page's.
    const settings = await queryClient.ensureQueryData(publicSettingsQuery()).catch(() => null);
    if (!settings) return;
    await queryClient.prefetchQuery(trabzonHotelsQuery(readStay(search, todayIn(settings.timeZone)).stay));
  },
  'blog-category': taxonomy('category'),
  'blog-tag': taxonomy('tag'),
  'blog-search': ({ search, queryClient }) => {
    const q = searchQueryOf(search);
    return Promise.all([sidebar(queryClient), q ? postList(queryClient, { page: pageOf(search), q }) : null]);
  },
};

/** The routes with the server's loaders on the routes that have one (`context` from `pageLoadContext`). */
export function withPageLoaders(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const load = route.id ? LOADERS[route.id] : undefined;
    const children = route.children ? withPageLoaders(route.children) : undefined;
    const loader: RouteObject['loader'] = load
      ? async ({ params, request, context }) => {
          const queryClient = context.get(queryClientContext);
          await load({ params, search: new URL(request.url).searchParams, queryClient });
          return null;
        }
      : undefined;
    return { ...route, ...(loader ? { loader } : {}), ...(children ? { children } : {}) } as RouteObject;
  });
}
