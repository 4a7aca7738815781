import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A strict CSP (no inline script) and the usual hardening headers on every answer. */
export function contentSecurityPolicy(tileHosts: string[] = []): string {
  const img = ["'self'", 'data:', 'blob:', ...tileHosts].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${img}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The origin map tiles come from, as a CSP source ({s} subdomains become a wildcard). */
export function tileSource(tileUrl: string): string {
  const origin = tileUrl.replace(/^(https?:\/\/[^/]+).*$/, '$1');
  return origin.replace('{s}', '*');
}

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, opts: { hsts: boolean; tileUrl: string }) => {
    const csp = contentSecurityPolicy([tileSource(opts.tileUrl)]);
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Content-Security-Policy', csp);
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
      reply.header('X-Frame-Options', 'DENY');
      reply.header('Cross-Origin-Opener-Policy', 'same-origin');
      reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self)');
      if (opts.hsts) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      return payload;
    });
  },
);
