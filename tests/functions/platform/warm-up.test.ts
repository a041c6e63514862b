// `npm start` and the test runner load every HTTP function once before anyone uses the site
// (scripts/lib/warm-up.mjs): a function's first load takes seconds, which the first booking,
// staff action or /enroll would otherwise wait for. Against this run's Functions emulator.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localSetup, root } from '../../../scripts/lib/local.mjs';
import { warmFunctions } from '../../../scripts/lib/warm-up.mjs';
import { WARM_UP_MS } from '../../support/functions/helpers';

const setup = localSetup(Number(process.env.TEST_PORT_OFFSET || 0));

/** Every function Hosting sends an /api/* path to (firebase.json's rewrites). */
function siteFunctions(): string[] {
  const { hosting } = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as {
    hosting: { rewrites: { function?: { functionId: string } }[] };
  };
  return hosting.rewrites.flatMap((r) => (r.function ? [r.function.functionId] : []));
}

describe('warming the functions', () => {
  it(
    'loads every function a page or a provider calls, each once',
    async () => {
      const warmed = await warmFunctions(setup);
      expect(warmed).toEqual(expect.arrayContaining(siteFunctions()));
      expect(new Set(warmed).size).toBe(warmed.length);
    },
    WARM_UP_MS,
  );
});
