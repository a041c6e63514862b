// The load run itself, inside `firebase emulators:exec` (see scripts/load.mjs). Every
// request goes to 127.0.0.1 through the Hosting emulator, as a browser's would. Bounded:
// a fixed count per scenario, a fixed concurrency, and a deadline for the whole run.
import { createHash, randomBytes } from 'node:crypto';
import { localSetup, STANDIN_SECRET } from './local.mjs';
import { startPaystackStandin } from '../paystack-standin/server.mjs';

const setup = localSetup(Number(process.env.LOAD_PORT_OFFSET || 0));
const site = setup.siteUrl;
const firestore = `http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/projects/${setup.projectId}/databases/(default)/documents`;
const COUNT = Number(process.env.LOAD_COUNT || 300);
// The Functions emulator starts one worker process per request in flight (a deployed
// instance takes many at once), so the local run keeps a handful in flight.
const CONCURRENCY = Number(process.env.LOAD_CONCURRENCY || 6);
const DEADLINE = Date.now() + Number(process.env.LOAD_SECONDS || 900) * 1000;
const runId = randomBytes(4).toString('hex');

const standin = await startPaystackStandin({ port: setup.ports.paystack, secretKey: STANDIN_SECRET });
const failures = [];
const check = (ok, text) => {
  if (!ok) failures.push(text);
  console.log(`  ${ok ? '✔' : '✖'} ${text}`);
};

async function post(path, body, from) {
  const started = performance.now();
  try {
    const res = await fetch(`${site}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(Math.max(1000, DEADLINE - Date.now())),
    });
    const json = await res.json().catch(() => ({}));
    return { status: res.status, json, ms: performance.now() - started };
  } catch (error) {
    return { status: 0, json: { error: error.message }, ms: performance.now() - started };
  }
}

/** Runs `count` jobs, at most `concurrency` at a time, stopping at the deadline. */
async function pool(count, concurrency, job) {
  const results = new Array(count);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count && Date.now() < DEADLINE) {
        const i = next++;
        results[i] = await job(i);
      }
    }),
  );
  return { results: results.filter(Boolean), seconds: (performance.now() - started) / 1000 };
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function report(name, { results, seconds }) {
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  const by = (code) => results.filter((r) => r.status === code).length;
  const other = results.filter((r) => ![200, 409, 429].includes(r.status));
  console.log(
    `\n${name}: ${results.length} requests in ${seconds.toFixed(1)} s = ${(results.length / seconds).toFixed(1)}/s; ` +
      `latency p50 ${pct(ms, 50).toFixed(0)} ms, p90 ${pct(ms, 90).toFixed(0)} ms, p99 ${pct(ms, 99).toFixed(0)} ms, max ${(ms.at(-1) ?? 0).toFixed(0)} ms; ` +
      `200: ${by(200)}, 409: ${by(409)}, refused by limits (429): ${by(429)}, other: ${other.length}` +
      (other.length
        ? ` (${[...new Set(other.map((r) => `${r.status} ${JSON.stringify(r.json).slice(0, 80)}`))].slice(0, 3).join('; ')})`
        : ''),
  );
  return { ok: by(200), limited: by(429), other: other.length };
}

async function query(collection, field, value) {
  const res = await fetch(`${firestore}:runQuery`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: collection }],
        where: { fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: { stringValue: value } } },
      },
    }),
  });
  if (!res.ok) throw new Error(`query ${collection}: ${res.status}`);
  return (await res.json()).filter((row) => row.document).map((row) => row.document);
}

// Warm as many workers of each function as run at once (the emulator starts one process
// per request in flight), with bodies each function refuses before any write or limit.
for (const path of ['/api/message', '/api/verifyPayment', '/api/book']) {
  for (let round = 0; round < 60; round += 1) {
    const replies = await Promise.all(
      Array.from({ length: CONCURRENCY }, (_, i) => post(path, { warm: true }, `192.0.2.${i + 1}`)),
    );
    if (replies.every((r) => r.status === 400)) break;
    await new Promise((done) => setTimeout(done, 2000));
  }
}

console.log(`Load run ${runId}: ${COUNT} requests per scenario, ${CONCURRENCY} at a time, against ${site}`);

// 1. A flood of contact messages from one address, each from a different email.
const flooder = '203.0.113.7';
const messages = await pool(COUNT, CONCURRENCY, (i) =>
  post(
    '/api/message',
    {
      kind: 'contact',
      firstName: 'Load',
      lastName: 'Run',
      phone: '',
      email: `load-${runId}-${i}@example.com`,
      company: `load-${runId}`,
      message: `Message ${i}`,
    },
    flooder,
  ).then((r) => ({ ...r, i })),
);
const m = report('Messages from one address', messages);
const storedMessages = await query('contactMessages', 'company', `load-${runId}`);
const storedEmails = storedMessages.map((d) => d.fields.email.stringValue);
const accepted = messages.results.filter((r) => r.status === 200).map((r) => `load-${runId}-${r.i}@example.com`);
check(storedMessages.length === m.ok, `every accepted message stored: ${storedMessages.length} stored for ${m.ok} accepted`);
check(new Set(storedEmails).size === storedEmails.length, 'no message stored twice');
check(
  accepted.every((e) => storedEmails.includes(e)),
  'each accepted message is the one stored',
);
check(m.limited > 0 && m.other === 0, `the address limit refused the rest (${m.limited}), nothing failed`);

// 2. Questions from many addresses at once (a busy evening): none limited.
const questions = await pool(Math.min(COUNT, 200), CONCURRENCY, (i) =>
  post('/api/message', { kind: 'question', email: `q-${runId}-${i}@example.com` }, `198.18.${i >> 8}.${(i % 250) + 1}`),
);
const q = report('Questions from many addresses', questions);
check(q.ok === questions.results.length, `all ${questions.results.length} families' questions accepted`);

// 3. verifyPayment flooded with made-up references from one address, then one unknown
//    reference repeated: Paystack must hear only a few of them.
const callsBefore = (await (await fetch(`${standin.url}/__standin/stats`)).json()).verifyCalls;
const verifies = await pool(COUNT, CONCURRENCY, (i) =>
  post('/api/verifyPayment', { reference: `fake-${runId}-${i}`, studentName: 'Load Run' }, '203.0.113.9'),
);
const v = report('verifyPayment, made-up references from one address', verifies);
const repeated = await pool(Math.min(COUNT, 100), CONCURRENCY, () =>
  post('/api/verifyPayment', { reference: `fake-${runId}-0`, studentName: 'Load Run' }, '203.0.113.10'),
);
report('verifyPayment, one unknown reference repeated', repeated);
const paystackCalls = (await (await fetch(`${standin.url}/__standin/stats`)).json()).verifyCalls - callsBefore;
console.log(
  `Paystack verify calls made: ${paystackCalls} for ${verifies.results.length + repeated.results.length} verify requests`,
);
check(v.limited > 0, `the Paystack-call limit refused ${v.limited} made-up references`);
check(paystackCalls <= 25, `Paystack was asked at most a few times (${paystackCalls})`);

// 4. Many families booking at once across every open class of the next six days, from a
//    few addresses (schools, offices): every accepted booking stored once, no class over its seats.
const nairobiToday = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
const dayAfter = (days) => new Date(Date.parse(`${nairobiToday}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const classes = [];
for (let day = 1; day <= 6; day += 1) {
  const answer = await (await fetch(`${site}/api/availability?date=${dayAfter(day)}`)).json();
  if (answer.closed) continue;
  for (const [time, { seats }] of Object.entries(answer.slots ?? {})) classes.push({ date: dayAfter(day), time, seats });
}
const seatsOffered = classes.reduce((sum, c) => sum + c.seats, 0);
const bookingCount = Math.min(Number(process.env.LOAD_BOOKINGS || 100), Math.round(seatsOffered * 1.5));
const families = Array.from({ length: bookingCount }, (_, i) => ({
  email: `family-${runId}-${i}@example.com`,
  // Kenyan mobile numbers 0711 xxx xxx, one per family.
  phone: `0711${String(i).padStart(3, '0')}${String(parseInt(runId.slice(0, 3), 16) % 1000).padStart(3, '0')}`,
}));
// Each booking carries its proof of work, solved as a script would (Node's hashing), from
// an address of its own every few families: the run measures the booking path, and an
// address's daily cap (functions/src/abuse/policy.ts) is not what it tests.
async function solvedChallenge(from) {
  const res = await fetch(`${site}/api/challenge`, { headers: { 'X-Forwarded-For': from } });
  if (!res.ok) return undefined;
  const c = await res.json();
  for (let n = 0; n <= c.maxnumber; n += 1) {
    if (
      createHash('sha256')
        .update(c.salt + n)
        .digest('hex') !== c.challenge
    )
      continue;
    const payload = { algorithm: c.algorithm, challenge: c.challenge, number: n, salt: c.salt, signature: c.signature };
    return Buffer.from(JSON.stringify(payload)).toString('base64');
  }
  return undefined;
}
const bookings = await pool(bookingCount, CONCURRENCY, async (i) => {
  const from = `198.19.${(i % 50) + 1}.1`;
  const { date, time } = classes[i % classes.length];
  const body = {
    studentName: 'Load Run',
    studentGrade: '3-5',
    parentName: 'Parent Load',
    countryCode: 'KE',
    date,
    time,
    ...families[i],
    altcha: await solvedChallenge(from),
  };
  return post('/api/book', body, from).then((r) => ({ ...r, i }));
});
const b = report(`Bookings across ${classes.length} classes (${seatsOffered} seats)`, bookings);
const booked = bookings.results.filter((r) => r.status === 200 && r.json.status === 'booked');
const storedBookings = (await query('bookings', 'studentName', 'Load Run')).filter((d) =>
  d.fields.email.stringValue.includes(runId),
);
const storedIds = storedBookings.map((d) => d.name.split('/').pop());
const familyEmails = storedBookings.map((d) => d.fields.email.stringValue);
check(
  booked.every((r) => storedIds.filter((id) => id === r.json.id).length === 1),
  `every booking answered "booked" is in Firestore exactly once (${booked.length})`,
);
check(new Set(familyEmails).size === familyEmails.length, `no family stored twice (${storedBookings.length} stored)`);
check(
  storedBookings.length <= bookings.results.filter((r) => r.status !== 429 && r.status !== 409).length,
  'nothing stored that was refused',
);
let overbooked = 0;
for (const c of classes) {
  const here = storedBookings.filter((d) => d.fields.date.stringValue === c.date && d.fields.time.stringValue === c.time).length;
  if (here > c.seats) overbooked += 1;
}
check(overbooked === 0, `no class holds more than its seats (${classes.length} classes checked)`);
check(b.other === 0, 'no booking failed with an error');

await standin.close();
console.log(failures.length ? `\n${failures.length} check(s) failed` : '\nAll checks passed');
process.exit(failures.length ? 1 : 0);
