// Preloaded (node --require) into the Firebase emulators' own process only. The Functions
// emulator answers through its own Express "hub", which adds `X-Powered-By: Express` to
// every function's answer; a deployed function runs behind Google's Functions Framework,
// which sends none. This makes the local stack answer as production does. Our functions
// remove the header themselves too (functions/src/platform/http.ts), and the function workers
// the emulator starts do not inherit this preload, so the tests still see what our code does.
const { createRequire } = require('node:module');

// npx and sh pass the preload on; only the firebase CLI process itself takes it up.
if (/firebase/.test(process.argv[1] ?? '')) {
  const fromTools = createRequire(require.resolve('firebase-tools/package.json'));
  const express = fromTools('express');
  const init = express.application.init;
  express.application.init = function initWithoutBanner(...args) {
    init.apply(this, args);
    this.disable('x-powered-by');
  };
  // Children (the function workers, the test runner) start without the preload.
  process.env.NODE_OPTIONS = (process.env.NODE_OPTIONS ?? '').replace(/--require=\S*no-powered-by\.cjs/, '').trim();
}
