import { REDACTED } from '@app/shared/audit/entries';

/**
 * What an audit entry keeps of a record: the fields that changed (an update), or the whole record
 * (a create's after, a delete's before), with every secret replaced by `[redacted]`.
 */

export type Fields = Record<string, unknown>;

/**
 * Keys whose values are never kept, wherever they are in a record: passwords and their hashes,
 * tokens and secrets (sealed or not), card data, identity documents and dates of birth. Matched on
 * the key lowered without `_` and `-` (`password_hash`, `refreshToken`, `documentNumber`).
 */
const SECRET_KEY = [
  /password/,
  /passphrase/,
  /token/,
  /secret/,
  /sealed/,
  /apikey/,
  /privatekey/,
  /card/,
  /cvv/,
  /cvc/,
  /^pan$/,
  /iban/,
  /document/,
  /passport/,
  /nationalid/,
  /idnumber/,
  /birth/,
  /^dob$/,
];

export function isSecretKey(key: string): boolean {
  const plain = key.toLowerCase().replace(/[_-]/g, '');
  return SECRET_KEY.some((pattern) => pattern.test(plain));
}

/**
 * The value with every secret key's value replaced, at any depth. A boolean or null under a secret
 * key stays (`smtpPasswordSet: true` says whether one is set, not what it is).
 */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (isPlainObject(value)) {
    const out: Fields = {};
    for (const [key, inner] of Object.entries(value)) {
      out[key] = isSecretKey(key) && inner !== null && typeof inner !== 'boolean' ? REDACTED : redact(inner);
    }
    return out;
  }
  return value;
}

/** A record as JSON keeps it (dates as ISO text, no undefined), so before and after compare alike. */
export function asJson(value: unknown): unknown {
  if (value === undefined) return undefined;
  return JSON.parse(JSON.stringify(value)) as unknown;
}

/** Keys left out of an update's changes: when it was written is the entry's own time. */
const NOT_A_CHANGE = new Set(['updatedAt']);

/**
 * The fields that differ between two versions of a record, each side keeping its own value (a field
 * only one side has is on that side only). Objects are compared field by field at any depth, so a
 * nested change keeps only what changed inside it; lists and plain values are compared whole.
 * Values are compared before redaction: a secret that changed shows as `[redacted]` on both sides.
 */
export function changedFields(before: unknown, after: unknown): { before: Fields; after: Fields } {
  const b: Fields = {};
  const a: Fields = {};
  const was = isPlainObject(before) ? before : {};
  const is = isPlainObject(after) ? after : {};
  for (const key of new Set([...Object.keys(was), ...Object.keys(is)])) {
    if (NOT_A_CHANGE.has(key)) continue;
    const old = was[key];
    const now = is[key];
    if (sameValue(old, now)) continue;
    if (isPlainObject(old) && isPlainObject(now)) {
      const inner = changedFields(old, now);
      b[key] = inner.before;
      a[key] = inner.after;
      continue;
    }
    if (key in was) b[key] = old;
    if (key in is) a[key] = now;
  }
  return { before: redact(b) as Fields, after: redact(a) as Fields };
}

/** The whole record, redacted: what a create keeps after, a delete before. */
export function wholeRecord(record: unknown): Fields | null {
  if (record === undefined || record === null) return null;
  const json = asJson(record);
  return (isPlainObject(json) ? redact(json) : { value: redact(json) }) as Fields;
}

/**
 * How a record is named in an entry: a booking's reference, a name or title (its English text when
 * translated), an email, a code, a number, a date.
 */
export function labelOf(record: unknown): string {
  if (!isPlainObject(record)) return '';
  for (const key of ['reference', 'name', 'title', 'email', 'code', 'slug', 'number', 'date', 'startDate']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 200);
    if (typeof value === 'number') return String(value);
    if (isPlainObject(value)) {
      const text = [value.en, value.tr, value.ar].find((t) => typeof t === 'string' && t.trim());
      if (typeof text === 'string') return text.trim().slice(0, 200);
    }
  }
  return '';
}

function isPlainObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sameValue(x: unknown, y: unknown): boolean {
  if (x === y) return true;
  if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
  return stable(x) === stable(y);
}

/** JSON text with object keys in order, so `{a, b}` equals `{b, a}`. */
function stable(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    isPlainObject(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([k1], [k2]) => (k1 < k2 ? -1 : k1 > k2 ? 1 : 0)))
      : inner,
  );
}
