// scripts/actionlint.mjs: the deploy workflow passes actionlint, and actionlint does catch a broken one.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { lintWorkflow } from '../../../scripts/actionlint.mjs';

const deploy = readFileSync(new URL('../../../.github/workflows/deploy.yml', import.meta.url), 'utf8');

it('finds no problem in .github/workflows/deploy.yml', async () => {
  expect(await lintWorkflow(deploy, '.github/workflows/deploy.yml')).toEqual([]);
});

it('names the line of a mistake, e.g. a context that does not exist', async () => {
  const broken = deploy.replace('${{ vars.FIREBASE_PROJECT_ID }}', '${{ settings.FIREBASE_PROJECT_ID }}');
  const problems = await lintWorkflow(broken, 'deploy.yml');
  expect(problems.join('\n')).toMatch(/^deploy\.yml:\d+:\d+: undefined variable "settings"/m);
});
