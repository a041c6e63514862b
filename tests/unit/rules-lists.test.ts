// firestore.rules cannot read our data files, so it repeats the grade, country and slot
// lists. This test keeps the copies equal to their one home.
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { NAME_MAX, EMAIL_MAX, SLOTS } from '../../src/domain/booking';

const rules = readFileSync('firestore.rules', 'utf8');
const countries = yaml.load(readFileSync('src/content/countries.yaml', 'utf8')) as Record<string, string>[];
const grades = yaml.load(readFileSync('src/content/grades.yaml', 'utf8')) as { id: string }[];

function listIn(functionName: string): string[] {
  const body = new RegExp(`function ${functionName}\\(v\\) \\{([\\s\\S]*?)\\n    \\}`).exec(rules)?.[1];
  if (!body) throw new Error(`firestore.rules has no function ${functionName}(v)`);
  return [...body.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
}

describe('firestore.rules lists', () => {
  it('has the grades of src/content/grades.yaml', () => {
    expect(listIn('isGrade')).toEqual(grades.map((g) => g.id));
  });

  it('has the slots of src/domain/booking.ts', () => {
    expect(listIn('isSlot')).toEqual([...SLOTS]);
  });

  it('has each country of src/content/countries.yaml, field for field', () => {
    const inRules = [...rules.matchAll(/c == \{([^}]+)\}/g)].map((m) =>
      Object.fromEntries([...m[1]!.matchAll(/'(\w+)': '([^']+)'/g)].map((f) => [f[1], f[2]])),
    );
    expect(inRules).toEqual(countries.map(({ id, name, dial, tz, flag }) => ({ code: id, name, dial, tz, flag })));
  });

  it('uses the same name and email limits as the form', () => {
    expect(rules).toContain(`isText(v, 1, ${NAME_MAX})`);
    expect(rules).toContain(`isText(v, 3, ${EMAIL_MAX})`);
  });
});
