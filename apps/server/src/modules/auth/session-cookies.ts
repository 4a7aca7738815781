import type { FastifyReply } from 'fastify';
import type { IssuedSession } from './auth.service.ts';

export const REFRESH_COOKIE = 'rt';
/** Readable by the page: says only that a session may exist, so anonymous visits skip the refresh call. */
export const HINT_COOKIE = 'has_session';
const REFRESH_PATH = '/api/auth';

export function setSessionCookies(
  reply: FastifyReply,
  issued: IssuedSession,
  secure: boolean,
  now: Date,
): void {
  // "Remember me" keeps the cookie for the session's lifetime; otherwise it ends with the browser.
  const maxAge = issued.remember
    ? Math.floor((issued.expiresAt.getTime() - now.getTime()) / 1000)
    : undefined;
  const common = { sameSite: 'strict' as const, secure, ...(maxAge ? { maxAge } : {}) };
  void reply.setCookie(REFRESH_COOKIE, issued.refreshToken, {
    ...common,
    httpOnly: true,
    path: REFRESH_PATH,
  });
  void reply.setCookie(HINT_COOKIE, '1', { ...common, httpOnly: false, path: '/' });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_PATH, httpOnly: true, sameSite: 'strict', secure });
  void reply.clearCookie(HINT_COOKIE, { path: '/', sameSite: 'strict', secure });
}
