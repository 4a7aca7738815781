import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsRepository } from '../modules/settings/settings.repository.ts';
import { userWithRole } from '../test/fixtures/user-fixtures.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { bearer } from '../test/http.ts';
import { OPENAPI_TAGS } from './openapi.ts';

/*
 * Every route of the API describes its answers. Hidden from the document on purpose, as they are not
 * part of the API: the web app's pages and static files (`/*`, `/uploads/*`), `/api/openapi.json`
 * and the `/api/docs` page itself.
 */

interface Operation {
  tags?: string[];
  security?: Record<string, string[]>[];
  'x-required-role'?: string[];
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

let t: TestApp;
let doc: Document;

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
});
afterAll(async () => {
  await t.close();
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      op,
    })),
  );

/** Whether an operation says a caller must bring a session (every option names a scheme). */
const needsSession = (op: Operation) =>
  (op.security?.length ?? 0) > 0 && op.security?.every((option) => Object.keys(option).length > 0);

/** A request to the operation with made-up path parameters and no body, as `caller`. */
const probe = (method: string, path: string, token?: string) =>
  t.app.inject({
    method: method as 'GET',
    url: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
    headers: { origin: t.config.publicUrl, ...(token ? bearer(token) : {}) },
  });

/** A success answer the document describes: a body with a schema, or no body (204). */
const describesSuccess = (op: Operation) =>
  Object.entries(op.responses ?? {}).some(
    ([status, response]) =>
      status === '204' ||
      (/^2\d\d$/.test(status) && Object.values(response.content ?? {}).some((media) => media.schema)),
  );

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as unknown as Record<string, unknown>);
    expect(result.errors, JSON.stringify(result.errors, null, 2)).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('describes the answers of every route', () => {
    const missing = operations()
      .filter(({ op }) => !describesSuccess(op))
      .map(({ key }) => key);
    expect(missing).toEqual([]);
  });

  it('describes errors as problem+json on every route', () => {
    for (const { key, op } of operations()) {
      expect(op.responses?.['4XX']?.content?.['application/problem+json']?.schema, key).toEqual({
        $ref: '#/components/schemas/Problem',
      });
    }
    expect(doc.components.schemas.Problem).toMatchObject({ type: 'object', required: expect.any(Array) });
  });

  it('describes requests: path parameters, query strings and bodies', () => {
    const comments = doc.paths['/api/blog/posts/{slug}/comments'];
    expect(comments?.post).toMatchObject({
      parameters: [expect.objectContaining({ in: 'path', name: 'slug', required: true })],
      requestBody: { content: { 'application/json': { schema: expect.any(Object) } } },
    });
    const list = doc.paths['/api/blog/posts']?.get as { parameters?: { in: string; name: string }[] };
    expect(list.parameters?.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(
      expect.arrayContaining(['page', 'limit', 'q', 'category', 'tag']),
    );
  });

  it('files every operation under one of the modules', () => {
    const names = new Set(OPENAPI_TAGS.map((tag) => tag.name));
    for (const { key, op } of operations()) {
      expect(op.tags?.length, key).toBe(1);
      expect(names.has(op.tags?.[0] ?? ''), key).toBe(true);
    }
  });

  it('gives feeds their media types and leaves the web app’s pages out', () => {
    expect(Object.keys(doc.paths['/blog/rss.xml']?.get?.responses?.['200']?.content ?? {})).toEqual([
      'application/rss+xml',
    ]);
    expect(Object.keys(doc.paths['/robots.txt']?.get?.responses?.['200']?.content ?? {})).toEqual([
      'text/plain',
    ]);
    expect(Object.keys(doc.paths).filter((path) => !path.startsWith('/api/'))).toEqual([
      '/blog/rss.xml',
      '/sitemap.xml',
      '/robots.txt',
    ]);
  });
});

describe('GET /api/docs', () => {
  it('is served from this server under the site’s content security policy', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    // Scripts from this server only (the one hash allowed is the pages' preferences script, not here).
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+')?;/);
    const scripts = [...res.body.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(attributes).toMatch(/src="\.?\/?[^":]*"/);
      expect(inline?.trim()).toBe('');
    }
    expect(res.body).not.toMatch(/https?:\/\//);
    // Every script and stylesheet comes from this server.
    const assets = [...res.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) {
      expect(asset.startsWith('/api/docs/'), asset).toBe(true);
      expect((await t.app.inject({ url: asset })).statusCode, asset).toBe(200);
    }
    // No online validator badge: the page never calls out.
    const initializer = await t.app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain('validatorUrl: null');
    expect(initializer.body).toContain("resolveUrl('./json')");
  });
});

describe('answers carry only what their schema names', () => {
  it('a stored setting with extra fields reaches the admin without them', async () => {
    const admin = await userWithRole(t, 'admin');
    const repo = settingsRepository(t.database.db);
    const now = new Date('2027-06-01T09:00:00Z');
    await repo.put('app', { siteName: 'Karadeniz Travel', internalNote: 'not for the wire' }, now);
    await repo.put(
      'email',
      {
        senderName: 'Desk',
        senderEmail: 'desk@example.com',
        smtpPasswordSealed: 'sealed',
        smtpPassword: 'hunter2',
      },
      now,
    );
    const res = await t.app.inject({ url: '/api/settings', headers: bearer(admin.token) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.app.siteName).toBe('Karadeniz Travel');
    expect(body.app).not.toHaveProperty('internalNote');
    expect(body.email).toMatchObject({ senderName: 'Desk', smtpPasswordSet: true });
    expect(body.email).not.toHaveProperty('smtpPassword');
    expect(body.email).not.toHaveProperty('smtpPasswordSealed');
    expect(res.body).not.toContain('hunter2');
  });

  it('a user answer never carries the password hash', async () => {
    const user = await userWithRole(t, 'user');
    const res = await t.app.inject({ url: '/api/auth/me', headers: bearer(user.token) });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().user).sort()).toEqual(
      [
        '_id',
        'createdAt',
        'email',
        'name',
        'permissions',
        'phone',
        'preferences',
        'profileImage',
        'role',
      ].sort(),
    );
    expect(res.body).not.toMatch(/argon2|passwordHash/);
  });

  it('errors are problem+json shaped by the problem schema', async () => {
    const res = await t.app.inject({ url: '/api/blog/posts/no-such-post' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(Object.keys(res.json()).sort()).toEqual(['code', 'requestId', 'status', 'title', 'type']);
  });
});

describe('the document says who may call and what to send', () => {
  it('declares the schemes the server uses: the bearer access token and the refresh cookie', () => {
    expect(doc.components.securitySchemes).toMatchObject({
      bearer: { type: 'http', scheme: 'bearer' },
      refreshCookie: { type: 'apiKey', in: 'cookie', name: 'rt' },
    });
  });

  it('declares a session on exactly the operations that refuse a guest (401)', async () => {
    const wrong: string[] = [];
    for (const { key, method, path, op } of operations()) {
      if (!path.startsWith('/api/')) continue;
      const status = (await probe(method, path)).statusCode;
      if (needsSession(op) !== (status === 401))
        wrong.push(`${key}: declared ${needsSession(op)}, got ${status}`);
    }
    expect(wrong).toEqual([]);
    // The guarded ones are many, and the public ones say nothing or that a session is optional.
    expect(operations().filter(({ op }) => needsSession(op)).length).toBeGreaterThan(50);
  });

  it('names the role of every operation a signed-in traveller is refused (403)', async () => {
    const traveller = await userWithRole(t, 'user');
    const wrong: string[] = [];
    for (const { key, method, path, op } of operations()) {
      if (!needsSession(op) || /\/auth\/(logout|logout-all|refresh)$/.test(path)) continue;
      const status = (await probe(method, path, traveller.token)).statusCode;
      const roles = op['x-required-role'];
      if (Boolean(roles) !== (status === 403)) wrong.push(`${key}: roles ${roles}, got ${status}`);
    }
    expect(wrong).toEqual([]);
    expect(doc.paths['/api/admin/bookings']?.get?.['x-required-role']).toEqual(['admin']);
    expect(doc.paths['/api/blog-admin/posts']?.get?.['x-required-role']).toEqual(['admin', 'blog-admin']);
  });

  it('declares the Idempotency-Key header a booking requires', () => {
    expect(doc.paths['/api/bookings']?.post?.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'Idempotency-Key', required: true }),
    );
  });

  it('declares a multipart body with a file for both uploads', () => {
    for (const op of [doc.paths['/api/uploads']?.post, doc.paths['/api/users/profile/avatar']?.put]) {
      const body = op?.requestBody?.content?.['multipart/form-data']?.schema;
      expect(body?.properties?.file).toMatchObject({ type: 'string', format: 'binary' });
      expect(Object.keys(op?.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    }
  });
});
