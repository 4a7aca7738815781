import { PREFERENCE_STORAGE_KEYS } from '@app/shared/common/preference-cookies';

/**
 * The spec's localStorage keys. Only non-secret values live here: the access token is kept
 * in memory and the refresh token in an httpOnly cookie.
 */
export const STORAGE_KEYS = {
  userRole: 'userRole',
  userName: 'userName',
  userData: 'userData',
  ...PREFERENCE_STORAGE_KEYS,
  pendingRoute: 'pendingRoute',
  loginType: 'loginType',
  /** The flight searches run last (spec section 4), newest first. */
  recentFlightSearches: 'recentFlightSearches',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** No storage where there is no window (the server rendering a page): nothing read, nothing kept. */
const noStorage = () => typeof window === 'undefined';

export function readStorage(key: StorageKey): string | null {
  if (noStorage()) return null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  if (noStorage()) return;
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // storage full or disabled: the app keeps working for this visit
  }
}

export function removeStorage(key: StorageKey): void {
  if (noStorage()) return;
  try {
    window.localStorage.removeItem(key);
  } catch {
    // ignore
  }
}
