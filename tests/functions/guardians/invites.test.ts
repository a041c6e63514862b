// A family's second guardian through /api/guardians on the emulators: an invite taken once makes
// a member who reads and acts as the family; the same link again, a link past its hours, or a
// withdrawn one is refused; many accounts racing for one link make one guardian; removed or
// gone, the account loses the family at once.
import { beforeAll, describe, expect, it } from 'vitest';
import { read } from '../../support/firestore';
import { admin, adminDb } from '../../support/functions/booking-helpers';
import { callFamily } from '../../support/functions/family-helpers';
import { callClasses, enrolledChild, planList } from '../../support/functions/class-helpers';
import { callGuardians, joinWith, tokenIn, whatsappInvite } from '../../support/functions/guardian-helpers';
import { WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { mailSettled } from '../../support/functions/mail-helpers';

const SLOW = 240_000;
const plan = planList.find((p) => p.classes === 1)!;

beforeAll(() => warmUp(), WARM_UP_MS);

/** A family (signed in, with an enrollment) whose dashboard has been opened once. */
async function family() {
  const first = await enrolledChild(plan.id, 'prodigy');
  expect((await callFamily({}, first.token)).http).toBe(200);
  return first;
}

describe('a guardian invite', () => {
  it(
    'accepted: the second guardian acts as the family (its classes, its children) and both see each other',
    async () => {
      const first = await family();
      const guardian = await joinWith(await whatsappInvite(first.token));
      expect(guardian.joined).toMatchObject({ http: 200, body: { status: 'ok', familyUid: first.uid } });

      const free = await callClasses({ action: 'free', enrollmentId: first.id }, guardian.token);
      expect(free.http).toBe(200);
      const loaded = await callFamily<{ family: { uid: string }; guardian: boolean }>({}, guardian.token);
      expect(loaded.body).toMatchObject({ family: { uid: first.uid }, guardian: true });
      const added = await callFamily({ action: 'addChild', name: 'Baraka Otieno', grade: '3-5' }, guardian.token);
      expect(added.http).toBe(200);
      expect(await read(`families/${first.uid}/children/${String(added.body.childId)}`)).not.toBeNull();

      const listed = await callGuardians({}, first.token);
      expect(listed.body.guardians.map((g: { uid: string }) => g.uid)).toEqual([first.uid, guardian.uid]);
      expect((await callGuardians({}, guardian.token)).body.you).toEqual({ uid: guardian.uid, guardian: true });
    },
    SLOW,
  );

  it(
    'by mail: the link goes to the address given, in the inviter’s language, and works',
    async () => {
      const first = await family();
      await callFamily({ action: 'language', language: 'sw' }, first.token);
      const to = `second.guardian.${first.uid.slice(0, 8).toLowerCase()}@example.com`;
      const made = await callGuardians({ action: 'invite', email: to }, first.token);
      expect(made.body.invited).toMatchObject({ kind: 'mail', to });
      // What arrived over SMTP: the stored copy drops its body (a private link) once delivered.
      const [mail, ...more] = await mailSettled(to);
      expect(more).toEqual([]);
      expect(mail!.html).toContain('lang="sw"');
      expect(mail!.text).toContain('/sw/guardian#');
      expect((await joinWith(tokenIn(mail!.text!))).joined.http).toBe(200);
    },
    SLOW,
  );

  it(
    'used: the same link again is refused, and twenty accounts racing for one link make one guardian',
    async () => {
      const first = await family();
      const invite = await whatsappInvite(first.token);
      expect((await joinWith(invite)).joined.http).toBe(200);
      const again = await joinWith(invite);
      expect(again.joined).toMatchObject({ http: 409, body: { status: 'used' } });
      expect(await read(`guardians/${again.uid}`)).toBeNull();

      const raced = await family();
      const link = await whatsappInvite(raced.token);
      const joined = await Promise.all(Array.from({ length: 20 }, () => joinWith(link)));
      expect(joined.filter((j) => j.joined.http === 200)).toHaveLength(1);
      expect(joined.filter((j) => j.joined.http === 409).every((j) => j.joined.body.status === 'used')).toBe(true);
      const members = await adminDb().collection('guardians').where('familyUid', '==', raced.uid).get();
      expect(members.size).toBe(1);
    },
    SLOW,
  );

  it(
    'expired: a link past its hours is refused; withdrawn: a revoked invite is refused',
    async () => {
      const first = await family();
      const invite = await whatsappInvite(first.token);
      const stored = (await adminDb().collection('guardianInvites').where('familyUid', '==', first.uid).get()).docs[0]!;
      await stored.ref.update({ expiresAt: admin.Timestamp.fromMillis(Date.now() - 1000) });
      expect((await joinWith(invite)).joined).toMatchObject({ http: 409, body: { status: 'expired' } });

      const next = await whatsappInvite(first.token);
      const pending = (await callGuardians({}, first.token)).body.invites as { id: string }[];
      expect(pending).toHaveLength(1);
      expect((await callGuardians({ action: 'revoke', inviteId: pending[0]!.id }, first.token)).http).toBe(200);
      expect((await joinWith(next)).joined).toMatchObject({ http: 409, body: { status: 'revoked' } });
      expect(await adminDb().collection('guardians').where('familyUid', '==', first.uid).get()).toHaveProperty('size', 0);
    },
    SLOW,
  );

  it(
    'removed by the other, or leaving: access to the family is gone at once',
    async () => {
      const first = await family();
      const guardian = await joinWith(await whatsappInvite(first.token));
      expect((await callClasses({ action: 'free', enrollmentId: first.id }, guardian.token)).http).toBe(200);

      const removed = await callGuardians({ action: 'remove', guardianUid: guardian.uid }, first.token);
      expect(removed.http).toBe(200);
      expect(removed.body.guardians).toHaveLength(1);
      // The same ID token, a moment later.
      expect((await callClasses({ action: 'free', enrollmentId: first.id }, guardian.token)).http).toBe(404);
      const own = await callFamily<{ family: { uid: string } }>({}, guardian.token);
      expect(own.body.family.uid).toBe(guardian.uid);

      const second = await joinWith(await whatsappInvite(first.token));
      expect((await callGuardians({ action: 'leave' }, second.token)).body).toEqual({ status: 'left' });
      expect((await callClasses({ action: 'free', enrollmentId: first.id }, second.token)).http).toBe(404);
      // Alone again, the first parent is the family's last guardian: they cannot leave it.
      expect((await callGuardians({ action: 'leave' }, first.token)).body.status).toBe('last');
    },
    SLOW,
  );

  it(
    'its own family cannot take its invite, and a stranger cannot remove a guardian',
    async () => {
      const first = await family();
      const invite = await whatsappInvite(first.token);
      expect((await callGuardians({ action: 'accept', token: invite }, first.token)).body.status).toBe('own');
      const guardian = await joinWith(invite);
      const stranger = await family();
      expect((await callGuardians({ action: 'remove', guardianUid: guardian.uid }, stranger.token)).http).toBe(404);
      expect(await read(`guardians/${guardian.uid}`)).not.toBeNull();
    },
    SLOW,
  );
});
