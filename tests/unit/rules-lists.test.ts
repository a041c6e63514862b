// firestore.rules cannot read our data files, so it repeats the grade, country and slot
// lists. This test keeps the copies equal to their one home.
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { SLOTS, WINDOW_DAYS } from '../../src/domain/slots';
import { EMAIL_MAX } from '../../src/domain/email';
import { NAME_MAX } from '../../src/domain/names';

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

  it('has the slots of src/domain/slots.ts', () => {
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

  // The emulator's request.time cannot be faked, so an impossible date inside the window
  // (2025-02-30 late in February) is only reachable in the rules tests near a short
  // month's end. This keeps the rule an explicit list of the window's seven dates.
  it('accepts exactly the seven dates of the window, as a list, not a string range', () => {
    const body = /function isWindowDate\(v\) \{([\s\S]*?)\n {4}\}/.exec(rules)?.[1];
    if (!body) throw new Error('firestore.rules has no function isWindowDate(v)');
    expect(body).not.toMatch(/[<>]=?/);
    const items = /v in \[([\s\S]*?)\]/.exec(body)?.[1]?.split('\n').map((item) => item.trim().replace(/,$/, '')).filter(Boolean);
    const offsets = items?.map((item) => {
      if (item === 'nairobiDate(request.time)') return 0;
      const m = /^nairobiDate\(request\.time \+ duration\.value\((\d+), 'd'\)\)$/.exec(item);
      return m ? Number(m[1]) : item;
    });
    expect(offsets).toEqual(Array.from({ length: WINDOW_DAYS }, (_, i) => i));
  });
});
