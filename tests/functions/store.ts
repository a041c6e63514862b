// Reads what the functions stored, straight from the Firestore emulator's REST API as the
// owner (rules do not apply), decoded to plain values.
function need(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run these tests through \`npm test\` (scripts/test.mjs).`);
  return value;
}

type FirestoreValue = Record<string, unknown>;

function decode(value: FirestoreValue): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('booleanValue' in value) return value.booleanValue;
  if ('nullValue' in value) return null;
  if ('timestampValue' in value) return { timestamp: value.timestampValue };
  if ('mapValue' in value) {
    const fields = (value.mapValue as { fields?: Record<string, FirestoreValue> }).fields ?? {};
    return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, decode(v)]));
  }
  if ('arrayValue' in value) return ((value.arrayValue as { values?: FirestoreValue[] }).values ?? []).map(decode);
  return value;
}

const documentsUrl = () =>
  `http://${need('FIRESTORE_EMULATOR_HOST')}/v1/projects/${need('GCLOUD_PROJECT')}/databases/(default)/documents`;

/** Every document of `collection` whose `field` equals `value`, as plain data with its id. */
export async function where(collection: string, field: string, value: string): Promise<Record<string, unknown>[]> {
  const res = await fetch(`${documentsUrl()}:runQuery`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: collection }],
        where: { fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: { stringValue: value } } },
      },
    }),
  });
  if (!res.ok) throw new Error(`emulator query ${collection}: ${res.status}`);
  const rows = (await res.json()) as { document?: { name: string; fields?: Record<string, FirestoreValue> } }[];
  return rows
    .filter((row) => row.document)
    .map(({ document }) => ({
      id: document!.name.split('/').pop(),
      ...Object.fromEntries(Object.entries(document!.fields ?? {}).map(([k, v]) => [k, decode(v)])),
    }));
}

/** One document, or null. */
export async function read(path: string): Promise<Record<string, unknown> | null> {
  const res = await fetch(`${documentsUrl()}/${path}`, { headers: { Authorization: 'Bearer owner' } });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`emulator read ${path}: ${res.status}`);
  const doc = (await res.json()) as { fields?: Record<string, FirestoreValue> };
  return Object.fromEntries(Object.entries(doc.fields ?? {}).map(([k, v]) => [k, decode(v)]));
}

/** A documentation-range address (RFC 5737) no other test uses, to act as one client. */
export function clientAddress(): string {
  const n = () => Math.floor(Math.random() * 254) + 1;
  return `198.51.${n()}.${n()}`;
}
