import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-arabic/700.css';
import '../app/mantine-styles';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import '../app/global.css';
import { PREFERENCE_COOKIES } from '@app/shared/common/preference-cookies';
import { darkModeColorSchemeManager } from '../app/color-scheme-manager';
import { SHOW_LOGIN_PARAM } from '../features/auth/login-params';
import { POST_VIEW_ATTRIBUTE, sendPostView } from '../features/blog/api/post-view';
import { writePreferenceCookie } from '../lib/preference-cookies';
import { readStorage, STORAGE_KEYS, type StorageKey } from '../lib/storage';
import { whenIdle } from '../lib/when-idle';
import { isNearScreen, whenNear } from '../lib/when-near';
import { startBehaviours } from './behaviours';
import { type IslandsPayload, readIslandsPayload } from './payload';
import { record } from './replay';
import {
  ISLAND_ATTRIBUTE,
  type IslandSpec,
  LEADS_TO_ATTRIBUTE,
  SCRIPT_LANGUAGE_ATTRIBUTE,
  type ScriptsLedTo,
  scriptsListId,
  WAKE_NEAR_ATTRIBUTE,
} from './spec';

/**
 * The script of a page sent light: no React until an island is wanted. Each island wakes when the
 * reader reaches for it (a touch, a click, a key, focus, a pointer over it) or, for those marked
 * so, when it comes near the screen; what the reader did meanwhile is replayed (`replay.ts`).
 */

const REACH = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'pointerover', 'input'] as const;

const signedIn = () => readStorage(STORAGE_KEYS.userData) !== null;

/** What a page's address may carry for the page itself rather than for its islands. */
const PAGE_PARAMS = new Set(['lang', SHOW_LOGIN_PARAM]);

/**
 * The page arrived with something for its islands to act on: a query (not the page's language or
 * its login dialog), or a state in its history entry.
 */
function carried(): boolean {
  const asked = [...new URLSearchParams(window.location.search).keys()];
  return asked.some((key) => !PAGE_PARAMS.has(key)) || window.history.state?.usr != null;
}

const loadHydrator = () => import('./hydrate-island');

function watch(holder: HTMLElement, spec: IslandSpec, payload: IslandsPayload): Promise<void> {
  const recorder = record(holder);
  let live: Promise<void> | null = null;
  const wake = () => {
    live ??= loadHydrator()
      .then(({ hydrateIsland }) => hydrateIsland(holder, spec, payload, recorder))
      .then(() => {
        holder.dataset.live = '';
      });
    return live;
  };
  for (const type of REACH)
    holder.addEventListener(type, () => void wake(), { once: true, passive: true, capture: true });
  // A map or a review form wakes its island as the reader scrolls towards it; on a short page it
  // may be on screen from the start, and still waits for the reader's first move.
  const marked = holder.querySelectorAll(`[${WAKE_NEAR_ATTRIBUTE}]`);
  if (marked.length) afterFirstScroll(() => whenNear([...marked], () => void wake()));
  if (spec.stored && readStorage(spec.stored as StorageKey) !== null) return wake();
  if (spec.when === 'session' && signedIn()) return wake();
  if (spec.when === 'carried' && carried()) return wake();
  if (spec.when === 'visible') {
    // A holder takes no box: what it holds is watched.
    return new Promise((resolve) => whenNear([...holder.children], () => void wake().then(() => resolve())));
  }
  return Promise.resolve();
}

function afterFirstScroll(then: () => void): void {
  window.addEventListener('scroll', then, { once: true, passive: true });
}

/** Counts a view of the post on the page, once the browser is idle. */
function countPostView(lang: string): void {
  const slug = document.querySelector(`[${POST_VIEW_ATTRIBUTE}]`)?.getAttribute(POST_VIEW_ATTRIBUTE);
  if (!slug) return;
  const send = () => sendPostView(slug, { referrer: document.referrer, lang });
  whenIdle(send);
}

/**
 * A page with a link marked `leadsTo` (a Book link to the checkout, a time to the table
 * reservation) fetches the scripts that page needs into the browser's cache once it has loaded and
 * is idle (texts only in the page's language), unless the reader asked to save data.
 */
function prefetchScriptsLedTo(lang: string): void {
  if ((navigator as { connection?: { saveData?: boolean } }).connection?.saveData) return;
  const pages = new Set(
    [...document.querySelectorAll(`[${LEADS_TO_ATTRIBUTE}]`)].map((a) => a.getAttribute(LEADS_TO_ATTRIBUTE)),
  );
  const links = new Map<string, Element>();
  for (const page of pages) {
    const list = document.getElementById(scriptsListId(page as ScriptsLedTo));
    if (!(list instanceof HTMLTemplateElement)) continue;
    for (const link of list.content.querySelectorAll('link')) {
      const only = link.getAttribute(SCRIPT_LANGUAGE_ATTRIBUTE);
      if (!only || only === lang) links.set(link.getAttribute('href') ?? '', link);
    }
  }
  if (links.size === 0) return;
  const fetchThem = () =>
    whenIdle(() => document.head.append(...[...links.values()].map((l) => l.cloneNode())));
  if (document.readyState === 'complete') fetchThem();
  else window.addEventListener('load', fetchThem, { once: true });
}

const payload = readIslandsPayload();
if (payload) {
  // As the app does on start: the page's language and the colour scheme (the saved one, else the
  // system's, saved now) are kept for the server's next page.
  writePreferenceCookie(PREFERENCE_COOKIES.language, payload.lang);
  darkModeColorSchemeManager().get('light');
  const waits: Promise<void>[] = [];
  for (const holder of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    const spec = payload.islands[Number(holder.getAttribute(ISLAND_ATTRIBUTE))];
    if (!spec) continue;
    const wait = watch(holder, spec, payload);
    // The page is ready once the islands a reader sees and that wake by themselves are live.
    if (spec.when !== 'interaction' && [...holder.children].some(isNearScreen)) waits.push(wait);
  }
  startBehaviours();
  countPostView(payload.lang);
  prefetchScriptsLedTo(payload.lang);
  // A page asked for with the login dialog open (`?showLogin=true`) opens it.
  if (new URLSearchParams(window.location.search).has(SHOW_LOGIN_PARAM)) {
    void loadHydrator().then(({ startIslands }) => startIslands(payload));
  }
  void Promise.all(waits).then(() => {
    document.documentElement.dataset.appReady = 'true';
  });
}
