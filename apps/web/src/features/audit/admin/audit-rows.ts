/** One field of an entry: its path in the record (`name.tr`) and its value before and after. */
export interface ChangedField {
  path: string;
  before?: unknown;
  after?: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A record's fields as paths to values: objects opened at any depth, lists kept whole. */
function flatten(record: unknown, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (!isObject(record)) return into;
  for (const [key, value] of Object.entries(record)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isObject(value) && Object.keys(value).length > 0) flatten(value, path, into);
    else into.set(path, value);
  }
  return into;
}

/**
 * The fields an entry shows, in the record's order: what changed (an update), or the whole record
 * (a create's after, a delete's before).
 */
export function changedFields(entry: { before: unknown; after: unknown }): ChangedField[] {
  const before = flatten(entry.before);
  const after = flatten(entry.after);
  const paths = [...new Set([...before.keys(), ...after.keys()])];
  return paths.map((path) => ({
    path,
    ...(before.has(path) ? { before: before.get(path) } : {}),
    ...(after.has(path) ? { after: after.get(path) } : {}),
  }));
}
