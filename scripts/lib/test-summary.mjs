// The closing lines of `npm test`: counts over every runner, the name of each test that
// failed, passed only on its retry or never ran, and any error raised outside a test (a hook,
// a worker, an unhandled rejection) that fails a run whose tests all passed. CI keeps only the end of a long output, so the names
// must be there, not only in the runners' own reports further up.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Reads the runners' JSON reports in `reports`: counts and the names worth a reader's eye. */
export function summarise(reports) {
  const out = { passed: 0, failed: 0, skipped: 0, failedNames: [], flakyNames: [], skippedNames: [], outsideErrors: [] };
  for (const name of ['unit', 'rules', 'functions']) {
    const file = join(reports, `${name}.json`);
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, 'utf8'));
    out.passed += report.numPassedTests ?? 0;
    out.failed += report.numFailedTests ?? 0;
    out.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    if (report.success === false && !(report.numFailedTests > 0) && !(report.numFailedTestSuites > 0))
      out.outsideErrors.push(`${name}: the run failed with every test passing (an unhandled error; see its output above)`);
    for (const result of report.testResults ?? []) {
      const file_ = String(result.name ?? '').replace(/^.*?\/tests\//, 'tests/');
      for (const test of result.assertionResults ?? []) {
        if (test.status !== 'failed') continue;
        const why = firstLine(test.failureMessages?.[0]);
        out.failedNames.push(`${name}: ${file_} › ${test.fullName ?? test.title}${why ? ` — ${why}` : ''}`);
      }
      if (result.status === 'failed' && !(result.assertionResults ?? []).some((t) => t.status === 'failed')) {
        out.failedNames.push(`${name}: ${file_} — ${firstLine(result.message) || 'the file failed to run'}`);
      }
    }
  }
  const e2eFile = join(reports, 'e2e.json');
  if (existsSync(e2eFile)) {
    const report = JSON.parse(readFileSync(e2eFile, 'utf8'));
    const stats = report.stats ?? {};
    out.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    out.failed += stats.unexpected ?? 0;
    out.skipped += stats.skipped ?? 0;
    for (const error of report.errors ?? [])
      out.outsideErrors.push(`e2e: ${firstLine(error.message) || 'an error outside any test'}`);
    for (const { file, title, test } of playwrightTests(report.suites ?? [], [])) {
      const label = `e2e: ${file} › ${title}`;
      if (test.status === 'unexpected') {
        const error = test.results?.at(-1)?.errors?.[0] ?? test.results?.at(-1)?.error;
        const why = firstLine(error?.message);
        out.failedNames.push(`${label}${why ? ` — ${why}` : ''}`);
      } else if (test.status === 'flaky') {
        out.flakyNames.push(label);
      } else if (test.status === 'skipped') {
        out.skippedNames.push(label);
      }
    }
  }
  return out;
}

function* playwrightTests(suites, path) {
  for (const suite of suites) {
    const here = suite.file && !path.length ? [] : [...path, suite.title].filter(Boolean);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        yield { file: spec.file ?? suite.file, title: [...here, spec.title].join(' › '), test };
      }
    }
    yield* playwrightTests(suite.suites ?? [], here);
  }
}

// eslint-disable-next-line no-control-regex -- the runners colour their messages
const ansi = /\u001b\[[0-9;]*m/g;
function firstLine(text) {
  return (
    String(text ?? '')
      .replace(ansi, '')
      .split('\n')
      .map((line) => line.trim())
      .find(Boolean)
      ?.slice(0, 200) ?? ''
  );
}
