// The tests wait for what they check, never for time to pass, and never skip themselves on
// what the content happens to hold: a fixed sleep passes a slow machine's late answer and
// fails a fast one's, and a skip tests a rule only by the editors' luck. This scans tests/
// for both; the few sleeps below are justified one by one (each `count` is how many lines
// hold `text` in `file`, so a new one beside them still fails).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const THIS_FILE = 'tests/unit/test-waits.test.ts';

/** `page.waitForTimeout(...)`, a bare `setTimeout(` (not Playwright's `test.setTimeout`), `sleep(`. */
const SLEEP = /waitForTimeout\(|(?<![.\w])setTimeout\(|\bsleep\(/;

interface Allowed {
  file: string;
  text: string;
  count: number;
  reason: string;
}

const ALLOWED: Allowed[] = [
  // Waiting helpers: the back-off of a bounded loop that polls for the state itself.
  {
    file: 'tests/support/functions/wait.ts',
    text: 'setTimeout(resolve, ms)',
    count: 1,
    reason: "until()'s pause between two looks",
  },
  {
    file: 'tests/support/e2e/payment-helpers.ts',
    text: 'setTimeout(r, 1000)',
    count: 1,
    reason: 'polls verifyPayment until it answers 200',
  },
  {
    file: 'tests/support/e2e/admin-folder.ts',
    text: 'setTimeout(resolve, 100)',
    count: 1,
    reason: 'reads again, at most 30 times, once a write of the same file is done',
  },
  {
    file: 'tests/e2e/booking.spec.ts',
    text: 'status() !== 200; i += 1) await page.waitForTimeout(2000)',
    count: 1,
    reason: 'polls /api/challenge until it answers 200',
  },
  // Deadlines: a timer that ends a wait for an event, never the wait itself.
  {
    file: 'tests/functions/platform/local-runs.test.ts',
    text: 'setTimeout(() => reject(',
    count: 1,
    reason: "rejects if the second run's emulators never say they are ready",
  },
  {
    file: 'tests/functions/platform/local-runs.test.ts',
    text: 'Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 30_000))])',
    count: 1,
    reason: 'waits for the emulators to exit, 30 s at most',
  },
  // Stand-ins whose own timing is what they imitate.
  {
    file: 'tests/support/e2e/gapi-standin.ts',
    text: 'setTimeout(function',
    count: 2,
    reason: "Google's script calls back asynchronously, as the real one does",
  },
  {
    file: 'tests/support/astro-fixture.ts',
    text: 'setTimeout(() => {',
    count: 1,
    reason: 'the slow server delays each answer by design',
  },
  // The subject is a timer: the test shows that it does (or does not) fire.
  {
    file: 'tests/unit/scripts/lib/content-watch.test.ts',
    text: 'setTimeout(r, 300)',
    count: 1,
    reason: 'the watcher debounces on a real 100 ms timer: three of them pass with no second build while one runs',
  },
  {
    file: 'tests/unit/islands/payment/PaymentCard.test.tsx',
    text: 'setTimeout(resolve, 0)',
    count: 1,
    reason: 'a redirect would be a 0 ms timer already set: a timer set after it runs after it',
  },
  {
    file: 'tests/e2e/landing.spec.ts',
    text: 'waitForTimeout(600)',
    count: 2,
    reason: 'the icon strip steps every 2.4 s: a step under way ends first',
  },
  {
    file: 'tests/e2e/landing.spec.ts',
    text: 'waitForTimeout(2800)',
    count: 3,
    reason: 'longer than one step of the strip: held, paused or reduced, it has not moved',
  },
  {
    file: 'tests/e2e/booking.spec.ts',
    text: 'waitForTimeout(6_000)',
    count: 1,
    reason: "longer than /success's 5-second countdown: paused, it has not left",
  },
  {
    file: 'tests/e2e/payment-review.spec.ts',
    text: 'waitForTimeout(2000)',
    count: 1,
    reason: "longer than the payment card's 1.5 s result delay: no result page follows",
  },
  {
    file: 'tests/e2e/booking-hydrating.spec.ts',
    text: 'if (pauseMs) await page.waitForTimeout(pauseMs)',
    count: 1,
    reason: "the parent's pause mid-form, while the island's code loads, is the scenario",
  },
  // Not yet replaced by a wait for the state itself (what each would wait for, in brackets).
  {
    file: 'tests/unit/islands/booking-form-setup.tsx',
    text: 'setTimeout(resolve, 10)',
    count: 1,
    reason: 'NOT YET: settle() (the form chains lazy imports, answers and hashing)',
  },
  {
    file: 'tests/e2e/pending.spec.ts',
    text: 'waitForTimeout(3000)',
    count: 1,
    reason: "NOT YET: a late webhook or verify (the stand-in's and the page's last calls answered)",
  },
  {
    file: 'tests/e2e/layout-shift.spec.ts',
    text: 'waitForTimeout(500)',
    count: 1,
    reason: 'NOT YET: late layout shifts (fonts and images loaded)',
  },
  {
    file: 'tests/e2e/booking-hydrating.spec.ts',
    text: 'waitForTimeout(300)',
    count: 1,
    reason: "NOT YET: the island's first clock tick",
  },
];

/** What the tests' own code may not do: skip on a condition (the rule is then tested on a fixture instead). */
const CONDITIONAL_SKIP = [
  /\.(skipIf|runIf)\(/,
  /\b(?:test|it|describe)\.skip\(/,
  /\b(?:ctx|context|testInfo)\.skip\(/,
  // `if (...) return` as the first statement of a test's body.
  /\b(?:it|test)\(\s*(['"`])(?:(?!\1)[^\\]|\\.)*\1,\s*async\s*\([^)]*\)\s*=>\s*\{\s*(?:\/\/[^\n]*\s*)*if\s*\([^\n]*\)\s*return\b/,
];

function files(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return files(rel);
    return /\.(m?[jt]sx?)$/.test(entry.name) && rel !== THIS_FILE ? [rel] : [];
  });
}

const sources = files('tests').map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));

describe('tests wait for events', () => {
  it('hold no fixed sleep but the justified ones', () => {
    const found = sources.flatMap(({ file, text }) =>
      text
        .split('\n')
        .map((line, i) => ({ file, line: i + 1, text: line.trim() }))
        .filter((l) => SLEEP.test(l.text)),
    );
    const unexplained = found.filter((l) => !ALLOWED.some((a) => a.file === l.file && l.text.includes(a.text)));
    expect(unexplained.map((l) => `${l.file}:${l.line}: ${l.text}`)).toEqual([]);
    for (const a of ALLOWED) {
      const lines = found.filter((l) => l.file === a.file && l.text.includes(a.text));
      expect(lines.length, `${a.file} holds "${a.text}" ${a.count} times (${a.reason})`).toBe(a.count);
    }
  });

  it('skip no test on a condition', () => {
    const skips = sources.flatMap(({ file, text }) =>
      CONDITIONAL_SKIP.flatMap((pattern) => {
        const m = pattern.exec(text);
        return m ? [`${file}:${text.slice(0, m.index).split('\n').length}: ${m[0].split('\n')[0]}`] : [];
      }),
    );
    expect(skips).toEqual([]);
  });

  it('catches a sleep and a conditional skip (the patterns themselves)', () => {
    expect(SLEEP.test('await page.waitForTimeout(150);')).toBe(true);
    expect(SLEEP.test('await new Promise((r) => setTimeout(r, 50));')).toBe(true);
    expect(SLEEP.test('test.setTimeout(90_000);')).toBe(false);
    const skips = (s: string) => CONDITIONAL_SKIP.some((p) => p.test(s));
    expect(skips("it.skipIf(!limited)('a case', async () => {")).toBe(true);
    expect(skips("test.skip(!plan, 'no such plan');")).toBe(true);
    expect(skips("it('a case', async () => {\n    // why\n    if (!plan) return;\n")).toBe(true);
    expect(skips("it('a case', async () => {\n    const plan = fixture();\n")).toBe(false);
  });
});
