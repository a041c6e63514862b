// The rules test environment every rules suite uses: our firestore.rules, loaded into the
// emulator that scripts/test.mjs started. `suffix` gives a suite its own project, so it
// can clear data without touching another suite's.
import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';

export function rulesEnvironment(suffix = ''): Promise<RulesTestEnvironment> {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  const projectId = `${process.env.GCLOUD_PROJECT ?? 'demo-jengacode'}${suffix}`;
  return initializeTestEnvironment({
    projectId,
    firestore: { host, port: Number(port), rules: readFileSync('firestore.rules', 'utf8') },
  });
}
