import { PREFERENCE_COOKIES } from '@app/shared/common/preference-cookies';
import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import { readPreferenceCookie, writePreferenceCookie } from '../lib/preference-cookies';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../lib/storage';

type StoredScheme = 'light' | 'dark';

function isStoredScheme(value: unknown): value is StoredScheme {
  return value === 'light' || value === 'dark';
}

export function systemColorScheme(): StoredScheme {
  try {
    return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

/**
 * Spec section 1: the `darkMode` key holds `dark` or `light`. When it is unset the
 * system preference decides, and that result is saved so later visits stay the same.
 */
export function darkModeColorSchemeManager(): MantineColorSchemeManager {
  let onStorage: ((event: StorageEvent) => void) | null = null;
  return {
    get(): MantineColorScheme {
      const stored = readStorage(STORAGE_KEYS.darkMode);
      const cookie = readPreferenceCookie(PREFERENCE_COOKIES.colorScheme);
      const resolved = isStoredScheme(stored)
        ? stored
        : isStoredScheme(cookie)
          ? cookie
          : systemColorScheme();
      if (stored !== resolved) writeStorage(STORAGE_KEYS.darkMode, resolved);
      writePreferenceCookie(PREFERENCE_COOKIES.colorScheme, resolved);
      return resolved;
    },
    set(value: MantineColorScheme) {
      const resolved = value === 'auto' ? systemColorScheme() : value;
      writeStorage(STORAGE_KEYS.darkMode, resolved);
      writePreferenceCookie(PREFERENCE_COOKIES.colorScheme, resolved);
    },
    subscribe(onUpdate) {
      onStorage = (event: StorageEvent) => {
        if (event.key === STORAGE_KEYS.darkMode && isStoredScheme(event.newValue)) onUpdate(event.newValue);
      };
      window.addEventListener('storage', onStorage);
    },
    unsubscribe() {
      if (onStorage) window.removeEventListener('storage', onStorage);
      onStorage = null;
    },
    clear() {
      removeStorage(STORAGE_KEYS.darkMode);
    },
  };
}
