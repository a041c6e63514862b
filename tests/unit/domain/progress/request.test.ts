// The mentor's line and projects, read the same way by /mentor and POST /api/progress.
import { describe, expect, it } from 'vitest';
import { LINE_MAX, PROJECTS_MAX } from '../../../../src/domain/progress/limits';
import { words as m } from '../../../../src/i18n/en/console/progress';
import { readProgressRequest } from '../../../../src/domain/progress/request';

const base = { action: 'line', enrollmentId: 'e1', month: '2026-11', line: ' Next: sprites. ' };

describe('readProgressRequest', () => {
  it('accepts a line and https projects, cleaned', () => {
    const r = readProgressRequest({ ...base, projects: [{ title: ' Maze  game ', url: 'https://scratch.example/p/1' }] }, m);
    expect(r).toEqual({
      ok: true,
      request: { ...base, line: 'Next: sprites.', projects: [{ title: 'Maze game', url: 'https://scratch.example/p/1' }] },
    });
  });

  it('refuses a link that is not https, a missing title, too many projects', () => {
    for (const url of ['http://x.example', 'javascript:alert(1)', 'https://', 'https://a b.example'])
      expect(readProgressRequest({ ...base, projects: [{ title: 'T', url }] }, m)).toMatchObject({
        ok: false,
        body: { field: 'projects', message: m.projectLink },
      });
    expect(readProgressRequest({ ...base, projects: [{ title: ' ', url: 'https://x.example' }] }, m)).toMatchObject({
      body: { field: 'projects' },
    });
    const many = Array.from({ length: PROJECTS_MAX + 1 }, () => ({ title: 'T', url: 'https://x.example' }));
    expect(readProgressRequest({ ...base, projects: many }, m)).toMatchObject({
      body: { message: m.tooManyProjects(PROJECTS_MAX) },
    });
  });

  it('refuses an empty or long line and a malformed month', () => {
    expect(readProgressRequest({ ...base, line: '  ' }, m)).toMatchObject({ body: { field: 'line', message: m.lineNeeded } });
    expect(readProgressRequest({ ...base, line: 'x'.repeat(LINE_MAX + 1) }, m)).toMatchObject({ body: { field: 'line' } });
    expect(readProgressRequest({ ...base, month: '2026-13' }, m)).toMatchObject({ body: { field: 'month' } });
    expect(readProgressRequest({ action: 'resend', reportId: 'a/b' }, m)).toMatchObject({ body: { field: 'reportId' } });
  });
});
