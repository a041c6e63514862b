// A subscription's state from Paystack's webhooks: the same events end in the same state
// whatever order they arrive in and however often; each event moves it where it should.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applySubscriptionEvent,
  failureMakesPastDue,
  renewsAutomatically,
  type SubscriptionEvent,
  type SubscriptionState,
} from '../../../../src/domain/enrollment/subscription';

const code = 'SUB_abc';
const card = (last4: string) => ({ last4, expMonth: '12', expYear: '2030', brand: 'visa' });
const created = (at: number): SubscriptionEvent => ({
  kind: 'created',
  code,
  planCode: 'PLN_1',
  email: 'amina@example.com',
  authorization: 'a1b2',
  status: 'active',
  emailToken: 'tok',
  nextPaymentDate: '2026-12-24T07:00:00.000Z',
  card: card('4081'),
  at,
});

const run = (events: readonly SubscriptionEvent[]) =>
  events.reduce<SubscriptionState | null>((s, e) => applySubscriptionEvent(s, e), null)!;

function permutations<T>(list: readonly T[]): T[][] {
  if (list.length <= 1) return [[...list]];
  return list.flatMap((item, i) => permutations([...list.slice(0, i), ...list.slice(i + 1)]).map((rest) => [item, ...rest]));
}

describe('a subscription from its webhooks', () => {
  it('create, a failed renewal, a paid retry, then renewal turned off: the same state in all 24 orders', () => {
    const events: SubscriptionEvent[] = [
      created(1),
      { kind: 'invoice-failed', code, periodStart: '2026-12-24', at: 2 },
      { kind: 'invoice-paid', code, nextPaymentDate: '2027-01-24T07:00:00.000Z', at: 3 },
      { kind: 'status', code, status: 'non-renewing', at: 4 },
    ];
    const states = permutations(events).map(run);
    for (const state of states) expect(state).toEqual(states[0]);
    expect(states[0]).toMatchObject({
      status: 'non-renewing',
      planCode: 'PLN_1',
      emailToken: 'tok',
      nextPaymentDate: '2027-01-24T07:00:00.000Z',
      card: card('4081'),
    });
    expect(renewsAutomatically(states[0])).toBe(false);
  });

  it('drops the email token once cancelled or completed, whatever order the events come in, and never takes it back', () => {
    const cancelled: SubscriptionEvent = { kind: 'status', code, status: 'cancelled', at: 4 };
    const enabled: SubscriptionEvent = { kind: 'status', code, status: 'active', at: 5 };
    for (const order of permutations([created(1), cancelled, enabled])) {
      expect(run(order)).toMatchObject({ status: 'active', emailToken: null });
    }
    expect(run([created(1), { kind: 'status', code, status: 'completed', at: 2 }]).emailToken).toBeNull();
    expect(run([created(1), { kind: 'status', code, status: 'non-renewing', at: 2 }]).emailToken).toBe('tok');
  });

  it('a failure after the paid retry (sent late) leaves it active; a failure alone needs attention', () => {
    const paid: SubscriptionEvent = { kind: 'invoice-paid', code, nextPaymentDate: null, at: 5 };
    const failed: SubscriptionEvent = { kind: 'invoice-failed', code, periodStart: '2026-12-24', at: 4 };
    expect(run([created(1), paid, failed]).status).toBe('active');
    expect(run([created(1), failed]).status).toBe('attention');
    expect(renewsAutomatically(run([created(1), failed]))).toBe(true);
  });

  it('any events, in any order, replayed any number of times, end in one state', () => {
    const at = fc.integer({ min: 1, max: 6 });
    const event: fc.Arbitrary<SubscriptionEvent> = fc.oneof(
      at.map(created),
      fc.record({
        kind: fc.constant('status' as const),
        code: fc.constant(code),
        status: fc.constantFrom('active' as const, 'non-renewing' as const, 'cancelled' as const, 'completed' as const),
        at,
      }),
      fc.record({
        kind: fc.constant('invoice-paid' as const),
        code: fc.constant(code),
        nextPaymentDate: fc.constantFrom(null, '2027-01-24T07:00:00.000Z', '2027-02-24T07:00:00.000Z'),
        at,
      }),
      fc.record({ kind: fc.constant('invoice-failed' as const), code: fc.constant(code), periodStart: fc.constant('x'), at }),
      fc.record({
        kind: fc.constant('card' as const),
        code: fc.constant(code),
        card: fc.constantFrom(card('1111'), card('2222')),
        at,
      }),
    );
    fc.assert(
      fc.property(fc.array(event, { minLength: 1, maxLength: 7 }), fc.array(fc.nat(), { maxLength: 7 }), (events, picks) => {
        const once = run(events);
        // Shuffled (each event moved by a pick), with some events sent again.
        const shuffled = [...events];
        for (const [i, pick] of picks.entries()) {
          const [moved] = shuffled.splice(i % shuffled.length, 1);
          shuffled.splice(pick % (shuffled.length + 1), 0, moved!);
          if (pick % 3 === 0) shuffled.splice(pick % (shuffled.length + 1), 0, events[pick % events.length]!);
        }
        const reversed = [...shuffled].reverse();
        expect(run(shuffled)).toEqual(once);
        expect(run(reversed)).toEqual(once);
      }),
      { numRuns: 300 },
    );
  });
});

describe('a failed renewal and the enrollment', () => {
  it('is past due only while the period the invoice was for is unpaid', () => {
    expect(failureMakesPastDue('2026-12-24', '2026-12-24')).toBe(true);
    expect(failureMakesPastDue('2026-12-20', '2026-12-24')).toBe(true);
    // Already extended past that period by the paid retry: the late failure changes nothing.
    expect(failureMakesPastDue('2027-01-24', '2026-12-24')).toBe(false);
  });
});
