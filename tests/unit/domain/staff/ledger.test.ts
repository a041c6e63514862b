import { describe, expect, it } from 'vitest';
import { monthTotals, newestFirst, paymentMonth, type PaymentRow } from '../../../../src/domain/staff/ledger';
import { seatDays } from '../../../../src/domain/staff/seats';

function pay(over: Partial<PaymentRow>): PaymentRow {
  return {
    reference: 'r',
    kind: 'plan',
    amount: 4500,
    amountSubunits: 450000,
    currency: 'KES',
    plan: 'champion',
    period: 'monthly',
    studentName: 'Mũthoni',
    email: 'a@b.co',
    paidAt: new Date('2026-03-05T10:00:00Z'),
    ...over,
  };
}

describe('payment totals', () => {
  it('totals per Nairobi month and currency, plans and donations apart, newest month first', () => {
    const totals = monthTotals([
      pay({}),
      pay({ kind: 'donation', amount: 0.1, amountSubunits: 10 }),
      pay({ kind: 'donation', amount: 0.2, amountSubunits: 20 }),
      pay({ currency: 'USD', amount: 35, amountSubunits: 3500 }),
      // 22:00 UTC on 28 Feb is 01:00 on 1 March in Nairobi.
      pay({ paidAt: new Date('2026-02-28T22:00:00Z'), amount: 100, amountSubunits: 10000 }),
      pay({ paidAt: new Date('2026-02-27T10:00:00Z'), amount: 200, amountSubunits: 20000 }),
    ]);
    expect(totals).toEqual([
      { month: '2026-03', currency: 'KES', plans: 4600, donations: 0.3, total: 4600.3, count: 4 },
      { month: '2026-03', currency: 'USD', plans: 35, donations: 0, total: 35, count: 1 },
      { month: '2026-02', currency: 'KES', plans: 200, donations: 0, total: 200, count: 1 },
    ]);
  });

  it('puts undated records in an "unknown" month, and sorts lists newest first with undated last', () => {
    expect(paymentMonth(null)).toBe('unknown');
    const rows = [{ at: null }, { at: new Date('2026-01-01') }, { at: new Date('2026-03-01') }];
    expect(newestFirst(rows, (r) => r.at).map((r) => r.at?.toISOString() ?? null)).toEqual([
      '2026-03-01T00:00:00.000Z',
      '2026-01-01T00:00:00.000Z',
      null,
    ]);
  });
});

describe('seats per slot', () => {
  it('covers the 7-day window, every slot, taken out of the seats, closed dates at zero', () => {
    const now = new Date('2026-03-10T08:30:00Z');
    const days = seatDays(
      { '2026-03-10': { '10:00': 2, '14:00': 1 } },
      {
        seatsPerSlot: 2,
        closedDates: ['2026-03-12'],
        maxChildrenPerFamily: 3,
        changeCutoffHours: 2,
        calendarAlarmMinutes: 30,
        windowDays: 7,
        reminderHours: { day: 24, hour: 1 },
      },
      now,
    );
    expect(days.map((d) => d.date)).toEqual([
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
      '2026-03-16',
    ]);
    expect(days[0]!.slots.slice(0, 4)).toEqual([
      { time: '10:00', taken: 2, seats: 2 },
      { time: '11:00', taken: 0, seats: 2 },
      { time: '12:00', taken: 0, seats: 2 },
      { time: '14:00', taken: 1, seats: 2 },
    ]);
    expect(days[2]!.closed).toBe(true);
    expect(days[2]!.slots.every((s) => s.seats === 0)).toBe(true);
  });
});
