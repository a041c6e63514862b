// Retention declared in the repository: every collection the functions write has a
// retention in src/domain/retention.ts, and every one deleted by TTL has its policy in
// firestore.indexes.json (which firebase.json deploys), so the table, the policies and
// the code cannot drift apart. The functions tests check each document's expiresAt.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  KEEP_DAYS,
  RETENTION,
  TERMS_COLLECTIONS,
  TTL_COLLECTIONS,
  bookingExpiresAt,
  mailExpiresAt,
  messageExpiresAt,
} from '../../../src/domain/retention';
import { catalogues } from '../../../src/i18n/catalogues';
import type { KeptWords } from '../../../src/i18n/en/retention';

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
    expect(mailExpiresAt(at) - at).toBe(KEEP_DAYS.mail * day);
    expect(messageExpiresAt(at) - at).toBe(KEEP_DAYS.message * day);
    // Counted from the class, at its Nairobi time: 10:00 Nairobi is 07:00 UTC.
    expect(bookingExpiresAt('2026-11-24', '10:00')).toBe(Date.UTC(2026, 10, 24, 7) + KEEP_DAYS.booking * day);
    const keepDays = Object.fromEntries(RETENTION.map((r) => [r.collection, r.keepDays]));
    expect(keepDays.bookings).toBe(KEEP_DAYS.booking);
    expect(keepDays.mail).toBe(KEEP_DAYS.mail);
  });

  it('every language words exactly the rows the terms page shows, with the period where the rule is one', () => {
    for (const [language, catalogue] of Object.entries(catalogues)) {
      const rows: Record<string, KeptWords> = catalogue.retention.rows;
      expect(Object.keys(rows).sort(), language).toEqual([...TERMS_COLLECTIONS].sort());
      for (const r of RETENTION.filter((row) => row.onTerms)) {
        // A row whose rule is a number of days says it; one kept until something happens takes none.
        expect(typeof rows[r.collection]!.howLong, `${language} ${r.collection}`).toBe(
          r.keepDays === undefined ? 'string' : 'function',
        );
      }
    }
  });

  it('a period reads as whole years where it is one, else as days', () => {
    const { en, sw } = catalogues;
    expect(en.retention.period(2 * 365)).toBe('two years');
    expect(en.retention.period(365)).toBe('one year');
    expect(en.retention.period(30)).toBe('30 days');
    expect(sw.retention.period(2 * 365)).toBe('miaka miwili');
    expect(sw.retention.period(365)).toBe('mwaka mmoja');
    expect(sw.retention.period(30)).toBe('siku 30');
    const bookings = en.retention.rows.bookings.howLong;
    expect(bookings(en.retention.period(KEEP_DAYS.booking))).toMatch(/ after the class$/);
  });
});
