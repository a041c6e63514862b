// Staff erase a family on request, against the emulators and the Paystack stand-in: a family
// is seeded through the site's own functions across every collection that holds personal
// data (account, family and child, a trial booked from an address, its lead, mails and
// WhatsApp messages, a recommendation, a paid enrollment, a contact message and a question),
// then erased. While its enrollment runs the erase is refused; once it has ended, nothing in
// any collection holds the family's email, number, names or uid, the payment stays with its
// amount only, the account is gone, and erasures/ says which staff member erased it and when.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteCourses, sitePrice } from '../../support/site-plans';
import { clientAddress, read } from '../../support/firestore';
import { adminDb } from '../../support/functions/booking-helpers';
import { idToken } from '../../support/functions/auth-emulator';
import { callFamily, parentAccount } from '../../support/functions/family-helpers';
import { certificatesApi } from '../../support/functions/certificate-helpers';
import { call, functionsUrl, seed, verify, WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { bookTrial, callStaffAction } from '../../support/functions/staff-helpers';
import { waitForDelivery } from '../../support/functions/mail-helpers';
import { staffAccount } from '../../support/functions/accounts';

const SLOW = 400_000;

let staff: string;
beforeAll(async () => {
  await warmUp();
  staff = (await staffAccount()).token;
}, WARM_UP_MS);

/** A name of letters only that no other test uses. */
const unique = () => `Z${Array.from(randomBytes(7), (b) => 'abcdefghijklmnopqrstuvwxyz'[b % 26]).join('')}`;

/** Every document of every collection (and every family's children), as text with its path. */
async function everything(): Promise<{ path: string; text: string }[]> {
  const db = adminDb();
  const collections = await db.listCollections();
  const snaps = await Promise.all([...collections.map((c) => c.get()), db.collectionGroup('children').get()]);
  return snaps.flatMap((s) => s.docs.map((d) => ({ path: d.ref.path, text: JSON.stringify(d.data()) })));
}

describe('erasing a family', () => {
  it(
    'refuses while its enrollment runs, then leaves nothing personal anywhere; payments stay, anonymised',
    async () => {
      const email = `erase.${randomBytes(5).toString('hex')}@example.com`;
      const digits = String(100000 + (randomBytes(3).readUIntBE(0, 3) % 900000));
      const parentSurname = unique();
      const childName = `Neema ${unique()}`;
      const parent = await parentAccount(email);
      await callFamily({}, parent.token);
      const child = await callFamily({ action: 'addChild', name: childName, grade: '3-5' }, parent.token);
      const childId = String(child.body.childId);
      const booked = await bookTrial(functionsUrl(), {
        email,
        token: parent.token,
        childId,
        studentName: childName,
        parentName: `Amina ${parentSurname}`,
        phone: `0712${digits}`,
      });
      expect((await callStaffAction(functionsUrl(), { bookingId: booked.id, action: 'attended' }, staff)).http).toBe(200);
      const recommend = {
        action: 'recommend',
        course: siteCourses[0]!.id,
        plan: 'starter',
        period: 'monthly',
        currency: 'USD',
        note: '',
      };
      expect((await callStaffAction(functionsUrl(), { bookingId: booked.id, ...recommend }, staff)).http).toBe(200);
      const message = async (body: Record<string, string>) =>
        call('/message', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': clientAddress() },
          body: JSON.stringify(body),
        });
      const contact = { firstName: 'Amina', lastName: parentSurname, phone: `+254712${digits}`, company: '', email };
      expect((await message({ kind: 'contact', ...contact, message: `About ${childName}` })).http).toBe(200);
      expect((await message({ kind: 'question', email })).http).toBe(200);
      const amount = sitePrice('starter', 'monthly', 'USD');
      const reference = await seed({
        amount: amount * 100,
        currency: 'USD',
        email,
        metadata: { kind: 'plan', plan: 'starter', period: 'monthly', studentName: childName },
      });
      expect((await verify({ reference, studentName: childName })).body.status).toBe('success');
      await callFamily({}, parent.token);
      const enrollmentId = String((await read(`payments/${reference}`))?.enrollmentId);
      // Paid from /pay, the enrollment names no course until staff set one.
      await adminDb().collection('enrollments').doc(enrollmentId).update({ course: siteCourses[0]!.id });
      const certificate = await certificatesApi({ action: 'award', enrollmentId, level: 'Level 1' }, staff);
      const awarded = certificate.body as { number: string };
      expect(awarded).toMatchObject({ status: 'awarded' });
      const { number } = awarded;
      expect(await read(`certificates/${number}`)).toMatchObject({ status: 'valid' });
      // A weekly class of the child's, as the classes function writes one (first name, mentor's note).
      const classId = `${enrollmentId}_2026-01-05_1500`;
      await adminDb()
        .collection('classes')
        .doc(classId)
        .set({ enrollmentId, familyUid: parent.uid, studentName: 'Neema', status: 'attended', note: 'Built a maze game.' });
      // The child's monthly progress, as functions/src/progress writes it.
      const reportId = `${enrollmentId}_2026-01`;
      await adminDb()
        .collection('progressReports')
        .doc(reportId)
        .set({ enrollmentId, familyUid: parent.uid, studentName: childName, month: '2026-01', next: 'Sprites.' });
      await adminDb().collection('progressLines').doc(reportId).set({ enrollmentId, mentorId: 'a', line: 'Sprites.' });
      await adminDb().collection('progressReportLog').doc(reportId).set({ history: [] });
      // Its mail is delivered before the erase, as the family's other mail is by then.
      await waitForDelivery(`certificate-${number}-awarded`, 'SUCCESS');

      const personal = [email, `712${digits}`, parentSurname, childName.split(' ')[1]!, parent.uid];
      const holding = async () =>
        (await everything()).filter((d) => personal.some((p) => d.text.includes(p) || d.path.includes(p)));
      // Seeded in every collection the family touched.
      const before = new Set((await holding()).map((d) => d.path.split('/')[0]));
      const collections = [
        'families',
        'bookings',
        'trialLeads',
        'mail',
        'messages',
        'recommendations',
        'enrollments',
        'payments',
      ];
      for (const name of [...collections, 'certificateRecords']) expect(before).toContain(name);
      for (const name of ['contactMessages', 'questions']) expect(before).toContain(name);

      const erase = { action: 'eraseFamily', email };
      const refused = await callStaffAction(functionsUrl(), erase, staff);
      expect(refused).toMatchObject({ http: 409, body: { status: 'running' } });
      await adminDb().collection('enrollments').doc(enrollmentId).update({ status: 'expired' });

      const erased = await callStaffAction(functionsUrl(), erase, staff);
      expect(erased.http).toBe(200);
      expect(await holding()).toEqual([]);
      expect(await read(`certificates/${number}`)).toBeNull();
      expect(await read(`classes/${classId}`)).toBeNull();
      for (const collection of ['progressReports', 'progressLines', 'progressReportLog'])
        expect(await read(`${collection}/${reportId}`)).toBeNull();
      const paid = await read(`payments/${reference}`);
      expect(paid).toMatchObject({ reference, amount, currency: 'USD', status: 'success' });
      expect(paid).not.toHaveProperty('email');
      expect(paid).not.toHaveProperty('familyUid');
      await expect(idToken(email, 'parent-pass')).rejects.toThrow();
      // Who and when, the family as a hash: the scan above found nothing personal in it.
      const staffUid = (JSON.parse(Buffer.from(staff.split('.')[1]!, 'base64url').toString()) as { user_id: string }).user_id;
      const audit = await adminDb().collection('erasures').where('by', '==', staffUid).get();
      expect(audit.docs.map((d) => d.data())).toContainEqual(
        expect.objectContaining({ family: expect.stringMatching(/^[0-9a-f]{64}$/), at: expect.anything() }),
      );
      // A second erase finds nothing more.
      expect((await callStaffAction(functionsUrl(), erase, staff)).http).toBe(404);
    },
    SLOW,
  );

  it('is for staff only, and needs an email address', async () => {
    const parent = await parentAccount(`erase-self.${randomBytes(5).toString('hex')}@example.com`);
    expect((await callStaffAction(functionsUrl(), { action: 'eraseFamily', email: 'a@example.com' }, parent.token)).http).toBe(
      403,
    );
    expect((await callStaffAction(functionsUrl(), { action: 'eraseFamily', email: 'not an email' }, staff)).body).toMatchObject({
      field: 'email',
    });
  });
});
