// The parent's /api/session answer against the Functions, Auth and Firestore emulators: with
// the bookings it carries the family's own weekly classes the dashboard shows (from the
// attendance weeks back onwards), each with only the fields the dashboard shows; another
// family's classes never, whether read with the cookie or when the session starts.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { familyClassesFrom } from '../../../src/domain/classes/family-classes';
import { COUNTRIES } from '../../../src/domain/countries';
import { NAIROBI_TZ } from '../../../src/domain/slots';
import { admin, adminDb } from '../../support/functions/booking-helpers';
import { call, post, WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { createAccount, idToken, uniqueEmail } from '../../support/functions/auth-emulator';
import { teamMentors } from '../../support/functions/class-helpers';

const SLOW = 240_000;
const SHOWN = ['childFirstName', 'enrollmentId', 'id', 'joinLink', 'mentorId', 'minutes', 'note', 'start', 'status', 'tz'];
type Shown = Record<string, unknown>;

/** A class as the classes function stores one, with fields the dashboard does not show. */
async function storedClass(familyUid: string, start: Date, extra: Shown = {}): Promise<string> {
  const id = `fc-${randomBytes(6).toString('hex')}`;
  await adminDb()
    .doc(`classes/${id}`)
    .set({
      enrollmentId: `e-${familyUid}`,
      familyUid,
      childFirstName: 'Imani',
      course: 'prodigy',
      mentorId: teamMentors[0]!.id,
      start: admin.Timestamp.fromDate(start),
      minutes: 60,
      status: 'scheduled',
      joinLink: `https://meet.example.com/${id}`,
      cantMake: { at: admin.Timestamp.now(), via: 'dashboard', start: admin.Timestamp.fromDate(start) },
      ...extra,
    });
  return id;
}

/** The session's start answer and the cookie's read answer, both 200. */
async function bothAnswers(email: string): Promise<{ classes?: Shown[] }[]> {
  const started = await post('session', { action: 'start' }, await idToken(email));
  expect(started.http).toBe(200);
  const cookie = started.headers
    .getSetCookie()
    .find((c) => c.startsWith('__session='))!
    .split(';')[0]!;
  const read = await call('/session', { headers: { Cookie: cookie } });
  expect(read.http).toBe(200);
  return [started.body as { classes?: Shown[] }, read.body as { classes?: Shown[] }];
}

beforeAll(() => warmUp(), WARM_UP_MS);

describe("the family's classes in the parent's session", () => {
  it(
    "answers only the caller's own classes the dashboard shows, each with only its shown fields",
    async () => {
      const email = uniqueEmail('family-classes');
      const uid = await createAccount(email);
      const stranger = `stranger-${randomBytes(6).toString('hex')}`;
      const now = Date.now();
      const next = new Date(now + 86_400_000);
      const mine = await storedClass(uid, next);
      const marked = await storedClass(uid, new Date(now - 3 * 86_400_000), { status: 'attended', note: 'Well done' });
      const longAgo = await storedClass(uid, new Date(familyClassesFrom(new Date(now)).getTime() - 86_400_000));
      const theirs = await storedClass(stranger, next);
      // The family's zone is its enrollment's, from the WhatsApp number's country.
      const lagos = COUNTRIES.find((c) => c.tz !== NAIROBI_TZ)!;
      await adminDb()
        .doc(`enrollments/e-${uid}`)
        .set({ familyUid: uid, whatsapp: `${lagos.dial}8030000000` });

      for (const answer of await bothAnswers(email)) {
        const ids = answer.classes!.map((c) => c.id);
        expect(ids).toEqual([marked, mine]);
        expect(ids).not.toContain(theirs);
        expect(ids).not.toContain(longAgo);
        for (const c of answer.classes!) expect(Object.keys(c).sort()).toEqual(SHOWN);
        expect(answer.classes![0]).toMatchObject({ status: 'attended', note: 'Well done' });
        expect(answer.classes![1]).toMatchObject({
          enrollmentId: `e-${uid}`,
          childFirstName: 'Imani',
          tz: lagos.tz,
          start: next.toISOString(),
          joinLink: `https://meet.example.com/${mine}`,
        });
      }
    },
    SLOW,
  );

  it(
    'answers a parent with no classes none, while a stranger holds some',
    async () => {
      const email = uniqueEmail('no-classes');
      await createAccount(email);
      await storedClass(`stranger-${randomBytes(6).toString('hex')}`, new Date(Date.now() + 86_400_000));
      for (const answer of await bothAnswers(email)) expect(answer.classes).toEqual([]);
    },
    SLOW,
  );
});
