// The private links of weekly classes, on the rules of the trial's manage links (bookings/
// token.ts): unguessable 32-byte tokens, only their SHA-256 stored, the token itself only in
// the message or page that hands it over.
//   moveLinks/{sha256(token)}: one class's move link, sent in answer to "Can't make it"; it
//   ends when the class does (and the TTL policy deletes it then).
//   calendarFeeds/{sha256(token)}: a family's calendar feed. The token is the HMAC of the
//   family's `calendarSeed` under MANAGE_LINK_KEY, so the dashboard can show it again.
import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { hashToken, newToken, newTokenSeed, tokenOfSeed } from '../bookings/token';
import { localePath, type Language } from '../../../src/i18n/languages';
import { classRef } from './store';
import { familyRef } from '../owners/family-records';

const moveLinkRef = (db: Firestore, token: string) => db.collection('moveLinks').doc(hashToken(token));
const feedRef = (db: Firestore, token: string) => db.collection('calendarFeeds').doc(hashToken(token));

/** The move page's address for a token, in the family's language (/sw/move for Kiswahili):
 *  the token in the fragment, so it never reaches a server log. */
export const moveUrl = (token: string, language: Language) => `${localePath('/move', language)}#${token}`;

/** Writes a new move link of a class ending at `classEnd`; returns its token. */
export function newMoveLink(tx: Transaction, db: Firestore, classId: string, classEnd: Date, now: Date): string {
  const token = newToken();
  tx.create(moveLinkRef(db, token), {
    classId,
    createdAt: Timestamp.fromDate(now),
    expiresAt: Timestamp.fromDate(classEnd),
  });
  return token;
}

/** The class a move link names while that class has not ended (a moved class keeps its link), or null. */
export async function classLinkOwner(db: Firestore, token: string, now: Date): Promise<string | null> {
  const link = await moveLinkRef(db, token).get();
  if (!link.exists) return null;
  const snap = await classRef(db, String(link.get('classId'))).get();
  const cls = snap.data();
  if (!cls) return null;
  const end = cls.start.toMillis() + Number(cls.minutes) * 60_000;
  return end > now.getTime() ? snap.id : null;
}

const feedToken = (seed: string) => tokenOfSeed(`calendar:${seed}`);

/** The family's calendar token, made (with its hash's document) the first time it is asked for. */
export async function familyFeedToken(db: Firestore, familyUid: string): Promise<string> {
  const family = familyRef(db, familyUid);
  return db.runTransaction(async (tx) => {
    const seed = (await tx.get(family)).data()?.calendarSeed;
    if (typeof seed === 'string') return feedToken(seed);
    const fresh = newTokenSeed();
    const token = feedToken(fresh);
    tx.set(family, { calendarSeed: fresh }, { merge: true });
    tx.set(feedRef(db, token), { familyUid, createdAt: FieldValue.serverTimestamp() });
    return token;
  });
}

/** The family a calendar token belongs to, or null. */
export async function feedOwner(db: Firestore, token: string): Promise<string | null> {
  const feed = await feedRef(db, token).get();
  const uid = feed.get('familyUid');
  if (!feed.exists || typeof uid !== 'string') return null;
  // The seed is read again, so a family whose seed was replaced or erased has no working feed.
  const seed = (await familyRef(db, uid).get()).data()?.calendarSeed;
  return typeof seed === 'string' && feedToken(seed) === token ? uid : null;
}
