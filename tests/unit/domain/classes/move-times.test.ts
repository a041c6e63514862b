// Where one class may move, under each kind of plan rule, on fixture mentors (not team.yaml):
// the same mentor's free hours first, any mentor of the course when that one has none, only
// within the paid period and the cutoff, priority hours only for priority plans, a limited
// plan's monthly count, and hours held on a date or vacated on it.
import { describe, expect, it } from 'vitest';
import { busyOn, moveTargets, type MoveTargetsQuery } from '../../../../src/domain/classes/move-times';
import { rescheduling } from '../../../../src/domain/classes/plan-rules';
import { occurrenceOf } from '../../../../src/domain/classes/occurrences';

// Monday 2 March 2026, 09:00 Nairobi.
const now = new Date('2026-03-02T06:00:00Z');
const mentors = [
  { id: 'ann', courses: ['web'], hours: ['Mon 15:00-17:00', 'Wed 15:00-16:00 priority'] },
  { id: 'ben', courses: ['web'], hours: ['Tue 10:00-11:00'] },
  { id: 'cal', courses: ['art'], hours: ['Mon 10:00-20:00'] },
];
const own = occurrenceOf('2026-03-02', 15 * 60);

const query = (over: Partial<MoveTargetsQuery> = {}): MoveTargetsQuery => ({
  mentors,
  courseId: 'web',
  minutes: 60,
  rule: { kind: 'unlimited', hoursBefore: 2 },
  mentorId: 'ann',
  ownKey: own.id,
  classStart: own.start,
  held: [{ mentorId: 'ann', weekday: 1, start: 15 * 60, minutes: 60 }],
  vacated: [],
  movedIn: [],
  leave: [],
  paidUntil: '2026-03-17',
  movesIn: () => 0,
  now,
  today: '2026-03-02',
  ...over,
});

const times = (q: MoveTargetsQuery) => moveTargets(q).map((t) => `${t.mentorId} ${t.date} ${t.time}`);

describe('moveTargets', () => {
  it('offers the same mentor’s free hours in the paid period, not the held weekly hour on its other dates', () => {
    expect(times(query())).toEqual([
      'ann 2026-03-02 15:30',
      'ann 2026-03-02 16:00',
      'ann 2026-03-09 16:00',
      'ann 2026-03-16 16:00',
    ]);
  });

  it('offers a held hour on the date its class moved away (vacated), and refuses one a moved class took', () => {
    const key = occurrenceOf('2026-03-09', 15 * 60).id;
    expect(times(query({ vacated: [{ mentorId: 'ann', key, minutes: 60 }] }))).toContain('ann 2026-03-09 15:00');
    expect(
      times(query({ movedIn: [{ mentorId: 'ann', key: occurrenceOf('2026-03-16', 16 * 60).id, minutes: 60 }] })),
    ).not.toContain('ann 2026-03-16 16:00');
    expect(busyOn(query(), 'ann', '2026-03-09', 15 * 60 + 30, 60)).toBe(true);
  });

  it('offers every mentor of the course when the class’s own mentor has no free hour', () => {
    const full = query({ leave: [{ mentorId: 'ann', from: '2026-03-02', to: '2026-03-31' }] });
    const offered = moveTargets(full);
    expect(offered.length).toBeGreaterThan(0);
    expect(new Set(offered.map((t) => t.mentorId))).toEqual(new Set(['ben']));
  });

  it('keeps every rule’s cutoff (its plan’s hours before) and the end of the paid period', () => {
    const hoursBefore = 3;
    const cutoff = own.start.getTime() - hoursBefore * 3_600_000;
    const kinds = [{ kind: 'unlimited' }, { kind: 'priority' }, { kind: 'limited', perMonth: 1 }] as const;
    for (const rule of kinds.map((k) => ({ ...k, hoursBefore }))) {
      expect(moveTargets(query({ rule, now: new Date(cutoff) })).length).toBeGreaterThan(0);
      expect(moveTargets(query({ rule, now: new Date(cutoff + 1) }))).toEqual([]);
      const offered = moveTargets(query({ rule, paidUntil: '2026-03-10' }));
      expect(offered.every((t) => t.date < '2026-03-10')).toBe(true);
    }
  });

  it('opens hours held back for priority only to a priority plan', () => {
    const line = (l: string) => rescheduling({ features: [l], rescheduleHoursBefore: 2 })!;
    expect(times(query({ rule: line('Unlimited rescheduling') })).some((t) => t.includes('2026-03-04'))).toBe(false);
    const priority = moveTargets(query({ rule: line('Priority rescheduling') }));
    expect(priority.filter((t) => t.priority).map((t) => t.date)).toContain('2026-03-04');
  });

  it('stops a limited plan in a month whose moves are used, and only in that month', () => {
    const rule = rescheduling({ features: ['Limited rescheduling'], reschedulesPerMonth: 2, rescheduleHoursBefore: 2 })!;
    const used = (month: string) => (month === '2026-03' ? 2 : 0);
    expect(moveTargets(query({ rule, movesIn: used }))).toEqual([]);
    const spanning = moveTargets(query({ rule, movesIn: used, paidUntil: '2026-04-14' }));
    expect(spanning.length).toBeGreaterThan(0);
    expect(spanning.every((t) => t.date >= '2026-04-01')).toBe(true);
    expect(moveTargets(query({ rule, movesIn: () => 1 })).length).toBeGreaterThan(0);
  });
});
