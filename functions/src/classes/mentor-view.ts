// The mentor's classes for /mentor, read through the site's session (families/session.ts,
// GET /api/session?view=mentor), so the page shows them before any of Firebase's code has
// arrived. Who is a mentor is decided as for a bearer token (platform/callers.ts): the `mentor` claim
// and a mentors/{uid} record naming the same id. The claim is read from the account as it
// is now, not from the session cookie, which keeps the claims of its sign-in: a mentor
// granted after signing in is a mentor at once, and revoke-mentor (record deleted) at once
// is not.
import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { mentorClassOf, mentorSpan, type MentorView } from '../../../src/domain/classes/mentor-view';
import { adminAuth } from '../platform/admin';
import { mentors } from '../platform/content';
import { classesOf } from './store';
import { mentorsOf } from '../platform/stored';

/** The mentor id of the account `uid`, or null when it is not a mentor. */
async function mentorIdOf(uid: string, db: Firestore): Promise<string | null> {
  const [user, record] = await Promise.all([adminAuth().getUser(uid), mentorsOf(db).doc(uid).get()]);
  const claimed = user.customClaims?.mentor;
  if (typeof claimed !== 'string' || !mentors.some((t) => t.id === claimed)) return null;
  return record.data()?.mentorId === claimed ? claimed : null;
}

/** The view of the mentor signed in as `uid`, or 403 when that account is not a mentor. */
export async function mentorViewOf(uid: string, db: Firestore, now = new Date()): Promise<MentorView | 403> {
  const mentorId = await mentorIdOf(uid, db);
  if (!mentorId) return 403;
  const { from, until } = mentorSpan(now);
  const found = await classesOf(db)
    .where('mentorId', '==', mentorId)
    .where('start', '>=', Timestamp.fromDate(from))
    .where('start', '<', Timestamp.fromDate(until))
    .get();
  const classes = found.docs
    .map((doc) => {
      const start = doc.get('start');
      return mentorClassOf(doc.id, doc.data(), start instanceof Timestamp ? start.toDate() : new Date(0));
    })
    .sort((a, b) => a.start.localeCompare(b.start));
  return { mentorId, classes };
}
