import { addDays } from '@app/shared/common/dates';
import { isCalendarDate } from '@app/shared/common/iso-date';
import { AMENITIES } from '@app/shared/hotels/catalog';
import fc from 'fast-check';
import type { Kind, KnownValues } from './known-values.ts';
import type { SchemaNode } from './openapi-routes.ts';

/**
 * fast-check arbitraries for what a client may send a route, read from its JSON Schema: mostly
 * values that could pass (real ids, dates near today, texts within their bounds), mixed with
 * hostile ones (NUL and other control characters, broken surrogates, huge strings, dates
 * PostgreSQL cannot hold, numbers out of any range, wrong types).
 */

/** Strings that once broke something somewhere, or could. */
export const HOSTILE_STRINGS = [
  '\u0000',
  'Uzung\u0000öl',
  '\u0000\u0000\u0000',
  '\u0001\u0002\u0003',
  '\u0007bell',
  '\u001b[31mred',
  '\u007f',
  '\u0085next line',
  '\u009b',
  'tab\there',
  'line\nbreak',
  'carriage\rreturn',
  '\ud800',
  'half \udfff pair',
  '\ufeff',
  '\ufffe\uffff',
  '\u202eevil',
  '\u200d\u200c',
  '😀👨‍👩‍👧',
  'İıŞşĞğ',
  'مَرْحَبًا',
  ' ',
  '',
  "' OR 1=1 --",
  '"; drop table bookings; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '%',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x10',
  'null',
  'undefined',
  '[]',
  '{}',
  'x'.repeat(5_000),
  'ü'.repeat(70_000),
];

const HOSTILE_DATES = [
  '0000-01-01',
  '0001-01-01',
  '9999-12-31',
  '9999-12-30',
  '2026-02-30',
  '2027-02-29',
  '2028-02-29',
  '2027-13-01',
  '2027-00-10',
  '2027-06-00',
  '1999-12-31',
  '2100-01-01',
  '+02027-01-01',
  '2027-1-1',
  '20270101',
  '2027-06-01T00:00:00Z',
  '99999-01-01',
];

/** Path segments sent as they are, not encoded: broken escapes and the like. */
export const RAW_SEGMENTS = ['%00', '%', '%zz', '%C0%80', '%ED%A0%80', '%2e%2e%2f', '..', 'a%00b', '%FF'];

const controlUnit = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u001f',
  '\u007f',
  '\u0085',
  '\t',
  '\n',
  '\r',
  'a',
  'ş',
  'ي',
  '\ud83d',
);

/** Any string a client could send, leaning to the nasty. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: controlUnit, maxLength: 12 }) },
  {
    weight: 1,
    arbitrary: fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) }),
  },
);

/** Numbers inside a range and just outside it, and numbers no range holds. */
function numberIn(schema: SchemaNode, hostile: boolean): fc.Arbitrary<unknown> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1_000;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1_000_000;
  const whole = schema.type === 'integer';
  const inRange = whole
    ? fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31) })
    : fc.double({ min, max, noNaN: true });
  if (!hostile) return inRange;
  return fc.oneof(
    { weight: 6, arbitrary: inRange },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        min - 1,
        max + 1,
        0,
        -1,
        0.5,
        2 ** 31,
        -(2 ** 31) - 1,
        2 ** 53 + 2,
        1e21,
        -1e21,
        1e308,
        Number.MIN_VALUE,
      ),
    },
    { weight: 1, arbitrary: fc.double() },
    { weight: 1, arbitrary: fc.constantFrom('12', '1e400', 'abc', '', true, null, [], {}) },
  );
}

/** A calendar date near today, at the edge of the sale window, or one no calendar has. */
function dateAround(today: string, hostile: boolean): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: -10, max: 120 }).map((d) => addDays(today, d)) },
    { weight: 2, arbitrary: fc.integer({ min: 720, max: 760 }).map((d) => addDays(today, d)) },
    ...(hostile
      ? [
          { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_DATES) },
          { weight: 1, arbitrary: hostileString },
        ]
      : []),
  );
}

function wallClockAround(today: string, hostile: boolean): fc.Arbitrary<string> {
  const time = fc.oneof(
    fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => [h, m].map((n) => String(n).padStart(2, '0')).join(':')),
    ...(hostile ? [fc.constantFrom('24:00', '99:99', '00:00:00', '')] : []),
  );
  return fc.oneof(
    { weight: 4, arbitrary: fc.tuple(dateAround(today, hostile), time).map(([d, t]) => `${d}T${t}`) },
    { weight: 1, arbitrary: fc.constant('') },
    ...(hostile ? [{ weight: 1, arbitrary: hostileString }] : []),
  );
}

/** Things a field names by its name (`hotelId`), or by the route's path for `id` and `slug`. */
const THINGS: Record<string, Kind> = {
  hotelId: 'hotel',
  roomTypeId: 'room',
  roomId: 'room',
  packageId: 'package',
  departureId: 'departure',
  destinationId: 'destination',
  destination: 'destination',
  categoryId: 'category',
  category: 'category',
  tag: 'tag',
  reference: 'reference',
  ids: 'post',
  hotelIds: 'hotel',
  tableId: 'table',
};

const ID_BY_RESOURCE: Record<string, Kind> = {
  hotels: 'hotel',
  packages: 'package',
  destinations: 'destination',
  bookings: 'booking',
  offers: 'offer',
  users: 'user',
  posts: 'post',
  comments: 'comment',
  categories: 'category',
  tags: 'tag',
  restaurants: 'restaurant',
};

/** The kind of thing a field of a route names, if any (`id` in `/api/hotels/{id}` is a hotel). */
export function fieldKind(path: string, name: string): Kind | undefined {
  const segments = path
    .replace(/^\/api\//, '')
    .split('/')
    .filter((s) => s && s !== 'admin' && !s.startsWith('{'));
  const resource = (segments[0] === 'blog-admin' ? segments[1] : segments[0]) ?? '';
  const inPath = path.includes(`{${name}}`);
  if (name === 'id' && inPath) return ID_BY_RESOURCE[resource];
  if (name === 'slug' && inPath) return resource === 'blog' ? 'post' : ID_BY_RESOURCE[resource];
  return THINGS[name];
}

export interface Context {
  known: KnownValues;
  today: string;
  path: string;
  /** Hostile values and wrong types anywhere (else only values that could pass). */
  hostile: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a person would type in a field of this name, where the name says more than the schema. */
function namedValues(name: string, ctx: Context): fc.Arbitrary<string> | undefined {
  switch (name) {
    case 'checkIn':
    case 'checkOut':
    case 'from':
    case 'to':
    case 'startDate':
    case 'endDate':
    case 'date':
      return dateAround(ctx.today, ctx.hostile);
    case 'publishAt':
      return wallClockAround(ctx.today, ctx.hostile);
    case 'period':
      return fc.constantFrom(ctx.today.slice(0, 4), ctx.today.slice(0, 7), '0000', '0000-01', '9999-12');
    case 'email': {
      const known = ctx.known.values.email;
      return fc.oneof(
        ...(known.length ? [fc.constantFrom(...known)] : []),
        fc.constantFrom('guest@example.com', 'İlker@example.com.tr', 'a.b+c@mail.example.org'),
      );
    }
    case 'phone':
      return fc.constantFrom('+90 462 123 45 67', '0462 123 4567', '+44 (20) 7946-0958');
    case 'cardNumber':
      return fc.constantFrom('4242 4242 4242 4242', '5555555555554444', '4000000000000002');
    case 'expiryDate':
      return fc.constantFrom('12/30', '01/29');
    case 'cvv':
      return fc.constantFrom('123');
    case 'promoCode':
      return fc.constantFrom('KARADENIZ10', 'karadeniz10', 'NOPE');
    case 'amenities':
      return fc.subarray([...AMENITIES], { maxLength: 3 }).map((a) => a.join(','));
    case 'image':
    case 'images':
    case 'url':
    case 'featuredImage':
      return fc.constantFrom('', '/images/hotels/uzungol-lake-lodge-1.webp', 'https://example.com/a.jpg');
    case 'website':
      return fc.constantFrom('', 'https://example.com');
    case 'slug':
      return fc.oneof(fc.constant(''), fc.stringMatching(/^[a-z0-9]{3,12}(-[a-z0-9]{2,8})?$/));
    case 'timezone':
      return fc.constantFrom('Europe/Istanbul', 'Asia/Riyadh', 'UTC', 'Mars/Olympus');
    // A real mail server is never named: nothing may wait on one while the app closes.
    case 'smtpHost':
      return fc.constantFrom('', 'smtp .example');
    case 'expectedUpdatedAt':
      return fc.constantFrom(
        new Date().toISOString(),
        '0000-01-01T00:00:00Z',
        '+275760-09-13T00:00:00Z',
        'x',
      );
    default:
      return undefined;
  }
}

function stringFor(schema: SchemaNode, name: string, ctx: Context): fc.Arbitrary<string> {
  const kind = fieldKind(ctx.path, name);
  const things = kind ? ctx.known.values[kind].filter((v) => schema.format !== 'uuid' || UUID.test(v)) : [];
  const named = things.length ? fc.constantFrom(...things) : namedValues(name, ctx);
  const shaped = ((): fc.Arbitrary<string> => {
    if (schema.format === 'uuid') return fc.uuid();
    if (schema.pattern) {
      try {
        return fc.stringMatching(new RegExp(schema.pattern, 'u'));
      } catch {
        // a pattern JavaScript cannot read in unicode mode: plain text below
      }
    }
    const maxLength = Math.min(schema.maxLength ?? 60, 60);
    const minLength = Math.min(schema.minLength ?? 0, maxLength);
    return fc.oneof(
      fc.string({ minLength, maxLength }),
      fc.lorem({ maxCount: 6 }).map((s) => s.slice(0, schema.maxLength ?? 60)),
    );
  })();
  if (!ctx.hostile) return named ?? shaped;
  return fc.oneof(
    ...(named ? [{ weight: 6, arbitrary: named }] : []),
    { weight: 3, arbitrary: shaped },
    { weight: 2, arbitrary: hostileString },
  );
}

const MISSING = Symbol('missing');

/** Values of a JSON Schema, valid-ish mostly, hostile sometimes, missing or of a wrong type now and then. */
export function valueFor(schema: SchemaNode, name: string, ctx: Context): fc.Arbitrary<unknown> {
  const options = schema.oneOf ?? schema.anyOf;
  if (options?.length) return fc.oneof(...options.map((o) => valueFor(o, name, ctx)));
  if (schema.allOf?.length) return valueFor(Object.assign({}, ...schema.allOf), name, ctx);
  if (!ctx.hostile) return validValueFor(schema, name, ctx);
  if (schema.const !== undefined) return fc.oneof(fc.constant(schema.const), hostileString);
  if (schema.enum?.length)
    return fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom(...schema.enum) },
      { weight: 1, arbitrary: hostileString },
    );
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const wrong = fc.oneof(fc.constant(null), fc.integer(), fc.boolean(), hostileString, fc.constant([]));
  switch (type) {
    case 'object':
      return fc.oneof({ weight: 12, arbitrary: objectFor(schema, ctx) }, { weight: 1, arbitrary: wrong });
    case 'array': {
      const items = schema.items ?? {};
      const item = fieldKind(ctx.path, name) ? stringFor(items, name, ctx) : valueFor(items, name, ctx);
      return fc.oneof(
        { weight: 8, arbitrary: fc.array(item, { maxLength: Math.min((schema.maxItems ?? 4) + 1, 6) }) },
        { weight: 1, arbitrary: fc.array(item, { minLength: 40, maxLength: 120 }) },
        { weight: 1, arbitrary: wrong },
      );
    }
    case 'integer':
    case 'number':
      return numberIn(schema, ctx.hostile);
    case 'boolean':
      return fc.oneof({ weight: 6, arbitrary: fc.boolean() }, { weight: 1, arbitrary: wrong });
    case 'null':
      return fc.constant(null);
    case 'string':
      return fc.oneof(
        { weight: 12, arbitrary: stringFor(schema, name, ctx) },
        { weight: 1, arbitrary: wrong },
      );
    default:
      return fc.oneof(fc.jsonValue(), hostileString);
  }
}

/** Values that could pass: the right type, inside the bounds, names of things that exist. */
function validValueFor(schema: SchemaNode, name: string, ctx: Context): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  // Most rooms sleep two to four.
  if (name === 'guests') return fc.integer({ min: 1, max: 3 });
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return objectFor(schema, ctx);
    case 'array': {
      const items = schema.items ?? {};
      const item = fieldKind(ctx.path, name) ? stringFor(items, name, ctx) : valueFor(items, name, ctx);
      return fc.array(item, {
        minLength: Math.min(schema.minItems ?? 0, 3),
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    }
    case 'integer':
    case 'number':
      return numberIn(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      return stringFor(schema, name, ctx);
    default:
      return fc.jsonValue();
  }
}

/** An object of the schema's properties: required ones mostly there, others now and then. */
export function objectFor(schema: SchemaNode, ctx: Context): fc.Arbitrary<Record<string, unknown>> {
  const required = new Set(schema.required ?? []);
  const model = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, prop]) => [
      key,
      required.has(key) && !ctx.hostile
        ? valueFor(prop, key, ctx)
        : fc.oneof(
            { weight: required.has(key) ? 12 : 2, arbitrary: valueFor(prop, key, ctx) },
            { weight: 1, arbitrary: fc.constant(MISSING) },
          ),
    ]),
  );
  return fc
    .tuple(
      fc.record(model),
      belongingTogether(ctx.known, Object.keys(schema.properties ?? {}), ctx.path),
      fc.integer({ min: 1, max: 8 }),
    )
    .map(([record, pair, nights]) =>
      inOrder(
        withPair(Object.fromEntries(Object.entries(record).filter(([, v]) => v !== MISSING)), pair, ctx.path),
        nights,
      ),
    );
}

const RANGES = [
  ['checkIn', 'checkOut'],
  ['from', 'to'],
  ['startDate', 'endDate'],
] as const;

/** Most of the time a range's end comes a few days after its start, as a person would choose. */
function inOrder(value: Record<string, unknown>, days: number): Record<string, unknown> {
  if (days > 6) return value;
  const out = { ...value };
  for (const [start, end] of RANGES) {
    const first = out[start];
    if (typeof first === 'string' && isCalendarDate(first) && end in out) out[end] = addDays(first, days);
  }
  return out;
}

type Pair = Partial<Record<Kind, string>>;

/** Often, where an object names both, a hotel with one of its rooms, a package with one of its departures, a restaurant with one of its tables. */
export function belongingTogether(
  known: KnownValues,
  keys: string[],
  path: string,
): fc.Arbitrary<Pair | null> {
  const kinds = new Set(keys.map((key) => fieldKind(path, key)));
  const pairs: Pair[] = [
    ...(kinds.has('room') ? known.hotelRooms.map((p) => ({ hotel: p.hotel, room: p.room })) : []),
    ...(kinds.has('departure')
      ? known.packageDepartures.map((p) => ({ package: p.package, departure: p.departure }))
      : []),
    ...(kinds.has('table')
      ? known.restaurantTables.map((p) => ({ restaurant: p.restaurant, table: p.table }))
      : []),
  ];
  return pairs.length ? fc.option(fc.constantFrom(...pairs), { freq: 4 }) : fc.constant(null);
}

/** The fields naming a thing of the pair take the pair's values. */
export function withPair<T extends Record<string, unknown>>(value: T, pair: Pair | null, path: string): T {
  if (!pair) return value;
  const out: Record<string, unknown> = { ...value };
  for (const key of Object.keys(out)) {
    const kind = fieldKind(path, key);
    const paired = kind && kind in pair ? pair[kind as Kind] : undefined;
    if (paired) out[key] = paired;
  }
  return out as T;
}

/** A value of any kind that no field should choke on: hostile strings and dates, numbers, null, nothing. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_DATES) },
  { weight: 2, arbitrary: numberIn({ type: 'number' }, true) },
  { weight: 1, arbitrary: fc.constantFrom(null, undefined, true, [], {}) },
);

type Path = (string | number)[];

function leafPaths(value: unknown, at: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leafPaths(v, [...at, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leafPaths(v, [...at, k]));
  return at.length ? [at] : [];
}

function replacedAt(value: unknown, [head, ...rest]: Path, by: unknown): unknown {
  if (head === undefined) return by;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? replacedAt(v, rest, by) : v));
  const copy = { ...(value as Record<string, unknown>) };
  copy[head] = replacedAt(copy[head], rest, by);
  return copy;
}

/** The value with one field somewhere inside it (a path param, a query field, a body field) turned hostile. */
export function withOneHostile<T>(value: T): fc.Arbitrary<T> {
  const paths = leafPaths(value);
  if (!paths.length) return fc.constant(value);
  return fc
    .tuple(fc.constantFrom(...paths), hostileValue)
    .map(([path, by]) => replacedAt(value, path, by) as T);
}
