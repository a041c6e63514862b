// Two local runs in one checkout never cross: each keeps its own ports, secrets and inbox.
// This test run is the first; the test starts a second in the same checkout as `npm start`
// would (its build writes the functions' bundle again, then its emulators' config and its
// functions' env and secrets are written) with Firestore, Functions and MailDev on its own
// ports. Rewriting the bundle makes the first run's Functions emulator reload it, so its
// next mail is sent by a new worker, which reads the run's secrets again.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorEnv, localSetup, root, secondRunOffset, startLocalMail } from '../../../scripts/lib/local.mjs';
import { writeFunctionsEnv, writeLocalFirebaseConfig } from '../../../scripts/lib/local-config.mjs';
import { createDoc, encode, need } from '../../support/firestore';
import type { Received } from '../../support/functions/mail-helpers';
import { until } from '../../support/functions/wait';

const first = localSetup(Number(process.env.TEST_PORT_OFFSET || 0));
const second = localSetup(secondRunOffset(first.offset));

let emulators: ChildProcess | undefined;
let mail: { inboxUrl: string; close: () => Promise<void> } | undefined;

/** The environment `npm start` would have in a fresh terminal: none of this run's emulator variables. */
function freshTerminalEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/_EMULATOR_HOST$|^FIREBASE_|^GCLOUD_PROJECT$|^GOOGLE_CLOUD_PROJECT$|^CLOUD_/.test(key),
    ),
  );
  return { ...env, ...emulatorEnv() };
}

/** Starts the second run's Firestore and Functions emulators; resolves once they are ready. */
function startSecondRun(): Promise<ChildProcess> {
  const child = spawn(
    path.join(root, 'node_modules/.bin/firebase'),
    ['emulators:start', '--config', second.configFile, '--project', second.projectId, '--only', 'firestore,functions'],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: freshTerminalEnv() },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the second run did not start:\n${output.slice(-3000)}`)), 170_000);
    const read = (chunk: Buffer) => {
      output += String(chunk);
      if (/All emulators ready/.test(output)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the second run's emulators stopped (${code}):\n${output.slice(-3000)}`));
    });
  });
}

function queued(id: string) {
  return {
    to: `${id}@example.com`,
    template: 'test',
    message: { subject: `Subject ${id}`, text: `Text of ${id}`, html: `<p>HTML of ${id}</p>` },
    delivery: { state: 'PENDING', attempts: 0, nextAttemptAt: new Date(Date.now() + 120_000) },
    createdAt: new Date(),
  };
}

/** Queues mail/{id} in the second run's Firestore (tests/support/firestore.ts speaks to this run's). */
async function queueInSecondRun(id: string): Promise<void> {
  const documents = `http://127.0.0.1:${second.ports.firestore}/v1/projects/${second.projectId}/databases/(default)/documents`;
  const { mapValue } = encode(queued(id)) as { mapValue: { fields: unknown } };
  const res = await fetch(`${documents}/mail?documentId=${id}`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields: mapValue.fields }),
  });
  if (!res.ok) throw new Error(`second run's Firestore: ${res.status} ${await res.text()}`);
}

const subjects = async (inboxUrl: string) => {
  const res = await fetch(`${inboxUrl}/api/email`);
  if (!res.ok) throw new Error(`MailDev ${inboxUrl}: ${res.status}`);
  return ((await res.json()) as Received[]).map((m) => m.subject);
};

/** Waits until mail `id` has reached an inbox; resolves to the runs whose inbox holds it. */
async function inboxesHolding(id: string, timeoutMs = 90_000): Promise<string[]> {
  const inboxes = { first: need('MAILDEV_URL'), second: mail!.inboxUrl };
  return until(
    `mail ${id} to reach an inbox`,
    async () => {
      const holding = [];
      for (const [run, url] of Object.entries(inboxes)) {
        if ((await subjects(url)).includes(`Subject ${id}`)) holding.push(run);
      }
      return holding.length > 0 && holding;
    },
    { timeoutMs, everyMs: 500 },
  );
}

beforeAll(async () => {
  // The second run's build: the same bundle, written again.
  const bundle = path.join(root, 'functions/lib/index.js');
  writeFileSync(bundle, readFileSync(bundle));
  writeLocalFirebaseConfig(second);
  writeFunctionsEnv(second, { testing: true });
  mail = await startLocalMail(second);
  emulators = await startSecondRun();
}, 180_000);

afterAll(async () => {
  if (emulators && emulators.exitCode === null) {
    const stopped = new Promise((resolve) => emulators!.once('exit', resolve));
    emulators.kill('SIGINT');
    await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 30_000))]);
  }
  await mail?.close();
}, 60_000);

describe('two local runs in one checkout', () => {
  it("sends each run's mail to that run's own inbox", async () => {
    const ofFirst = `test-first-run-${randomBytes(5).toString('hex')}`;
    const ofSecond = `test-second-run-${randomBytes(5).toString('hex')}`;
    await createDoc('mail', ofFirst, queued(ofFirst));
    await queueInSecondRun(ofSecond);
    expect(await inboxesHolding(ofFirst)).toEqual(['first']);
    expect(await inboxesHolding(ofSecond)).toEqual(['second']);
  }, 200_000);
});
