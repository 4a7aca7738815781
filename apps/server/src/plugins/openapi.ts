import { LANGUAGES } from '@app/shared/i18n/languages';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { SECURITY_SCHEMES, securityFields } from './openapi-requests.ts';

/** The modules of the API, in the order the document lists them. */
export const OPENAPI_TAGS = [
  { name: 'health', description: 'Liveness and readiness' },
  { name: 'auth', description: 'Accounts, sessions and passwords' },
  { name: 'users', description: 'The signed-in traveller’s profile; the user list for admins' },
  { name: 'settings', description: 'Site, mail, payment and home page settings' },
  { name: 'hotels', description: 'Hotels and their rooms' },
  { name: 'reviews', description: 'Hotel reviews' },
  { name: 'destinations', description: 'Destinations' },
  { name: 'packages', description: 'Tour packages and their departures' },
  { name: 'restaurants', description: 'Restaurants, their tables, dates and the times free' },
  { name: 'vehicles', description: 'Car rentals, transfers and taxis: what is on sale for a trip' },
  {
    name: 'travel',
    description: 'Hotels around Trabzon and Rize, and flights, from the travel data provider',
  },
  { name: 'offers', description: 'Deals across hotels and packages' },
  { name: 'inventory', description: 'Room nights: availability, prices and stop-sells' },
  { name: 'bookings', description: 'Quotes, bookings and their administration' },
  { name: 'dashboard', description: 'The travel admin’s figures: bookings, revenue, occupancy, what waits' },
  { name: 'audit', description: 'The audit trail of every admin and blog-admin write (read only)' },
  { name: 'blog', description: 'The public blog' },
  { name: 'blog-admin', description: 'Writing and moderating the blog' },
  { name: 'uploads', description: 'Images' },
  { name: 'contact', description: 'The contact form' },
  { name: 'newsletter', description: 'Newsletter subscriptions' },
  { name: 'feeds', description: 'RSS, sitemap and robots.txt (not JSON)' },
];

/**
 * The module a route belongs to, from its path, for routes that do not name their tag:
 * `/api/admin/hotels/…` is hotels, anything about reviews is reviews.
 */
export function moduleTag(url: string): string {
  const parts = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter((part) => part && part !== 'admin');
  if (parts.includes('reviews')) return 'reviews';
  return parts[0] ?? 'api';
}

/**
 * The OpenAPI 3.1 document of the API, generated from the routes' zod schemas, at
 * `GET /api/openapi.json`, and a browsable page at `/api/docs` (Swagger UI served from this
 * server: no outside assets, and only same-origin scripts, so the site's CSP applies unchanged).
 * The web app's HTML pages and static files are not part of the API and are left out (`hide`).
 * Registered before the routes so it sees every one of them.
 */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Karadeniz Travel API',
        version: '1.0.0',
        description:
          'Hotels, tour packages, bookings and the blog of the agency. Errors are `application/problem+json` ' +
          `(RFC 9457) with a stable \`code\`. Texts come in the language of the \`lang\` query parameter (${LANGUAGES.join(', ')}), ` +
          'English otherwise.',
      },
      tags: OPENAPI_TAGS,
      components: {
        securitySchemes: SECURITY_SCHEMES,
      },
    },
    transform: (route) => {
      // Parts the handler checks itself are described as if the schema declared them.
      const { documentOnly, ...declared } = route.schema ?? {};
      const out = jsonSchemaTransform({ ...route, schema: { ...declared, ...documentOnly } });
      const schema = (out.schema ?? {}) as { tags?: string[]; hide?: boolean; description?: string };
      if (schema.hide) return { ...out, schema };
      if (!schema.tags) schema.tags = [moduleTag(route.url)];
      // Who may call: from the route's guard.
      return { ...out, schema: { ...schema, ...securityFields(route.route, schema.description) } };
    },
    transformObject: jsonSchemaTransformObject,
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(app.swagger()),
  );

  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { deepLinking: true, docExpansion: 'list' },
  });
});
