// `npm run load`: a bounded load run against the whole local stack, on loopback only.
// Builds like `npm test`, starts the emulators and the Paystack stand-in, runs
// scripts/lib/load-run.mjs (a fixed number of requests, a deadline), prints throughput,
// latency percentiles and how many requests the limits refused, checks that nothing was
// lost or stored twice, and stops everything. Not part of `npm test`
// (tests/functions/contact/message.test.ts and verify-limits.test.ts hold a short version).
// LOAD_PORT_OFFSET shifts every port (as TEST_PORT_OFFSET does for tests).
import { buildAll, emulatorEnv, emulatorsExec, fail, localSetup, run } from './lib/local.mjs';
import { writeFunctionsEnv, writeLocalFirebaseConfig } from './lib/local-config.mjs';

const setup = localSetup(Number(process.env.LOAD_PORT_OFFSET || 0));
if (buildAll(setup) !== 0) fail('The build failed; the messages above say where.');
const config = writeLocalFirebaseConfig(setup);
// No exemptions: the load run meets the limits production has.
writeFunctionsEnv(setup);
const code = run('npx', emulatorsExec(setup, config, 'auth,firestore,functions,hosting', 'node scripts/lib/load-run.mjs'), {
  ...emulatorEnv(),
  ...setup.testEnv,
  LOAD_PORT_OFFSET: String(setup.offset),
});
process.exit(code);
