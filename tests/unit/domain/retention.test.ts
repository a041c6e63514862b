// Retention declared in the repository: every collection the functions write has a
// retention in src/domain/retention.ts, and every one deleted by TTL has its policy in
// firestore.indexes.json (which firebase.json deploys), so the table, the policies and
// the code cannot drift apart. The functions tests check each document's expiresAt.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RETENTION, TTL_COLLECTIONS, bookingExpiresAt, mailExpiresAt, messageExpiresAt } from '../../../src/domain/retention';

const root = new URL('../../../', import.meta.url).pathname;
const json = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('retention', () => {
  it('firebase.json deploys firestore.indexes.json', () => {
    expect(json('firebase.json').firestore.indexes).toBe('firestore.indexes.json');
  });

  it('firestore.indexes.json declares a TTL policy on expiresAt for exactly the collections deleted by TTL', () => {
    const overrides = json('firestore.indexes.json').fieldOverrides as {
      collectionGroup: string;
      fieldPath: string;
      ttl?: boolean;
      indexes: unknown[];
    }[];
    const ttl = overrides.filter((o) => o.ttl === true);
    for (const o of ttl) {
      expect(o.fieldPath).toBe('expiresAt');
      // No single-field index on a TTL field: nothing queries it, and an index on an
      // ever-growing timestamp is a write hotspot.
      expect(o.indexes).toEqual([]);
    }
    expect(ttl.map((o) => o.collectionGroup).sort()).toEqual([...TTL_COLLECTIONS].sort());
    expect(TTL_COLLECTIONS.length).toBeGreaterThanOrEqual(8);
  });

  it('every collection the functions write has a retention, and each collection one', () => {
    const named = new Set<string>();
    for (const file of sources(join(root, 'functions/src'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/collection\('([A-Za-z]+)'\)/g)) named.add(match[1]!);
    }
    const declared = RETENTION.map((r) => r.collection);
    expect(new Set(declared).size).toBe(declared.length);
    for (const collection of named) expect(declared, `${collection} has no retention`).toContain(collection);
    // Payments are kept for the accounts: said, not forgotten.
    expect(RETENTION.find((r) => r.collection === 'payments')?.deletedBy).toBe('kept');
  });

  it('the periods', () => {
    const day = 86_400_000;
    const at = Date.UTC(2026, 10, 24, 12);
    expect(mailExpiresAt(at) - at).toBe(30 * day);
    expect(messageExpiresAt(at) - at).toBe(365 * day);
    // Two years after the class: 10:00 Nairobi is 07:00 UTC.
    expect(bookingExpiresAt('2026-11-24', '10:00')).toBe(Date.UTC(2026, 10, 24, 7) + 730 * day);
    const words = Object.fromEntries(RETENTION.map((r) => [r.collection, r.howLong]));
    expect(words.bookings).toBe('two years after the class');
    expect(words.contactMessages).toBe('one year');
    expect(words.mail).toMatch(/^30 days after they are sent/);
  });
});
