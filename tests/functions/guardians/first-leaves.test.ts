// The family's first parent leaves, or the second guardian removes them: the family stays keyed by
// the first uid, the first account loses it at once (dashboard, classes, guardians), the remaining
// guardian keeps everything and is now the family's last guardian, who cannot leave. Invited
// again, the first parent comes back to the same family.
import { beforeAll, describe, expect, it } from 'vitest';
import { words } from '../../../src/i18n/en/guardians';
import { read } from '../../support/firestore';
import { callFamily } from '../../support/functions/family-helpers';
import { callClasses, enrolledChild, planList } from '../../support/functions/class-helpers';
import { callGuardians, joinWith, tokenIn, whatsappInvite } from '../../support/functions/guardian-helpers';
import { WARM_UP_MS, warmUp } from '../../support/functions/helpers';

const SLOW = 240_000;
const plan = planList.find((p) => p.classes === 1)!;

beforeAll(() => warmUp(), WARM_UP_MS);

/** A family with its dashboard opened and a second guardian. */
async function family() {
  const first = await enrolledChild(plan.id, 'prodigy');
  expect((await callFamily({}, first.token)).http).toBe(200);
  const guardian = await joinWith(await whatsappInvite(first.token));
  expect(guardian.joined.http).toBe(200);
  return { first, guardian };
}

/** The uids the member's guardians panel lists. */
const listed = async (token: string) => ((await callGuardians({}, token)).body.guardians as { uid: string }[]).map((g) => g.uid);

describe("the family's first parent leaves", () => {
  it('alone in the family: refused, told the way out', async () => {
    const first = await enrolledChild(plan.id, 'prodigy');
    expect((await callFamily({}, first.token)).http).toBe(200);
    const left = await callGuardians({ action: 'leave' }, first.token);
    expect(left).toMatchObject({ http: 409, body: { status: 'last', message: words.refused.last } });
    expect((await callFamily({}, first.token)).http).toBe(200);
  });

  it(
    'with a second guardian: the first account loses the family at once; the guardian keeps it and cannot leave it empty',
    async () => {
      const { first, guardian } = await family();
      expect(await callGuardians({ action: 'leave' }, first.token)).toMatchObject({ http: 200, body: { status: 'left' } });
      expect((await read<{ firstLeft?: unknown }>(`families/${first.uid}`))?.firstLeft).toBeDefined();

      // The same ID token, at once: no dashboard, no classes, no guardians panel.
      expect(await callFamily({}, first.token)).toMatchObject({
        http: 409,
        body: { status: 'left', message: words.refused.left },
      });
      expect((await callClasses({ action: 'free', enrollmentId: first.id }, first.token)).http).toBe(409);
      expect((await callGuardians({}, first.token)).http).toBe(409);

      // The guardian acts for the family, still keyed by the first uid, and is its last guardian.
      expect((await callClasses({ action: 'free', enrollmentId: first.id }, guardian.token)).http).toBe(200);
      expect(await listed(guardian.token)).toEqual([guardian.uid]);
      const alone = await callGuardians({ action: 'leave' }, guardian.token);
      expect(alone).toMatchObject({ http: 409, body: { status: 'last', message: words.refused.last } });
    },
    SLOW,
  );

  it(
    'removed by the second guardian; invited again, back in the same family',
    async () => {
      const { first, guardian } = await family();
      const removed = await callGuardians({ action: 'remove', guardianUid: first.uid }, guardian.token);
      expect(removed.http).toBe(200);
      expect(removed.body.guardians.map((g: { uid: string }) => g.uid)).toEqual([guardian.uid]);
      expect((await callFamily({}, first.token)).http).toBe(409);

      const made = await callGuardians({ action: 'invite' }, guardian.token);
      const back = await callGuardians({ action: 'accept', token: tokenIn(made.body.invited.text) }, first.token);
      expect(back).toMatchObject({ http: 200, body: { familyUid: first.uid } });
      expect((await callFamily({}, first.token)).http).toBe(200);
      expect(await listed(guardian.token)).toEqual([first.uid, guardian.uid]);
    },
    SLOW,
  );
});
