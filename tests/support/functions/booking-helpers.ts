// Shared by the booking functions tests: calls to book, availability and manage, ID tokens
// from the Auth emulator, and the Admin SDK (the functions' own copy) on the Firestore emulator.
import { randomBytes, randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import { splitFragment } from '../../../src/domain/link-glance';
import { addDays, nairobiDate, SLOTS } from '../../../src/domain/slots';
import { call } from './helpers';
import { createAccount, idToken, markEmailVerified } from './auth-emulator';

// The same firebase-admin the functions run with (functions/node_modules), so documents
// and transactions here are exactly theirs. The site's root has no copy of its own.
type AdminApp = typeof import('../../../functions/node_modules/firebase-admin/lib/app/index');
type AdminFirestore = typeof import('../../../functions/node_modules/firebase-admin/lib/firestore/index');
const requireFromFunctions = createRequire(new URL('../../../functions/package.json', import.meta.url));
const app = requireFromFunctions('firebase-admin/app') as AdminApp;
export const admin = requireFromFunctions('firebase-admin/firestore') as AdminFirestore;

export function adminDb(): ReturnType<AdminFirestore['getFirestore']> {
  if (app.getApps().length === 0) app.initializeApp({ projectId: process.env.GCLOUD_PROJECT });
  return admin.getFirestore();
}

export { call, post, type Answer, type Json } from './helpers';

export const availabilityOf = (date: string, base?: string) =>
  call(`${base ? '/api' : ''}/availability?date=${encodeURIComponent(date)}`, {}, base);

/**
 * A new family: its email and number are random, so no booking another test file left
 * (files run one after another, each reloading this module) holds the same family.
 */
export function family() {
  const n = String(randomInt(10_000_000, 100_000_000));
  return { email: `parent${n}-${randomBytes(3).toString('hex')}@example.com`, phone: `07${n}`, whatsapp: `+2547${n}` };
}

/** A booking body for a family at a date and time. */
export function bookingBody(date: string, time: string, who = family()) {
  return {
    studentName: 'Wanjiru',
    studentGrade: '3-5',
    parentName: "Amina Ng'ang'a",
    email: who.email,
    phone: who.phone,
    countryCode: 'KE',
    date,
    time,
  };
}

/**
 * Fresh (date, time) pairs on the given days after today (each test file takes its own
 * days, so files never share a slot): every call gives a slot no earlier call gave.
 */
export function slotSupply(days: number[]): () => { date: string; time: string } {
  const pairs = days.flatMap((day) => SLOTS.map((time) => ({ day, time })));
  let next = 0;
  return () => {
    const pair = pairs[next++];
    if (!pair) throw new Error(`the tests ran out of fresh slots on days ${days.join(', ')}`);
    return { date: addDays(nairobiDate(new Date()), pair.day), time: pair.time };
  };
}

export async function takenAt(date: string, time: string): Promise<number> {
  const snap = await adminDb().collection('slots').doc(date).get();
  return (snap.get('taken') as Record<string, number> | undefined)?.[time] ?? 0;
}

export const bookingDoc = (id: string) => adminDb().collection('bookings').doc(id).get();

/** The token in a manage URL (/manage#<token>, with or without its glance). */
export const tokenOf = (manageUrl: string) => splitFragment(manageUrl.slice(manageUrl.indexOf('#'))).token;

/** A signed-in parent of the Auth emulator, their email verified as Google's are: their uid and a fresh ID token. */
export async function signUp(email: string): Promise<{ uid: string; idToken: string }> {
  const uid = await createAccount(email, 'local-password-1');
  await markEmailVerified(uid);
  return { uid, idToken: await idToken(email, 'local-password-1') };
}
