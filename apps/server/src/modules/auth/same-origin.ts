import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

/** The origin of an absolute URL, or null when it is none (`null`, garbage). */
function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** The host (and port) of an origin, lower-cased and without a default port. */
function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Whether a browser sent this request from our own pages. Ours are the configured public origin
 * and any origin on the host the request was sent to (the Vite dev server on :5173 proxies to the
 * API with its own Host, and a TLS proxy may hide the scheme). Without `Origin`, `Sec-Fetch-Site`
 * decides (`same-origin`, or `none` for something the user did), then `Referer`. A request with
 * none of the three is not from a browser page, so no other site can have made it carry our cookie.
 */
export function isOwnOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const ownHost = hostOf(`http://${request.host}`);
  const isOwn = (origin: string | null) =>
    origin !== null && (origin === publicOrigin || (ownHost !== null && hostOf(origin) === ownHost));
  const origin = header(request, 'origin');
  if (origin !== undefined) return isOwn(originOf(origin));
  const site = header(request, 'sec-fetch-site');
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const referer = header(request, 'referer');
  if (referer !== undefined) return isOwn(originOf(referer));
  return true;
}

/**
 * preHandler for the endpoints the httpOnly refresh cookie authenticates (refresh, logout): a
 * request another site made the browser send is refused with 403 `cross_site_request`, whatever
 * the cookie's SameSite says. See docs/decisions/012-session-families.md.
 */
export function requireOwnOrigin(publicUrl: string) {
  const publicOrigin = originOf(publicUrl) ?? '';
  return async (request: FastifyRequest): Promise<void> => {
    if (!isOwnOrigin(request, publicOrigin)) throw new AppError(403, 'cross_site_request');
  };
}
