import { PREFERENCE_COOKIES } from '@app/shared/common/preference-cookies';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writePreferenceCookie } from '../lib/preference-cookies';
import { darkModeColorSchemeManager } from './color-scheme-manager';

const originalMatchMedia = window.matchMedia;

function systemPrefers(scheme: 'dark' | 'light') {
  window.matchMedia = vi.fn((query: string) => ({
    matches: query === '(prefers-color-scheme: dark)' && scheme === 'dark',
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('darkMode color scheme manager', () => {
  it.each(['dark', 'light'] as const)('follows a %s system preference when unset and saves it', (scheme) => {
    systemPrefers(scheme);
    const manager = darkModeColorSchemeManager();
    expect(localStorage.getItem('darkMode')).toBeNull();
    expect(manager.get('light')).toBe(scheme);
    expect(localStorage.getItem('darkMode')).toBe(scheme);
  });

  it('keeps a saved choice even when the system prefers the other scheme', () => {
    systemPrefers('dark');
    localStorage.setItem('darkMode', 'light');
    expect(darkModeColorSchemeManager().get('dark')).toBe('light');
    expect(localStorage.getItem('darkMode')).toBe('light');
  });

  it('treats an unknown stored value as unset', () => {
    systemPrefers('dark');
    localStorage.setItem('darkMode', 'true');
    expect(darkModeColorSchemeManager().get('light')).toBe('dark');
    expect(localStorage.getItem('darkMode')).toBe('dark');
  });

  it('mirrors the scheme into a cookie so the server renders the next page in it', () => {
    systemPrefers('light');
    const manager = darkModeColorSchemeManager();
    expect(manager.get('light')).toBe('light');
    expect(document.cookie).toContain('color_scheme=light');
    manager.set('dark');
    expect(document.cookie).toContain('color_scheme=dark');
  });

  it('takes the cookie when the storage was cleared, as the server did', () => {
    systemPrefers('light');
    writePreferenceCookie(PREFERENCE_COOKIES.colorScheme, 'dark');
    expect(darkModeColorSchemeManager().get('light')).toBe('dark');
    expect(localStorage.getItem('darkMode')).toBe('dark');
  });

  it('saves the toggle as dark or light, resolving auto through the system', () => {
    systemPrefers('light');
    const manager = darkModeColorSchemeManager();
    manager.set('dark');
    expect(localStorage.getItem('darkMode')).toBe('dark');
    manager.set('auto');
    expect(localStorage.getItem('darkMode')).toBe('light');
  });

  it('applies a change made in another tab', () => {
    const manager = darkModeColorSchemeManager();
    const onUpdate = vi.fn();
    manager.subscribe(onUpdate);
    window.dispatchEvent(new StorageEvent('storage', { key: 'darkMode', newValue: 'dark' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'light' }));
    manager.unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: 'darkMode', newValue: 'light' }));
    expect(onUpdate).toHaveBeenCalledTimes(1);
    expect(onUpdate).toHaveBeenCalledWith('dark');
  });
});
