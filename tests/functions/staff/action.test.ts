// POST staffAction against the Functions, Auth and Firestore emulators: who may call it,
// what it changes (through changeBooking, so seat and history follow), and a race of two
// staff members recording different outcomes for one class.
import { execFile } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { functionsUrl } from '../../support/functions/helpers';
import { createAccount, idToken, uniqueEmail } from '../../support/functions/auth-emulator';
import { bookTrial, callStaffAction, seedDoc } from '../../support/functions/staff-helpers';
import { read as readDoc } from '../../support/firestore';
import { nextSecond } from '../../support/functions/wait';
import { staffAccount } from '../../support/functions/accounts';

let staffToken: string;
let parentToken: string;

const history = (doc: Record<string, unknown> | null) => (doc?.history ?? []) as Record<string, unknown>[];
const seats = async (date: string, time: string) =>
  Number(((await readDoc(`slots/${date}`))?.taken as Record<string, number>)?.[time] ?? 0);

beforeAll(async () => {
  staffToken = (await staffAccount()).token;
  const parent = uniqueEmail('parent');
  await createAccount(parent);
  parentToken = await idToken(parent);
}, 120_000);

describe('staffAction: who may call it', () => {
  it('refuses a missing or bad token (401) and a token without the staff claim (403), changing nothing', async () => {
    const booked = await bookTrial(functionsUrl());
    const body = { bookingId: booked.id, action: 'attended' };
    expect((await callStaffAction(functionsUrl(), body)).http).toBe(401);
    expect((await callStaffAction(functionsUrl(), body, 'not-a-token')).http).toBe(401);
    const parent = await callStaffAction(functionsUrl(), body, parentToken);
    expect(parent.http).toBe(403);
    expect(parent.body.message).toBe('This area is for school staff.');
    expect((await readDoc(`bookings/${booked.id}`))?.status).toBe('upcoming');
  });

  it('refuses a staff member revoked with `npm run staff -- revoke` at once', async () => {
    const mentor = await staffAccount();
    const booked = await bookTrial(functionsUrl());
    // The token was issued before this: revoke in a later second, as Auth keeps it to the second.
    await nextSecond();
    await new Promise<void>((done, fail) =>
      execFile(process.execPath, ['scripts/staff.mjs', 'revoke', mentor.email], { env: process.env }, (error) =>
        error ? fail(error) : done(),
      ),
    );
    const reply = await callStaffAction(functionsUrl(), { bookingId: booked.id, action: 'attended' }, mentor.token);
    expect(reply.http).toBe(401);
    expect((await readDoc(`bookings/${booked.id}`))?.status).toBe('upcoming');
  });

  it('answers 400 with the field for a malformed request', async () => {
    const cases: [unknown, string][] = [
      [{ bookingId: 'short', action: 'attended' }, 'bookingId'],
      [{ bookingId: 'A'.repeat(20), action: 'promote' }, 'action'],
      [{ bookingId: 'A'.repeat(20), action: 'cancel' }, 'reason'],
      [{ bookingId: 'A'.repeat(20), action: 'cancel', reason: 'x'.repeat(501) }, 'reason'],
      [{ collection: 'payments', id: 'x', action: 'handled' }, 'collection'],
      [{ collection: 'questions', id: 'a/b', action: 'handled' }, 'id'],
    ];
    for (const [body, field] of cases) {
      const reply = await callStaffAction(functionsUrl(), body, staffToken);
      expect(reply.http, JSON.stringify(body)).toBe(400);
      expect(reply.body.field).toBe(field);
    }
  });
});

describe('staffAction: booking outcomes go through changeBooking', () => {
  it('marks attended: status, a staff history entry, the seat stays taken; a second outcome is refused', async () => {
    const booked = await bookTrial(functionsUrl());
    const before = await seats(booked.date, booked.time);
    const reply = await callStaffAction(functionsUrl(), { bookingId: booked.id, action: 'attended' }, staffToken);
    expect(reply.http).toBe(200);
    const stored = await readDoc(`bookings/${booked.id}`);
    expect(stored?.status).toBe('attended');
    expect(history(stored).at(-1)).toMatchObject({ by: 'staff', action: 'attended' });
    expect(await seats(booked.date, booked.time)).toBe(before);

    const again = await callStaffAction(functionsUrl(), { bookingId: booked.id, action: 'no-show' }, staffToken);
    expect(again.http).toBe(409);
    expect(again.body.status).toBe('not-upcoming');
    expect((await readDoc(`bookings/${booked.id}`))?.status).toBe('attended');
  });

  it('cancels with the reason in history and gives the seat back', async () => {
    const booked = await bookTrial(functionsUrl());
    const before = await seats(booked.date, booked.time);
    const reply = await callStaffAction(
      functionsUrl(),
      { bookingId: booked.id, action: 'cancel', reason: 'Mentor unwell; we will call to rebook' },
      staffToken,
    );
    expect(reply.http).toBe(200);
    const stored = await readDoc(`bookings/${booked.id}`);
    expect(stored?.status).toBe('cancelled');
    expect(history(stored).at(-1)).toMatchObject({
      by: 'staff',
      action: 'cancelled',
      reason: 'Mentor unwell; we will call to rebook',
    });
    expect(await seats(booked.date, booked.time)).toBe(before - 1);
  });

  it('an unknown booking is 404', async () => {
    const reply = await callStaffAction(functionsUrl(), { bookingId: 'Nope0000000000000000', action: 'no-show' }, staffToken);
    expect(reply.http).toBe(404);
  });

  it('two staff members recording at once: exactly one outcome wins, and the seat is freed at most once', async () => {
    const other = await staffAccount();
    const booked = await bookTrial(functionsUrl());
    const before = await seats(booked.date, booked.time);
    const replies = await Promise.all([
      callStaffAction(functionsUrl(), { bookingId: booked.id, action: 'cancel', reason: 'Family asked' }, staffToken),
      callStaffAction(functionsUrl(), { bookingId: booked.id, action: 'attended' }, other.token),
      callStaffAction(functionsUrl(), { bookingId: booked.id, action: 'cancel', reason: 'Duplicate press' }, other.token),
    ]);
    expect(replies.map((r) => r.http).sort()).toEqual([200, 409, 409]);
    const stored = await readDoc(`bookings/${booked.id}`);
    const outcomes = history(stored).filter((h) => h.by === 'staff');
    expect(outcomes).toHaveLength(1);
    const cancelled = stored?.status === 'cancelled';
    expect(await seats(booked.date, booked.time)).toBe(cancelled ? before - 1 : before);
  });
});

describe('staffAction: mark handled', () => {
  it('marks a lead, a message and a question handled once, with who did it', async () => {
    const mentor = await staffAccount();
    for (const collection of ['trialLeads', 'contactMessages', 'questions']) {
      const id = `Seed${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(0, 20).padEnd(20, '0');
      await seedDoc(`${collection}/${id}`, { email: 'wanjiru@example.com' });
      const reply = await callStaffAction(functionsUrl(), { collection, id, action: 'handled' }, mentor.token);
      expect(reply.http, collection).toBe(200);
      const stored = await readDoc(`${collection}/${id}`);
      expect(stored).toMatchObject({ handled: true, handledBy: mentor.email, email: 'wanjiru@example.com' });
      const again = await callStaffAction(functionsUrl(), { collection, id, action: 'handled' }, staffToken);
      expect(again.http).toBe(200);
      expect((await readDoc(`${collection}/${id}`))?.handledBy).toBe(mentor.email);
    }
    const missing = await callStaffAction(
      functionsUrl(),
      { collection: 'questions', id: 'Nope0000000000000000', action: 'handled' },
      staffToken,
    );
    expect(missing.http).toBe(404);
  });
});

describe('staffAction: cancel a group at once', () => {
  it('cancels every listed booking through changeBooking: seats back, history, each family mailed', async () => {
    const group = [await bookTrial(functionsUrl()), await bookTrial(functionsUrl()), await bookTrial(functionsUrl())];
    const before = await Promise.all(group.map((b) => seats(b.date, b.time)));
    const reply = await callStaffAction(
      functionsUrl(),
      { action: 'cancel-many', bookingIds: [...group.map((b) => b.id), 'nosuchbooking0000000'], reason: 'Booked by a script' },
      staffToken,
    );
    expect(reply.http).toBe(200);
    expect(reply.body).toMatchObject({ status: 'ok', cancelled: 3, skipped: 1 });
    for (const [i, b] of group.entries()) {
      const doc = await readDoc(`bookings/${b.id}`);
      expect(doc?.status).toBe('cancelled');
      expect(history(doc).at(-1)).toMatchObject({ by: 'staff', action: 'cancelled', reason: 'Booked by a script' });
      expect(await seats(b.date, b.time)).toBeLessThan(before[i]!);
      expect(await readDoc(`mail/booking-${b.id}-cancelled`)).toMatchObject({ to: b.email });
    }
  }, 120_000);

  it('needs a reason and at most 100 ids, and is for staff only', async () => {
    const ids = ['aaaaaaaaaaaaaaaaaaaa'];
    expect((await callStaffAction(functionsUrl(), { action: 'cancel-many', bookingIds: ids }, staffToken)).body.field).toBe(
      'reason',
    );
    const many = Array.from({ length: 101 }, () => ids[0]);
    expect(
      (await callStaffAction(functionsUrl(), { action: 'cancel-many', bookingIds: many, reason: 'x' }, staffToken)).body.field,
    ).toBe('bookingIds');
    expect(
      (await callStaffAction(functionsUrl(), { action: 'cancel-many', bookingIds: ids, reason: 'x' }, parentToken)).http,
    ).toBe(403);
  });
});
