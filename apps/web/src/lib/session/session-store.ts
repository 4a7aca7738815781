import type { Role } from '@app/shared/auth/rules';
import type { LoginResponse, UserDto } from '@app/shared/auth/schemas';
import { useSyncExternalStore } from 'react';
import { ApiError, api, setTokenSource } from '../api-client';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../storage';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface SessionState {
  status: SessionStatus;
  user: UserDto | null;
  /** The visitor logged out on purpose (here or in another tab), not an expired session. */
  loggedOut?: boolean;
}

let accessToken: string | null = null;
let state: SessionState = { status: 'loading', user: readStoredUser() };
const listeners = new Set<() => void>();
const channel =
  typeof window === 'undefined' || typeof BroadcastChannel === 'undefined'
    ? null
    : new BroadcastChannel('session');

function readStoredUser(): UserDto | null {
  const raw = readStorage(STORAGE_KEYS.userData);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as UserDto;
  } catch {
    return null;
  }
}

function setState(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

function storeUser(user: UserDto) {
  writeStorage(STORAGE_KEYS.userRole, user.role);
  writeStorage(STORAGE_KEYS.userName, user.name);
  writeStorage(STORAGE_KEYS.userData, JSON.stringify(user));
}

function clearStoredUser() {
  removeStorage(STORAGE_KEYS.userRole);
  removeStorage(STORAGE_KEYS.userName);
  removeStorage(STORAGE_KEYS.userData);
}

function accept(response: LoginResponse) {
  accessToken = response.token;
  storeUser(response.user);
  setState({ status: 'authenticated', user: response.user });
}

function signedOut(onPurpose = false) {
  accessToken = null;
  clearStoredUser();
  setState({ status: 'anonymous', user: null, loggedOut: onPurpose });
}

let refreshing: Promise<string | null> | null = null;

/** Exchanges the httpOnly refresh cookie for a new access token; one at a time across tabs. */
export function refreshSession(): Promise<string | null> {
  refreshing ??= (async () => {
    const run = async () => {
      try {
        const response = await api<LoginResponse>('/auth/refresh', { method: 'POST', anonymous: true });
        accept(response);
        return response.token;
      } catch (error) {
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) signedOut();
        else if (state.status === 'loading')
          setState({ status: state.user ? 'authenticated' : 'anonymous', user: state.user });
        return null;
      }
    };
    try {
      return navigator.locks ? await navigator.locks.request('session-refresh', run) : await run();
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

setTokenSource({ getToken: () => accessToken, refresh: refreshSession });

channel?.addEventListener('message', (event: MessageEvent<string>) => {
  if (event.data === 'logout') signedOut(true);
  if (event.data === 'login') void refreshSession();
});

export const session = {
  getState: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** At startup: the stored user shows at once; the refresh cookie decides whether it stays. */
  async restore(): Promise<void> {
    if (!readStorage(STORAGE_KEYS.userData) && !document.cookie.includes('has_session=1')) {
      setState({ status: 'anonymous', user: null });
      return;
    }
    await refreshSession();
  },
  async login(email: string, password: string, rememberMe: boolean): Promise<LoginResponse> {
    const response = await api<LoginResponse>('/auth/login', {
      method: 'POST',
      body: { email, password, rememberMe },
      anonymous: true,
    });
    accept(response);
    channel?.postMessage('login');
    return response;
  },
  async logout(options: { everywhere?: boolean } = {}): Promise<void> {
    try {
      await api(options.everywhere ? '/auth/logout-all' : '/auth/logout', { method: 'POST' });
    } catch {
      // the local session ends regardless
    } finally {
      signedOut(true);
      channel?.postMessage('logout');
    }
  },
  /** After a profile change the server's copy of the user replaces ours. */
  setUser(user: UserDto) {
    storeUser(user);
    setState({ status: 'authenticated', user });
  },
  /** A 401 that refresh could not cure. */
  expire() {
    signedOut();
  },
  token: () => accessToken,
};

/** What a server-rendered page shows: nobody is known yet, in the server and while hydrating. */
const UNKNOWN: SessionState = { status: 'loading', user: null };
const serverSnapshot = () => UNKNOWN;

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.getState, serverSnapshot);
}

export function hasRole(user: UserDto | null, role: Role): boolean {
  return user?.role === role;
}
