// A parent removes a child from the dashboard (POST /api/family {action: 'removeChild'}),
// against the emulators: the child's upcoming trial is deleted with its seat freed, its
// private parts, lead and outbox copies; a sibling's trial stays; a child whose enrollment
// still runs is not removed, and once it has ended its classes and certificates go with the
// child; another family's child is not found.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { words as childMessages } from '../../../src/i18n/en/children';
import { siteCourses, sitePrice } from '../../support/site-plans';
import { read, where } from '../../support/firestore';
import { adminDb, takenAt } from '../../support/functions/booking-helpers';
import { callFamily, parentAccount } from '../../support/functions/family-helpers';
import { certificatesApi } from '../../support/functions/certificate-helpers';
import { functionsUrl, seed, verify, WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { bookTrial } from '../../support/functions/staff-helpers';
import { staffAccount } from '../../support/functions/accounts';

const SLOW = 300_000;

beforeAll(() => warmUp(), WARM_UP_MS);

type Family = { children: { id: string; name: string }[] };

describe('removing a child', () => {
  it(
    "deletes the child's trial and what goes with it, frees the seat, and keeps the sibling's",
    async () => {
      const email = `remove.${randomBytes(5).toString('hex')}@example.com`;
      const parent = await parentAccount(email);
      await callFamily({}, parent.token);
      const add = async (name: string) =>
        String((await callFamily({ action: 'addChild', name, grade: '3-5' }, parent.token)).body.childId);
      const [neema, juma] = [await add('Neema Wafula'), await add('Juma Wafula')];
      const book = (childId: string, studentName: string) =>
        bookTrial(functionsUrl(), { email, token: parent.token, childId, studentName, address: '127.0.0.1' });
      const trial = await book(neema, 'Neema Wafula');
      const sibling = await book(juma, 'Juma Wafula');
      const seats = await takenAt(trial.date, trial.time);
      expect(await read(`mail/booking-${trial.id}-booked`)).not.toBeNull();

      const removed = await callFamily<{ family: Family }>({ action: 'removeChild', childId: neema }, parent.token);
      expect(removed.http).toBe(200);
      expect(removed.body.family.children.map((c) => c.id)).toEqual([juma]);
      for (const path of [
        `bookings/${trial.id}`,
        `bookingSecrets/${trial.id}`,
        `bookingAddresses/${trial.id}`,
        `mail/booking-${trial.id}-booked`,
        `families/${parent.uid}/children/${neema}`,
      ])
        expect(await read(path)).toBeNull();
      expect(await where('trialLeads', 'bookingId', trial.id)).toEqual([]);
      expect(await takenAt(trial.date, trial.time)).toBe(seats - 1);
      expect(await read(`bookings/${sibling.id}`)).toMatchObject({ childId: juma, status: 'upcoming' });
      // Loading again does not bring the child back.
      expect((await callFamily<{ family: Family }>({}, parent.token)).body.family.children.map((c) => c.id)).toEqual([juma]);
    },
    SLOW,
  );

  it(
    'keeps a child whose enrollment is still running; once it ends, its classes and certificates go with the child',
    async () => {
      const email = `remove-paid.${randomBytes(5).toString('hex')}@example.com`;
      const parent = await parentAccount(email);
      await callFamily({}, parent.token);
      const imani = String(
        (await callFamily({ action: 'addChild', name: 'Imani Kiprono', grade: '3-5' }, parent.token)).body.childId,
      );
      const amount = sitePrice('starter', 'monthly', 'USD');
      const reference = await seed({
        amount: amount * 100,
        currency: 'USD',
        email,
        metadata: { kind: 'plan', plan: 'starter', period: 'monthly', studentName: 'Imani Kiprono' },
      });
      expect((await verify({ reference, studentName: 'Imani Kiprono' })).body.status).toBe('success');
      // The next load attaches the payment and its enrollment to the child of that name.
      await callFamily({}, parent.token);
      expect(await read(`payments/${reference}`)).toMatchObject({ familyUid: parent.uid, childId: imani });
      const refused = await callFamily({ action: 'removeChild', childId: imani }, parent.token);
      expect(refused).toMatchObject({ http: 409, body: { status: 'enrolled', message: childMessages.enrolled } });
      expect(await read(`families/${parent.uid}/children/${imani}`)).not.toBeNull();

      const stranger = await parentAccount(`remove-other.${randomBytes(5).toString('hex')}@example.com`);
      await callFamily({}, stranger.token);
      expect((await callFamily({ action: 'removeChild', childId: imani }, stranger.token)).http).toBe(404);
      expect(await read(`families/${parent.uid}/children/${imani}`)).not.toBeNull();

      // The enrollment ends; its certificate and a weekly class of the child's still exist.
      const enrollmentId = String((await read(`payments/${reference}`))?.enrollmentId);
      await adminDb().collection('enrollments').doc(enrollmentId).update({ course: siteCourses[0]!.id });
      const awarded = await certificatesApi({ action: 'award', enrollmentId, level: 'Level 1' }, (await staffAccount()).token);
      const { number } = awarded.body as { number: string };
      const classId = `${enrollmentId}_2026-01-05_1500`;
      await adminDb()
        .collection('classes')
        .doc(classId)
        .set({ enrollmentId, familyUid: parent.uid, studentName: 'Imani', status: 'attended', note: 'Built a maze game.' });
      await adminDb().collection('enrollments').doc(enrollmentId).update({ status: 'expired' });
      expect((await callFamily({ action: 'removeChild', childId: imani }, parent.token)).http).toBe(200);
      for (const path of [
        `classes/${classId}`,
        `certificates/${number}`,
        `certificateRecords/${number}`,
        `enrollments/${enrollmentId}`,
      ])
        expect(await read(path)).toBeNull();
    },
    SLOW,
  );
});
