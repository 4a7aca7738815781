import type { IslandName } from './registry';

/**
 * When a page is sent light (entry-server.tsx), it reaches the browser as HTML and
 * only its islands come alive: each is its own React root, hydrated when the reader may touch it.
 *
 * - `interaction`: on the first touch, click, key or focus inside it (the event is replayed);
 * - `visible`: when it comes near the screen (or is touched first);
 * - `session`: at once for a reader who is signed in (the header shows their menu), else on touch;
 * - `carried`: at once when the page arrives carrying something for it (a query in its address, a
 *   state in its history entry, as the confirmation page leaves for the booking lookup), else on touch.
 */
export type IslandWhen = 'interaction' | 'visible' | 'session' | 'carried';

/** One island of a page sent light, as the server found it and the browser brings it to life. */
export interface IslandSpec {
  name: IslandName;
  props: Record<string, unknown>;
  when: IslandWhen;
}

/** Marks the element that holds island `index` in the page the server rendered. */
export const ISLAND_ATTRIBUTE = 'data-island';

/**
 * Marks a part inside an island that wakes it when the reader scrolls it near the screen, whatever
 * its `when`: a map or a review form below the fold is alive by the time the reader reaches it.
 */
export const WAKE_NEAR_ATTRIBUTE = 'data-wake-near';

/** Spread on the element: `<Box {...wakeNear}>`. */
export const wakeNear = { [WAKE_NEAR_ATTRIBUTE]: '' } as const;

/**
 * Marks a link to a page that is still the app (a checkout, the table reservation): a page sent
 * light that holds one fetches the app's scripts into the browser's cache once it is idle, so the
 * tap that leads there does not wait for them (`light-main.ts`).
 */
export const APP_PAGE_ATTRIBUTE = 'data-app-page';

/** Spread on the link: `<Button component={Link} to={checkout} {...leadsToApp}>`. */
export const leadsToApp = { [APP_PAGE_ATTRIBUTE]: '' } as const;

/** The app's pages a link marked `leadsToApp` may lead to: their scripts are fetched with the app's. */
export const APP_PAGES_LED_TO = [
  'features/bookings/checkout-page.tsx',
  'app/booking-kinds.ts',
  'features/restaurants/reservation/restaurant-booking-page.tsx',
] as const;

/** The inert list of the app's scripts a page sent light carries (built by vite.config.ts). */
export const APP_SCRIPTS_ID = 'app-scripts';
