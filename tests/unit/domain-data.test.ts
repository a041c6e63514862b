// src/domain's countries.json and phone-metadata.json are derived from countries.yaml by
// the build; the committed copies must match what the build would write.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { phoneMetadata, readCountries } from '../../scripts/lib/domain-data.mjs';
import { COUNTRIES } from '../../src/domain/countries';

const root = path.resolve(import.meta.dirname, '../..');

describe('src/domain data derived from src/content', () => {
  it('lists the countries of countries.yaml, with their zones', () => {
    expect(COUNTRIES).toEqual(readCountries(root));
    expect(COUNTRIES.map((c) => c.zone)).toEqual(['EAT', 'EAT', 'EAT', 'WAT', 'SAST']);
  });

  it('carries the phone rules of exactly those countries', () => {
    const committed = JSON.parse(readFileSync(path.join(root, 'src/domain/phone-metadata.json'), 'utf8'));
    expect(committed).toEqual(phoneMetadata(COUNTRIES.map((c) => c.code)));
    expect(Object.keys(committed.countries)).toEqual(COUNTRIES.map((c) => c.code));
  });
});
