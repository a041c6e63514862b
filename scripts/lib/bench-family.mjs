// The bench's enrolled family, mentor and certificate, made the way the product makes them:
// the child added through /api/family, an active enrollment as a plan payment leaves it
// (written as the functions tests' enrollmentOf does), its weekly times chosen through
// /api/classes, a mentor granted with `npm run staff -- grant-mentor`, and a certificate
// awarded through /api/certificates by an account granted with `npm run staff -- grant`.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { root } from './local.mjs';
import { bookFor, newAccount, signIn } from './parent-session.mjs';

// firebase-admin lives with the functions, which already depend on it (as scripts/staff.mjs).
const require = createRequire(join(root, 'functions/package.json'));
const NAIROBI_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;

const content = (name) => yaml.load(readFileSync(join(root, 'src/content', name), 'utf8'));

async function post(siteUrl, path, body, idToken) {
  const res = await fetch(`${siteUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
    body: JSON.stringify(body),
  });
  const answer = await res.json().catch(() => ({}));
  if (res.status !== 200) throw new Error(`${path} ${body.action}: HTTP ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** `npm run staff -- <args>` against the bench's emulators (their hosts are in this process's environment). */
function staff(...args) {
  const done = spawnSync('node', [join(root, 'scripts/staff.mjs'), ...args], { encoding: 'utf8', env: process.env });
  if (done.status !== 0) throw new Error(`staff ${args[0]}: ${done.stderr || done.stdout}`);
}

/** Days from now (Nairobi) to a weekly time's next class: the soonest first. */
function daysAhead({ weekday, time }, now) {
  const nairobi = new Date(now + NAIROBI_MS);
  const [h, m] = time.split(':').map(Number);
  const days = (weekday - nairobi.getUTCDay() + 7) % 7;
  const later = h * 60 + m > nairobi.getUTCHours() * 60 + nairobi.getUTCMinutes();
  return days === 0 && !later ? 7 : days;
}

/**
 * The signed-in parent's child, enrolled on a plan of two or more weekly classes, with its
 * times chosen on the soonest free days, so the days /mentor shows ahead hold its classes.
 * @param {{ siteUrl: string }} setup
 * @param {{ localId: string, idToken: string }} account
 * @param {string} email
 * @returns {Promise<{ enrollmentId: string, mentorId: string }>} the mentor of the soonest class
 */
export async function enrolledWithTimes(setup, account, email) {
  const name = 'Imani Wanjiku';
  // The dashboard's first load makes the family, as a parent's first visit does.
  await post(setup.siteUrl, '/api/family', { action: 'load' }, account.idToken);
  const { childId } = await post(setup.siteUrl, '/api/family', { action: 'addChild', name, grade: 'K-2' }, account.idToken);
  const plan = content('plans.yaml').find((p) => p.classes >= 2);
  const course = content('team.yaml').find((t) => t.mentor && t.courses?.length).courses[0];
  const paidUntil = new Date(Date.now() + NAIROBI_MS + 40 * DAY_MS).toISOString().slice(0, 10);
  const enrollmentId = randomBytes(16).toString('hex');
  const { getFirestore, Timestamp } = require('firebase-admin/firestore');
  const { initializeApp, getApps } = require('firebase-admin/app');
  const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT });
  await getFirestore(app)
    .doc(`enrollments/${enrollmentId}`)
    .create({
      studentName: name,
      nameKey: name.toLowerCase(),
      email,
      familyUid: account.localId,
      childId,
      course,
      plan: plan.id,
      period: 'monthly',
      currency: 'KES',
      amount: plan.monthly.kes,
      status: 'active',
      paidUntil,
      anchorDay: Number(paidUntil.slice(8)),
      payments: [],
      createdAt: Timestamp.now(),
    });
  const free = await post(setup.siteUrl, '/api/classes', { action: 'free', enrollmentId }, account.idToken);
  const now = Date.now();
  const picked = [];
  for (const t of [...free.times].sort((a, b) => daysAhead(a, now) - daysAhead(b, now)))
    if (picked.length < free.needed && !picked.some((p) => p.weekday === t.weekday)) picked.push(t);
  const times = picked.map(({ weekday, time }) => ({ weekday, time }));
  const { chosen } = await post(setup.siteUrl, '/api/classes', { action: 'choose', enrollmentId, times }, account.idToken);
  return { enrollmentId, mentorId: chosen.find((c) => c.weekday === picked[0].weekday).mentorId };
}

/**
 * A mentor account as `grant-mentor` leaves it, signed in again so its token carries the claim.
 * @param {{ ports: Record<string, number>, projectId: string }} setup
 * @param {string} mentorId
 */
export async function mentorAccount(setup, mentorId) {
  const email = `bench-mentor-${Date.now().toString(36)}@example.com`;
  const host = `127.0.0.1:${setup.ports.auth}`;
  await newAccount(host, email, setup.projectId);
  staff('grant-mentor', email, mentorId);
  return { email, account: await signIn(host, email) };
}

/**
 * A certificate awarded for the enrollment by a staff account; resolves with its number.
 * @param {{ siteUrl: string, ports: Record<string, number>, projectId: string }} setup
 * @param {string} enrollmentId
 */
export async function awardedCertificate(setup, enrollmentId) {
  const { idToken } = await staffMember(setup);
  const { number } = await post(setup.siteUrl, '/api/certificates', { action: 'award', enrollmentId, level: 'Level 1' }, idToken);
  return number;
}

/** A new account granted staff with `npm run staff -- grant`, signed in. */
async function staffMember(setup) {
  const email = `bench-staff-${Date.now().toString(36)}${randomBytes(2).toString('hex')}@example.com`;
  const host = `127.0.0.1:${setup.ports.auth}`;
  await newAccount(host, email, setup.projectId);
  staff('grant', email);
  return signIn(host, email);
}

/**
 * The /enroll link of a recommendation, as its mail carries it (the offer's glance after the
 * token): a second child's trial booked, marked attended and recommended by staff through
 * /api/staffAction, as the console does. The link is read from the mail's first state in
 * Firestore (the sender drops a private body once it is sent); the bench runs no SMTP server.
 * @param {{ siteUrl: string, ports: Record<string, number>, projectId: string }} setup
 * @param {{ idToken: string }} account
 * @param {string} email
 * @returns {Promise<string>}
 */
export async function recommendedLink(setup, account, email) {
  const trial = await bookFor(setup.siteUrl, account, email, 'Zuri');
  const { idToken } = await staffMember(setup);
  const { getFirestore } = require('firebase-admin/firestore');
  const { initializeApp, getApps } = require('firebase-admin/app');
  const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT }));
  /** @type {(text: string) => void} */
  let found = () => {};
  const mailed = new Promise((resolve) => (found = resolve));
  const stop = db
    .collection('mail')
    .where('to', '==', email)
    .onSnapshot((/** @type {any} */ snap) => {
      for (const doc of snap.docs) if (doc.id.startsWith('recommendation-')) found(String(doc.get('message.text') ?? ''));
    });
  try {
    await post(setup.siteUrl, '/api/staffAction', { bookingId: trial.id, action: 'attended' }, idToken);
    const plan = content('plans.yaml')[0];
    const course = content('courses.yaml')[0];
    await post(
      setup.siteUrl,
      '/api/staffAction',
      { bookingId: trial.id, action: 'recommend', course: course.id, plan: plan.id, period: 'monthly', currency: 'KES' },
      idToken,
    );
    const text = await Promise.race([
      mailed,
      new Promise((_, no) => setTimeout(() => no(new Error('no recommendation mail')), 30_000)),
    ]);
    const link = /https?:\/\/\S+\/enroll#[A-Za-z0-9_-]{43}~\S+/.exec(/** @type {string} */ (text))?.[0];
    if (!link) throw new Error(`the recommendation mail holds no /enroll link with its glance: ${text}`);
    return new URL(new URL(link).pathname + new URL(link).hash, setup.siteUrl).href;
  } finally {
    stop();
  }
}
