// GET /api/session?view=mentor against the Functions, Auth and Firestore emulators: a
// mentor's session answers their own classes of the page's span and, of each, only what
// /mentor shows; a parent's session is refused; a mentor granted after signing in is
// answered at once, and one revoked (record deleted) is refused at once.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MENTOR_VIEW, mentorSpan } from '../../../src/domain/classes/mentor-view';
import { admin, adminDb } from '../../support/functions/booking-helpers';
import { call, post, WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { createAccount, idToken, uniqueEmail } from '../../support/functions/auth-emulator';
import { teamMentors } from '../../support/functions/class-helpers';
import { grantMentor, mentorAccount } from '../../support/functions/accounts';

const SLOW = 240_000;
const SHOWN = ['cantMake', 'childFirstName', 'course', 'enrollmentId', 'id', 'joinLink', 'minutes', 'note', 'start', 'status'];

async function sessionOf(email: string): Promise<string> {
  const res = await post('session', { action: 'start' }, await idToken(email));
  expect(res.http).toBe(200);
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith('__session='))!
    .split(';')[0]!;
}

async function mentorView(cookie: string) {
  const res = await call(`/session?view=${MENTOR_VIEW}`, { headers: { Cookie: cookie } });
  return {
    http: res.http,
    body: res.body as { status: string; mentorId?: string; classes?: Record<string, unknown>[] },
  };
}

/** A class as the classes function stores one, with the family's fields a mentor is not shown. */
async function storedClass(mentorId: string, start: Date): Promise<string> {
  const id = `mv-${randomBytes(6).toString('hex')}`;
  await adminDb()
    .doc(`classes/${id}`)
    .set({
      enrollmentId: `e-${id}`,
      familyUid: `family-${id}`,
      childFirstName: 'Imani',
      course: 'prodigy',
      mentorId,
      start: admin.Timestamp.fromDate(start),
      minutes: 60,
      status: 'scheduled',
      joinLink: `https://meet.example.com/${id}`,
    });
  return id;
}

beforeAll(() => warmUp(), WARM_UP_MS);

describe("the mentor's classes through the site's session", () => {
  it(
    "answers only the caller's classes of the span, each with only the fields /mentor shows",
    async () => {
      const [own, other] = teamMentors.map((m) => m.id);
      const soon = new Date(Math.min(Date.now() + 3_600_000, mentorSpan(new Date()).until.getTime() - 60_000));
      const mine = await storedClass(own!, soon);
      const theirs = await storedClass(other!, soon);
      const longAgo = await storedClass(own!, new Date(mentorSpan(new Date()).from.getTime() - 86_400_000));

      const { email } = await mentorAccount(own!);
      const answer = await mentorView(await sessionOf(email));

      expect(answer.http).toBe(200);
      expect(answer.body.mentorId).toBe(own);
      const ids = answer.body.classes!.map((c) => c.id);
      expect(ids).toContain(mine);
      expect(ids).not.toContain(theirs);
      expect(ids).not.toContain(longAgo);
      const stored = await adminDb().collection('classes').where('mentorId', '==', own).get();
      const ownIds = new Set(stored.docs.map((d) => d.id));
      for (const c of answer.body.classes!) {
        expect(ownIds.has(String(c.id))).toBe(true);
        expect(Object.keys(c).sort()).toEqual(SHOWN);
      }
      expect(answer.body.classes!.find((c) => c.id === mine)).toMatchObject({
        childFirstName: 'Imani',
        start: soon.toISOString(),
        joinLink: `https://meet.example.com/${mine}`,
      });
    },
    SLOW,
  );

  it(
    'refuses a parent, answers a mentor granted after signing in, and refuses them once revoked',
    async () => {
      const email = uniqueEmail('not-yet-mentor');
      const uid = await createAccount(email);
      const cookie = await sessionOf(email);
      const refused = await mentorView(cookie);
      expect(refused.http).toBe(403);
      expect(refused.body).toEqual({ status: 'not-mentor' });

      await grantMentor(uid, email, teamMentors[0]!.id);
      expect((await mentorView(cookie)).http).toBe(200);

      await adminDb().doc(`mentors/${uid}`).delete();
      const revoked = await mentorView(cookie);
      expect(revoked.http).toBe(403);
      expect(revoked.body.classes).toBeUndefined();
    },
    SLOW,
  );

  it(
    'answers no one without a session',
    async () => {
      const answer = await call(`/session?view=${MENTOR_VIEW}`);
      expect(answer.http).toBe(401);
    },
    SLOW,
  );
});
