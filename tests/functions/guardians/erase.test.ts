// Erasing a family takes its second guardian too: their membership, the family's invites, the
// mail sent to them and their account; nothing anywhere names them afterwards.
import { beforeAll, describe, expect, it } from 'vitest';
import { read } from '../../support/firestore';
import { adminDb } from '../../support/functions/booking-helpers';
import { idToken } from '../../support/functions/auth-emulator';
import { callFamily } from '../../support/functions/family-helpers';
import { enrolledChild, planList } from '../../support/functions/class-helpers';
import { callGuardians, joinWith, tokenIn } from '../../support/functions/guardian-helpers';
import { functionsUrl, WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { callStaffAction } from '../../support/functions/staff-helpers';
import { staffAccount } from '../../support/functions/accounts';

const SLOW = 240_000;

beforeAll(() => warmUp(), WARM_UP_MS);

describe('erasing a family with two guardians', () => {
  it(
    'removes both: the membership, the invites, the mail to the guardian and both accounts',
    async () => {
      const first = await enrolledChild(planList[0]!.id, 'prodigy');
      expect((await callFamily({}, first.token)).http).toBe(200);
      const guardianEmail = `guardian.${Date.now()}@example.com`;
      const made = await callGuardians({ action: 'invite', email: guardianEmail }, first.token);
      expect(made.http).toBe(200);
      const invite = (await adminDb().collection('guardianInvites').where('familyUid', '==', first.uid).get()).docs[0]!;
      const mail = await read<{ message: { text: string } }>(`mail/guardian-invite-${invite.id}`);
      const guardian = await joinWith(tokenIn(mail!.message.text));
      expect(guardian.joined.http).toBe(200);
      await adminDb().doc(`enrollments/${first.id}`).update({ status: 'expired' });

      const erased = await callStaffAction(
        functionsUrl(),
        { action: 'eraseFamily', email: first.email },
        (await staffAccount()).token,
      );
      expect(erased.http).toBe(200);
      expect(await read(`guardians/${guardian.uid}`)).toBeNull();
      expect((await adminDb().collection('guardianInvites').where('familyUid', '==', first.uid).get()).size).toBe(0);
      expect((await adminDb().collection('mail').where('to', 'in', [guardianEmail, guardian.email]).get()).size).toBe(0);
      await expect(idToken(guardian.email, 'parent-pass')).rejects.toThrow();
      await expect(idToken(first.email, 'parent-pass')).rejects.toThrow();
    },
    SLOW,
  );
});
