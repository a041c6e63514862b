// POST family against the Functions, Auth and Firestore emulators: a signed-in parent's
// family is made on the first load and gathers the trials booked with the same (verified)
// email; children are added and edited with the form's rules; one parent's token never
// reads or changes another family's children.
import { beforeAll, describe, expect, it } from 'vitest';
import { functionsUrl, WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { callFamily as callFamilyAs } from '../../support/functions/family-helpers';
import { createAccount, idToken, markEmailVerified } from '../../support/functions/auth-emulator';
import { bookTrial } from '../../support/functions/staff-helpers';
import { read } from '../../support/firestore';

const SLOW = 240_000;

interface FamilyBody {
  status?: string;
  field?: string;
  message?: string;
  childId?: string;
  family?: { uid: string; email: string; children: { id: string; name: string; grade: string }[] };
}

const callFamily = (body: unknown, token?: string) => callFamilyAs<FamilyBody>(body, token);

/** A parent account whose email is verified, as Google's are; returns its uid and token. */
async function parentAccount(email: string, verified = true): Promise<{ uid: string; token: string }> {
  const uid = await createAccount(email, 'parent-pass');
  if (verified) await markEmailVerified(uid);
  return { uid, token: await idToken(email, 'parent-pass') };
}

beforeAll(() => warmUp(), WARM_UP_MS);

describe('family', () => {
  it(
    'is made on the first load and gathers the trial booked signed out with the same email, as a child',
    async () => {
      const booked = await bookTrial(functionsUrl(), { studentName: 'Zawadi Mũthoni' });
      const parent = await parentAccount(booked.email);
      const first = await callFamily({}, parent.token);
      expect(first.http).toBe(200);
      expect(first.body.family).toMatchObject({ uid: parent.uid, email: booked.email });
      expect(first.body.family?.children).toEqual([expect.objectContaining({ name: 'Zawadi Mũthoni', grade: '3-5' })]);
      const childId = first.body.family!.children[0]!.id;
      expect(await read(`bookings/${booked.id}`)).toMatchObject({ parentUid: parent.uid, childId });
      // Loading again attaches nothing twice.
      const again = await callFamily({ action: 'load' }, parent.token);
      expect(again.body.family?.children).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'adds and edits children with the form rules, and refuses a second child of the same name',
    async () => {
      const parent = await parentAccount(`kids.${Date.now()}@example.com`);
      await callFamily({}, parent.token);
      const added = await callFamily({ action: 'addChild', name: 'Baraka Otieno', grade: 'K-2' }, parent.token);
      expect(added.http).toBe(200);
      const childId = added.body.childId!;
      expect((await callFamily({ action: 'addChild', name: 'baraka  otieno', grade: '3-5' }, parent.token)).http).toBe(409);
      expect((await callFamily({ action: 'addChild', name: 'B4raka', grade: 'K-2' }, parent.token)).body).toMatchObject({
        status: 'invalid',
        field: 'name',
      });
      expect((await callFamily({ action: 'addChild', name: 'Neema', grade: 'college' }, parent.token)).body.field).toBe('grade');
      const edited = await callFamily({ action: 'editChild', childId, name: 'Baraka Otieno', grade: '3-5' }, parent.token);
      expect(edited.http, JSON.stringify(edited.body)).toBe(200);
      expect(edited.body.family?.children).toEqual([expect.objectContaining({ id: childId, grade: '3-5' })]);
    },
    SLOW,
  );

  it(
    "refuses no token, an unverified email, and another family's child",
    async () => {
      expect((await callFamily({})).http).toBe(401);
      // Asked from a Kiswahili page, the sign-in refusal is in Kiswahili too.
      const { childMessagesSw } = await import('../../../src/domain/enrollment/children.sw');
      expect((await callFamily({ language: 'sw' })).body).toMatchObject({ message: childMessagesSw.signIn });
      const unverified = await parentAccount(`unverified.${Date.now()}@example.com`, false);
      expect((await callFamily({}, unverified.token)).http).toBe(401);

      const amina = await parentAccount(`amina.${Date.now()}@example.com`);
      const brian = await parentAccount(`brian.${Date.now()}@example.com`);
      await callFamily({}, amina.token);
      await callFamily({}, brian.token);
      const added = await callFamily({ action: 'addChild', name: 'Imani', grade: 'K-2' }, amina.token);
      expect(added.http, JSON.stringify(added.body)).toBe(200);
      const child = added.body.childId!;
      // Brian's token only ever reaches Brian's family: no child of Amina's is shown or changed.
      const foreign = await callFamily({ action: 'editChild', childId: child, name: 'Taken', grade: 'K-2' }, brian.token);
      expect(foreign.http).toBe(404);
      expect((await callFamily({ uid: amina.uid }, brian.token)).body.family?.children).toEqual([]);
      expect(await read(`families/${amina.uid}/children/${child}`)).toMatchObject({ name: 'Imani' });
    },
    SLOW,
  );

  it(
    "books signed in for the family's own child, adds a typed new child, and refuses another family's child",
    async () => {
      const aminaEmail = `pick.${Date.now()}@example.com`;
      const amina = await parentAccount(aminaEmail);
      const brian = await parentAccount(`other.${Date.now()}@example.com`);
      await callFamily({}, amina.token);
      await callFamily({}, brian.token);
      const imani = (await callFamily({ action: 'addChild', name: 'Imani', grade: 'K-2' }, amina.token)).body.childId!;
      const picked = await bookTrial(functionsUrl(), {
        studentName: 'Imani',
        email: aminaEmail,
        token: amina.token,
        childId: imani,
      });
      expect(await read(`bookings/${picked.id}`)).toMatchObject({ parentUid: amina.uid, childId: imani });

      // A child typed while signed in joins the family, and the trial names it.
      const typed = await bookTrial(functionsUrl(), { studentName: 'Neema', email: aminaEmail, token: amina.token });
      const children = (await callFamily({}, amina.token)).body.family!.children;
      const neema = children.find((c) => c.name === 'Neema');
      expect(neema).toMatchObject({ grade: '3-5' });
      expect(await read(`bookings/${typed.id}`)).toMatchObject({ parentUid: amina.uid, childId: neema!.id });

      // Brian's token cannot book for Amina's child, nor can a signed-out form name one.
      await expect(bookTrial(functionsUrl(), { studentName: 'Imani', token: brian.token, childId: imani })).rejects.toThrow(
        /book: 400 .*no longer on your dashboard/,
      );
      await expect(bookTrial(functionsUrl(), { studentName: 'Imani', childId: imani })).rejects.toThrow(/book: 400/);
      expect((await callFamily({}, brian.token)).body.family?.children).toEqual([]);
    },
    SLOW,
  );
});
