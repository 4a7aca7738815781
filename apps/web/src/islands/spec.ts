import type { TextPart } from '../locales/text-parts';
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
  /**
   * A key of the browser's storage holding what the island shows and the server cannot know (a
   * traveller's recent searches): when it is there, the island wakes at once, whatever `when` says.
   */
  stored?: string;
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
 * Marks a link to a page that needs scripts at once when it arrives: a page that is still the app
 * (the table reservation), or the checkout (sent light, its island alive on arrival). A page sent
 * light that holds one fetches those scripts into the browser's cache once it is idle, so the tap
 * that leads there does not wait for them (`light-main.ts`).
 */
export const LEADS_TO_ATTRIBUTE = 'data-leads-to';

export type ScriptsLedTo = 'app' | 'checkout';

/** Spread on the link: `<Button component={Link} to={checkout} {...leadsTo('checkout')}>`. */
export const leadsTo = (page: ScriptsLedTo) => ({ [LEADS_TO_ATTRIBUTE]: page }) as const;

/**
 * What each needs, by source module (each with all it imports; the build lists their scripts in
 * `light.html`, vite.config.ts): the app's entry and the shell it starts, and the page; or the
 * islands' start and the checkout's island with the kinds it shows and its texts.
 */
export const SCRIPTS_LED_TO: Record<
  ScriptsLedTo,
  { withApp: boolean; modules: readonly string[]; texts: readonly TextPart[] }
> = {
  app: {
    withApp: true,
    modules: ['features/restaurants/reservation/restaurant-booking-page.tsx', 'app/booking-kinds.ts'],
    texts: [],
  },
  checkout: {
    withApp: false,
    modules: ['islands/hydrate-island.tsx', 'features/bookings/checkout-page.tsx', 'app/booking-kinds.ts'],
    // In every language: the page's own is fetched (SCRIPT_LANGUAGE_ATTRIBUTE).
    texts: ['public', 'account'],
  },
};

/** The inert list of the scripts a link marked `leadsTo(page)` needs (built by vite.config.ts). */
export const scriptsListId = (page: ScriptsLedTo) => `scripts-for-${page}`;

/** Marks a script in such a list that only a page in that language needs (its texts). */
export const SCRIPT_LANGUAGE_ATTRIBUTE = 'data-lang';
