// The one way the tests (functions and browser suites) touch Firestore directly: the
// emulator's REST API as the owner (rules do not apply). Reads decode to plain values,
// timestamps as Date; writes encode plain values the same way, as the Admin SDK stores them.

export function need(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run these tests through \`npm test\` (scripts/test.mjs).`);
  return value;
}

type Value = Record<string, unknown>;
type Fields = Record<string, Value>;

export function encode(value: unknown): Value {
  if (value === null) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encode) } };
  return { mapValue: { fields: encodeFields(value as Record<string, unknown>) } };
}

export function decode(value: Value): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('booleanValue' in value) return value.booleanValue;
  if ('nullValue' in value) return null;
  if ('timestampValue' in value) return new Date(String(value.timestampValue));
  if ('mapValue' in value) return decodeFields((value.mapValue as { fields?: Fields }).fields);
  if ('arrayValue' in value) return ((value.arrayValue as { values?: Value[] }).values ?? []).map(decode);
  return value;
}

const encodeFields = (data: Record<string, unknown>): Fields =>
  Object.fromEntries(Object.entries(data).map(([k, v]) => [k, encode(v)]));
const decodeFields = (fields: Fields = {}): Record<string, unknown> =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, decode(v)]));

const documentsUrl = () =>
  `http://${need('FIRESTORE_EMULATOR_HOST')}/v1/projects/${need('GCLOUD_PROJECT')}/databases/(default)/documents`;
const owner = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

/** Every document of `collection` whose `field` equals `value`, as plain data with its id. */
export async function where(collection: string, field: string, value: string): Promise<Record<string, unknown>[]> {
  const res = await fetch(`${documentsUrl()}:runQuery`, {
    method: 'POST',
    headers: owner,
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: collection }],
        where: { fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: { stringValue: value } } },
      },
    }),
  });
  if (!res.ok) throw new Error(`emulator query ${collection}: ${res.status}`);
  const rows = (await res.json()) as { document?: { name: string; fields?: Fields } }[];
  return rows.flatMap(({ document }) =>
    document ? [{ id: document.name.split('/').pop(), ...decodeFields(document.fields) }] : [],
  );
}

export interface StoredDoc<T = Record<string, unknown>> {
  data: T;
  createTime: string;
  updateTime: string;
}

/** One document (a path such as `payments/T-1`) with its write times, or null. */
export async function readStored<T = Record<string, unknown>>(path: string): Promise<StoredDoc<T> | null> {
  const res = await fetch(`${documentsUrl()}/${path}`, { headers: owner });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`emulator read ${path}: ${res.status}`);
  const doc = (await res.json()) as { fields?: Fields; createTime: string; updateTime: string };
  return { data: decodeFields(doc.fields) as T, createTime: doc.createTime, updateTime: doc.updateTime };
}

/** One document's data, or null. */
export async function read<T = Record<string, unknown>>(path: string): Promise<T | null> {
  return (await readStored<T>(path))?.data ?? null;
}

/** Creates collection/id; fails if it exists. */
export async function createDoc(collection: string, id: string, data: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${documentsUrl()}/${collection}?documentId=${encodeURIComponent(id)}`, {
    method: 'POST',
    headers: owner,
    body: JSON.stringify({ fields: encodeFields(data) }),
  });
  if (!res.ok) throw new Error(`emulator create ${collection}/${id}: ${res.status} ${await res.text()}`);
}

/**
 * Writes the document at `path`, whole; with `merge`, only its given top-level fields, or
 * only the listed field paths (e.g. ['taken.`10:00`'], leaving the map's other keys alone).
 */
export async function writeDoc(
  path: string,
  data: Record<string, unknown>,
  { merge = false }: { merge?: boolean | string[] } = {},
): Promise<void> {
  const paths = merge === true ? Object.keys(data) : merge || [];
  const mask = paths.length ? `?${paths.map((key) => `updateMask.fieldPaths=${encodeURIComponent(key)}`).join('&')}` : '';
  const res = await fetch(`${documentsUrl()}/${path}${mask}`, {
    method: 'PATCH',
    headers: owner,
    body: JSON.stringify({ fields: encodeFields(data) }),
  });
  if (!res.ok) throw new Error(`emulator write ${path}: ${res.status} ${await res.text()}`);
}

/** A documentation-range address (RFC 5737) no other test uses, to act as one client. */
export function clientAddress(): string {
  const n = () => Math.floor(Math.random() * 254) + 1;
  return `198.51.${n()}.${n()}`;
}
