// src/domain's countries.json and phone-metadata.json are derived from countries.yaml by
// the build; the committed copies must match what the build would write.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { phoneMetadata, readCountries, steadyOffsetMinutes } from '../../../../scripts/lib/domain-data.mjs';
import { COUNTRIES } from '../../../../src/domain/countries';

const root = path.resolve(import.meta.dirname, '../../../..');

describe('src/domain data derived from src/content', () => {
  it('lists the countries of countries.yaml, with their zones', () => {
    expect(COUNTRIES).toEqual(readCountries(root));
    expect(COUNTRIES.map((c) => c.zone)).toEqual(['EAT', 'EAT', 'EAT', 'WAT', 'SAST']);
  });

  it("records each zone's one offset, and none for a zone with daylight saving", () => {
    expect(COUNTRIES.map((c) => c.utcOffsetMinutes)).toEqual([180, 180, 180, 60, 120]);
    expect(steadyOffsetMinutes('Asia/Kolkata')).toBe(330);
    expect(steadyOffsetMinutes('Europe/London')).toBeNull();
    expect(steadyOffsetMinutes('Africa/Cairo')).toBeNull();
  });

  it('fails on a zone name that is no zone, naming the file, the entry and the field', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'countries-'));
    try {
      mkdirSync(path.join(dir, 'src/content'), { recursive: true });
      writeFileSync(
        path.join(dir, 'src/content/countries.yaml'),
        "- { id: KE, name: Kenya, dial: '+254', tz: Africa/Nairobbi, zone: EAT, flag: 'x' }\n",
      );
      expect(() => readCountries(dir)).toThrow('src/content/countries.yaml: entry "KE", field "tz"');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('carries the phone rules of exactly those countries', () => {
    const committed = JSON.parse(readFileSync(path.join(root, 'src/domain/phone-metadata.json'), 'utf8'));
    expect(committed).toEqual(phoneMetadata(COUNTRIES.map((c) => c.code)));
    expect(Object.keys(committed.countries)).toEqual(COUNTRIES.map((c) => c.code));
  });
});
