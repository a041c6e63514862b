// The rules test environment every rules suite uses: our firestore.rules, loaded into the
// emulator that scripts/test.mjs started. `suffix` gives a suite its own project, so it
// can clear data without touching another suite's.
import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export function rulesEnvironment(suffix = ''): Promise<RulesTestEnvironment> {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  const projectId = `${process.env.GCLOUD_PROJECT ?? 'demo-jengacode'}${suffix}`;
  return initializeTestEnvironment({
    projectId,
    firestore: { host, port: Number(port), rules: readFileSync('firestore.rules', 'utf8') },
  });
}

/** Data written with the rules off: the Admin-like context a suite seeds through. */
export type Seed = (db: ReturnType<RulesTestContext['firestore']>) => Promise<void>;

export interface RulesSuite {
  env(): RulesTestEnvironment;
  visitor(): Firestore;
  /** A signed-in browser; its token carries `${uid}@example.com` unless `claims` say otherwise. */
  signedIn(uid: string, claims?: Record<string, unknown>): Firestore;
  /** A browser signed in with the staff claim. */
  staff(): Firestore;
}

/**
 * One rules file's project, set up before its tests and cleaned up after: cleared and
 * seeded before each test (`each`), or seeded once (`once`) for suites that only read.
 */
export function rulesSuite(suffix: string, seed: { each?: Seed; once?: Seed } = {}): RulesSuite {
  let env: RulesTestEnvironment | undefined;
  const current = () => {
    if (!env) throw new Error('the rules environment is used before beforeAll ran');
    return env;
  };
  const withoutRules = (write: Seed) => current().withSecurityRulesDisabled((context) => write(context.firestore()));
  beforeAll(async () => {
    env = await rulesEnvironment(suffix);
    if (seed.once) {
      await env.clearFirestore();
      await withoutRules(seed.once);
    }
  });
  afterAll(async () => {
    await env?.cleanup();
  });
  if (seed.each) {
    const each = seed.each;
    beforeEach(async () => {
      await current().clearFirestore();
      await withoutRules(each);
    });
  }
  const signedIn = (uid: string, claims: Record<string, unknown> = { email: `${uid}@example.com` }) =>
    current().authenticatedContext(uid, claims).firestore() as unknown as Firestore;
  return {
    env: current,
    visitor: () => current().unauthenticatedContext().firestore() as unknown as Firestore,
    signedIn,
    staff: () => signedIn('staffUid', { staff: true }),
  };
}
