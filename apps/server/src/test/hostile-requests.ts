import fc from 'fast-check';
import {
  type Context,
  hostileString,
  objectFor,
  RAW_SEGMENTS,
  valueFor,
  withOneHostile,
} from './hostile-values.ts';
import type { KnownValues } from './known-values.ts';
import type { RouteParam, RouteSpec } from './openapi-routes.ts';

export type Caller = 'guest' | 'traveller' | 'admin';

/** One request for `app.inject`, and who sends it. */
export interface HostileRequest {
  caller: Caller;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

interface Parts {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

/** A value as one part of a URL; a string that cannot be encoded (half a surrogate pair) as bad UTF-8. */
function encoded(value: unknown): string {
  const text = value === undefined ? '' : typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function queryString(query: Record<string, unknown>): string {
  return Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map((v) => `${encodeURIComponent(key)}=${encoded(v)}`),
    )
    .join('&');
}

const asObject = (params: RouteParam[]) => ({
  type: 'object',
  properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
  required: params.filter((p) => p.required).map((p) => p.name),
});

/** Path, query and body of a route's schema, valid-ish (`hostile: false`) or anything goes. */
function partsOf(route: RouteSpec, ctx: Context): fc.Arbitrary<Parts> {
  const record = (params: RouteParam[]) => objectFor(asObject(params), ctx);
  const body: fc.Arbitrary<unknown> = route.body
    ? ctx.hostile
      ? fc.oneof(
          { weight: 12, arbitrary: valueFor(route.body, '', ctx) },
          { weight: 1, arbitrary: fc.oneof(hostileString, fc.constant(null), fc.jsonValue()) },
        )
      : valueFor(route.body, '', ctx)
    : ctx.hostile
      ? fc.oneof({ weight: 6, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.jsonValue() })
      : fc.constant(undefined);
  return fc.record({ params: record(route.params), query: record(route.query), body });
}

/**
 * Requests to one route, from one of `callers`: a third valid-ish (real ids, dates near today,
 * texts within bounds), most with one field somewhere turned hostile (so the rest gets past the
 * checks around it), and some hostile all over, with broken URL escapes and odd query strings.
 * Every write carries an Idempotency-Key and a JSON body (now and then with another content type).
 */
export function requestsTo(
  route: RouteSpec,
  known: KnownValues,
  today: string,
  callers: readonly Caller[],
): fc.Arbitrary<HostileRequest> {
  const valid = partsOf(route, { known, today, path: route.path, hostile: false });
  const chaos = partsOf(route, { known, today, path: route.path, hostile: true });
  const parts = fc.oneof(
    { weight: 2, arbitrary: valid },
    { weight: 5, arbitrary: valid.chain((p) => withOneHostile(p)) },
    { weight: 2, arbitrary: chaos },
  );
  const rawSegment = fc.oneof(
    { weight: 12, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
  );
  const rawSegments = fc.array(rawSegment, {
    minLength: route.params.length,
    maxLength: route.params.length,
  });
  const junkQuery = fc.oneof(
    { weight: 12, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: fc.constantFrom('&%00=1', '&page=%', '&q[]=a&q[]=b', '&limit=1&limit=2') },
  );
  const writes = route.method !== 'GET';
  return fc
    .record({
      caller: fc.constantFrom(...callers),
      parts,
      rawSegments,
      junkQuery,
      contentType: fc.oneof(
        { weight: 12, arbitrary: fc.constant('application/json') },
        { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded') },
      ),
      key: fc.oneof(
        { weight: 4, arbitrary: fc.uuid() },
        {
          weight: 1,
          arbitrary: fc.constantFrom('short', 'fuzz-replayed-key-0001', 'x'.repeat(129), 'a key'),
        },
      ),
      lang: fc.constantFrom('en', 'tr', 'ar', 'de', 'x'.repeat(300)),
    })
    .map(
      ({ caller, parts: p, rawSegments: raw, junkQuery: junk, contentType, key, lang }): HostileRequest => {
        const path = route.params.reduce(
          (url, param, i) => url.replace(`{${param.name}}`, raw[i] ?? encoded(p.params[param.name])),
          route.path,
        );
        const qs = `${queryString(p.query)}${junk}`.replace(/^&/, '');
        const headers: Record<string, string> = { 'accept-language': lang };
        if (writes) headers['idempotency-key'] = key;
        const payload = writes && p.body !== undefined ? JSON.stringify(p.body) : undefined;
        if (payload !== undefined) headers['content-type'] = contentType;
        return {
          caller,
          method: route.method,
          url: qs ? `${path}?${qs}` : path,
          headers,
          ...(payload !== undefined ? { payload } : {}),
        };
      },
    );
}
