// `npm test`'s closing lines name each failing and retried test, from the runners' own JSON
// reports, since CI keeps only the end of a long output.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { summarise } from '../../../../scripts/lib/test-summary.mjs';

function reports(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'test-summary-'));
  for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, `${name}.json`), JSON.stringify(body));
  return dir;
}

describe("npm test's summary", () => {
  it('counts every runner and names failed and flaky tests with their first line of error', () => {
    const dir = reports({
      functions: {
        numPassedTests: 3,
        numFailedTests: 1,
        numPendingTests: 1,
        numTodoTests: 0,
        testResults: [
          {
            name: '/somewhere/main/tests/functions/platform/malformed.test.ts',
            status: 'failed',
            assertionResults: [
              { status: 'passed', fullName: 'a passing one' },
              {
                status: 'failed',
                fullName: 'malformed changed no document',
                failureMessages: ['\u001b[31mAssertionError: expected 1 to be 0\u001b[39m\n  at x'],
              },
            ],
          },
          {
            name: '/somewhere/main/tests/functions/broken.test.ts',
            status: 'failed',
            message: 'SyntaxError: oops',
            assertionResults: [],
          },
        ],
      },
      e2e: {
        stats: { expected: 5, flaky: 1, unexpected: 1, skipped: 0 },
        suites: [
          {
            title: 'enroll.spec.ts',
            file: 'enroll.spec.ts',
            specs: [
              { title: 'a trial becomes an enrollment', file: 'enroll.spec.ts', tests: [{ status: 'flaky', results: [] }] },
            ],
            suites: [
              {
                title: 'at 360 px',
                specs: [
                  {
                    title: '/sw has no axe violations',
                    file: 'a11y.spec.ts',
                    tests: [
                      {
                        status: 'unexpected',
                        results: [{ errors: [{ message: 'Error: expect(received).toEqual(expected)\n\nmore' }] }],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    });
    const summary = summarise(dir);
    expect(summary).toMatchObject({ passed: 9, failed: 2, skipped: 1 });
    expect(summary.failedNames).toEqual([
      'functions: tests/functions/platform/malformed.test.ts › malformed changed no document — AssertionError: expected 1 to be 0',
      'functions: tests/functions/broken.test.ts — SyntaxError: oops',
      'e2e: a11y.spec.ts › at 360 px › /sw has no axe violations — Error: expect(received).toEqual(expected)',
    ]);
    expect(summary.flakyNames).toEqual(['e2e: enroll.spec.ts › a trial becomes an enrollment']);
  });

  it('says nothing of runners that did not run', () => {
    expect(summarise(reports({}))).toEqual({
      passed: 0,
      failed: 0,
      skipped: 0,
      failedNames: [],
      flakyNames: [],
      skippedNames: [],
      outsideErrors: [],
    });
  });

  it('names a test that never ran and an error outside any test, which fail a run whose tests all passed', () => {
    const dir = reports({
      functions: { success: false, numPassedTests: 2, numFailedTests: 0, numFailedTestSuites: 0, testResults: [] },
      rules: { success: true, numPassedTests: 1, numFailedTests: 0, testResults: [] },
      e2e: {
        stats: { expected: 1, flaky: 0, unexpected: 0, skipped: 1 },
        errors: [{ message: 'Error: worker process exited unexpectedly\n  at x' }],
        suites: [
          {
            title: 'pay.spec.ts',
            file: 'pay.spec.ts',
            specs: [
              { title: 'pays', file: 'pay.spec.ts', tests: [{ status: 'expected', results: [] }] },
              { title: 'pays again', file: 'pay.spec.ts', tests: [{ status: 'skipped', results: [] }] },
            ],
          },
        ],
      },
    });
    const summary = summarise(dir);
    expect(summary).toMatchObject({ passed: 4, failed: 0, skipped: 1, failedNames: [] });
    expect(summary.skippedNames).toEqual(['e2e: pay.spec.ts › pays again']);
    expect(summary.outsideErrors).toEqual([
      'functions: the run failed with every test passing (an unhandled error; see its output above)',
      'e2e: Error: worker process exited unexpectedly',
    ]);
  });
});
