// The bench's signed-in parent (scripts/lib/parent-session.mjs) is a parent as Google's
// sign-in leaves one: a trial it books is its own, so /dashboard lists it. An account with an
// unverified email booked trials that were nobody's, and the bench's dashboard showed none.
import { beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from '../../../scripts/lib/parent-session.mjs';
import { need, read } from '../../support/firestore';
import { functionsUrl, WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { bookTrial } from '../../support/functions/staff-helpers';

beforeAll(() => warmUp('bookings'), WARM_UP_MS);

describe("the bench's parent", () => {
  it('books trials that are its own', async () => {
    const email = `bench-parent.${Date.now()}@example.com`;
    const account = await newAccount(need('FIREBASE_AUTH_EMULATOR_HOST'), email, need('GCLOUD_PROJECT'));
    const booked = await bookTrial(functionsUrl(), { email, token: account.idToken });
    expect((await read(`bookings/${booked.id}`))?.parentUid).toBe(account.localId);
  }, 120_000);
});
