import { createHash } from 'node:crypto';
import { PREFERENCES_SCRIPT } from '@app/shared/common/preferences-script';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The one inline script pages carry (the reader's saved preferences), allowed by its hash. */
export const PREFERENCES_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(PREFERENCES_SCRIPT).digest('base64')}'`;

/** A strict CSP (no inline script but the preferences script): the directives, in the order they are sent. */
export function contentSecurityDirectives(tileHosts: string[] = []): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", PREFERENCES_SCRIPT_SOURCE],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...tileHosts],
    'font-src': ["'self'", 'data:'],
    // blob: for the local preview of a photo being uploaded (a URL of the picked file, made in this
    // page): Chromium loads it under connect-src as well as img-src. No network address is added.
    'connect-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** The origin map tiles come from, as a CSP source ({s} subdomains become a wildcard). */
export function tileSource(tileUrl: string): string {
  const origin = tileUrl.replace(/^(https?:\/\/[^/]+).*$/, '$1');
  return origin.replace('{s}', '*');
}

/**
 * Helmet's hardening headers on every answer: the strict policy above (nothing from Helmet's
 * defaults added to it), no framing, no sniffing, and HSTS in production only. Cross-origin
 * resource policy stays off so other sites and mail clients may still show uploaded photos.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, opts: { hsts: boolean; tileUrl: string }) => {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityDirectives([tileSource(opts.tileUrl)]),
      },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      frameguard: { action: 'deny' },
      strictTransportSecurity: opts.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
    // Helmet has no Permissions-Policy.
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self)');
    });
  },
);
