// The emulators' first answers are slow: Firestore loads its rules engine on its first
// request, and the Functions emulator loads a function's code on the function's first
// request (seconds each on a busy machine, paid by the first parent to book, the first
// staff action, the first /enroll). `npm start` pays both before it says the site is
// ready, and the test runner before its tests (scripts/lib/inside-emulators.mjs).

/** One read of this run's Firestore emulator, as its owner. */
export async function warmFirestore(setup) {
  const documents = `http://127.0.0.1:${setup.ports.firestore}/v1/projects/${setup.projectId}/databases/(default)/documents`;
  await fetch(`${documents}/warmup/x`, { headers: { Authorization: 'Bearer owner' } }).catch(() => {});
}

/**
 * Loads every HTTP function of this run once, as the Functions emulator lists them (its
 * /backends, which its own UI reads): one OPTIONS each, which every one answers before it
 * reads or writes anything. Resolves to the functions' names.
 */
export async function warmFunctions(setup) {
  const base = `http://127.0.0.1:${setup.ports.functions}`;
  const res = await fetch(`${base}/backends`);
  if (!res.ok) throw new Error(`the Functions emulator's /backends answered ${res.status}`);
  /** @type {{ backends: { functionTriggers: { name: string, region: string, httpsTrigger?: object }[] }[] }} */
  const { backends } = await res.json();
  const http = backends.flatMap((b) => b.functionTriggers).filter((t) => t.httpsTrigger);
  // One after another: the machine's cores are what loading a function waits on.
  for (const { name, region } of http) {
    await fetch(`${base}/${setup.projectId}/${region}/${name}`, {
      method: 'OPTIONS',
      signal: AbortSignal.timeout(60_000),
    }).catch(() => {});
  }
  return http.map((t) => t.name);
}
