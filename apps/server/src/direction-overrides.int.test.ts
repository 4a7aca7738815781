import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, fingerprintReader } from './test/db-fingerprint.ts';
import { userWithRole } from './test/fixtures/user-fixtures.ts';
import { createTestApp, type TestApp } from './test/harness.ts';
import { bearer } from './test/http.ts';

/*
 * Invisible direction overrides and isolates (U+202A–U+202E, U+2066–U+2069) are refused in every
 * one-line text the API takes, with the field named and the code `direction_override`; nothing is
 * written. The fields are read from the OpenAPI document (the `x-text` mark every `text()` field
 * carries), so a new field is covered without touching this file; a free-text field the document
 * does not mark fails here, as it would not keep the rule.
 */

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  pattern?: string;
  'x-text'?: 'single-line' | 'multi-line';
}
interface Operation {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

const OVERRIDES = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069].map((code) =>
  String.fromCodePoint(code),
);
const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** A place in a request where a one-line text goes, and how to build a request around it. */
interface TextField {
  operation: string;
  /** The field as the problem names it (`translations.en.title`, `q`, `slug`). */
  field: string;
  where: 'path' | 'query' | 'body';
  /** The body with `value` at the field (and the discriminators on its way set). */
  body?: (value: string) => unknown;
}

const isString = (s: Schema) => s.type === 'string' || (Array.isArray(s.type) && s.type.includes('string'));
/** A string a client may write freely: not an enum, an id, a date or a value of a fixed pattern. */
const isFreeText = (s: Schema) =>
  isString(s) &&
  s.enum === undefined &&
  s.const === undefined &&
  !['uuid', 'date', 'date-time', 'email', 'uri'].includes(s.format ?? '') &&
  (s.pattern === undefined || s['x-text'] !== undefined);

/** The one-line texts inside a body schema; `unmarked` collects free texts without the mark. */
function bodyFields(
  schema: Schema,
  path: string[],
  wrap: (inner: unknown) => unknown,
  out: { path: string[]; body: (value: string) => unknown }[],
  unmarked: string[],
) {
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    bodyFields(option, path, wrap, out, unmarked);
  if (schema.properties) {
    // Discriminators (a required property of one value) keep their value, so the right branch is checked.
    const fixed = Object.fromEntries(
      Object.entries(schema.properties).flatMap(([name, s]) =>
        s.const !== undefined ? [[name, s.const]] : s.enum?.length === 1 ? [[name, s.enum[0]]] : [],
      ),
    );
    for (const [name, property] of Object.entries(schema.properties))
      bodyFields(property, [...path, name], (inner) => wrap({ ...fixed, [name]: inner }), out, unmarked);
  }
  if (schema.items) bodyFields(schema.items, [...path, '0'], (inner) => wrap([inner]), out, unmarked);
  if (schema['x-text'] === 'single-line') out.push({ path, body: (value) => wrap(value) });
  else if (isFreeText(schema) && schema['x-text'] === undefined) unmarked.push(path.join('.'));
}

let t: TestApp;
let admin: { token: string };
let fields: TextField[];
let unmarked: string[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithRole(t, 'admin');
  const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  fields = [];
  unmarked = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/')) continue;
    for (const [method, op] of Object.entries(ops)) {
      const operation = `${method.toUpperCase()} ${path}`;
      for (const param of op.parameters ?? []) {
        if (param.in !== 'path' && param.in !== 'query') continue;
        const schema = param.schema ?? {};
        if (schema['x-text'] === 'single-line')
          fields.push({ operation, field: param.name, where: param.in });
        else if (isFreeText(schema) && !schema['x-text']) unmarked.push(`${operation} ${param.name}`);
      }
      const body = op.requestBody?.content?.['application/json']?.schema;
      if (!body) continue;
      const found: { path: string[]; body: (value: string) => unknown }[] = [];
      const loose: string[] = [];
      bodyFields(body, [], (inner) => inner, found, loose);
      const seen = new Set<string>();
      for (const f of found) {
        const field = f.path.join('.');
        if (seen.has(field)) continue;
        seen.add(field);
        fields.push({ operation, field, where: 'body', body: f.body });
      }
      unmarked.push(...loose.map((field) => `${operation} ${field}`));
    }
  }
}, 120_000);
afterAll(async () => {
  await t.close();
});

/** A request with `value` in the field, every other path parameter a well-formed id or day. */
function requestWith(f: TextField, value: string) {
  const [method = 'GET', path = ''] = f.operation.split(' ');
  const url = path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    name === f.field && f.where === 'path'
      ? encodeURIComponent(value)
      : /date/i.test(name)
        ? '2027-06-10'
        : SOME_ID,
  );
  const query = f.where === 'query' ? `?${encodeURIComponent(f.field)}=${encodeURIComponent(value)}` : '';
  return t.app.inject({
    method: method as 'GET',
    url: `${url}${query}`,
    headers: { ...bearer(admin.token), 'idempotency-key': crypto.randomUUID(), origin: t.config.publicUrl },
    ...(f.where === 'body' && f.body ? { payload: f.body(value) as object } : {}),
  });
}

describe('invisible direction overrides', () => {
  it('finds the one-line fields in the document, and every free-text field is one of the rule’s', () => {
    expect(unmarked).toEqual([]);
    const names = fields.map((f) => `${f.operation} ${f.field}`);
    expect(fields.length).toBeGreaterThan(100);
    for (const expected of [
      'POST /api/auth/register name',
      'POST /api/auth/register email',
      'GET /api/hotels q',
      'POST /api/bookings phone',
      'POST /api/blog-admin/posts translations.en.title',
      'GET /api/blog/posts/{slug} slug',
    ])
      expect(names).toContain(expected);
  });

  it('are refused in every one-line field with the field named, in the reader’s language, writing nothing', async () => {
    const fingerprint = await fingerprintReader(t.database.db);
    const before = await fingerprint();
    const wrong: string[] = [];
    for (const f of fields) {
      for (const override of OVERRIDES) {
        const res = await requestWith(f, `Trabzon${override}gpj.exe`);
        const errors = (res.json().errors ?? []) as { field: string; code: string }[];
        const named = errors.find((e) => e.field === f.field && e.code === 'direction_override');
        if (res.statusCode !== 400 || !named)
          wrong.push(
            `${f.operation} ${f.field} U+${override.codePointAt(0)?.toString(16)}: ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
      }
    }
    expect(wrong).toEqual([]);
    await t.app.deps.tasks.idle();
    expect(changedTables(before, await fingerprint())).toEqual([]);
  }, 300_000);

  it('says so in English, Turkish and Arabic', async () => {
    const register = fields.find((f) => f.operation === 'POST /api/auth/register' && f.field === 'name');
    if (!register?.body) throw new Error('no name field on register');
    const messages: Record<string, string> = {};
    for (const lang of ['en', 'tr', 'ar']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/auth/register?lang=${lang}`,
        headers: { 'accept-language': lang },
        payload: { name: 'Ali\u202Eردنب', email: 'ali@example.com', password: 'secret123' },
      });
      expect(res.statusCode).toBe(400);
      const error = res.json().errors.find((e: { field: string }) => e.field === 'name');
      expect(error.code).toBe('direction_override');
      messages[lang] = error.message;
    }
    expect(messages.en).toMatch(/direction/);
    expect(messages.tr).toMatch(/yön/);
    expect(messages.ar).toMatch(/اتجاه/);
  });

  it('lets the marks Arabic text may need through (LRM, RLM, ALM)', async () => {
    for (const mark of ['\u200E', '\u200F', '\u061C']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          name: `فاطمة${mark} Trabzon`,
          email: `mark-${mark.codePointAt(0)}@example.com`,
          password: 'secret123',
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().user.name).toBe(`فاطمة${mark} Trabzon`);
    }
  });
});
