// Each plan's rescheduling rule, read from its entry: its feature line, hours before and moves a
// month (plans.yaml is its one home). Rules are checked on fixture plans, not today's values.
import { describe, expect, it } from 'vitest';
import {
  classMinutes,
  moveCutoff,
  moveRefusal,
  rescheduling,
  reschedulingLine,
  type MoveRequest,
  type PlanRuleFields,
} from '../../../../src/domain/classes/plan-rules';
import { sitePlans } from '../../../support/site-plans';

const now = new Date('2026-03-02T06:00:00Z');
const request = (over: Partial<MoveRequest>): MoveRequest => ({
  rule: { kind: 'unlimited', hoursBefore: 2 },
  classStart: new Date('2026-03-02T13:00:00Z'),
  target: new Date('2026-03-04T13:00:00Z'),
  paidUntil: new Date('2026-03-31T21:00:00Z'),
  movesThisMonth: 0,
  targetIsPriority: false,
  now,
  ...over,
});

describe('plan feature lines', () => {
  it('give every real plan a class length and a rescheduling rule', () => {
    for (const plan of sitePlans as unknown as PlanRuleFields[]) {
      expect(classMinutes(plan.features)).toBeGreaterThan(0);
      expect(rescheduling(plan)).not.toBeNull();
    }
  });

  it('read the length and rule each wording states', () => {
    expect(classMinutes(['45-minute classes'])).toBe(45);
    expect(classMinutes(['60 minutes'])).toBe(60);
    const plan = (line: string, reschedulesPerMonth = 0): PlanRuleFields => ({
      features: [line],
      reschedulesPerMonth,
      rescheduleHoursBefore: 5,
    });
    expect(rescheduling(plan('Unlimited rescheduling'))).toEqual({ kind: 'unlimited', hoursBefore: 5 });
    expect(rescheduling(plan('Priority rescheduling'))).toEqual({ kind: 'priority', hoursBefore: 5 });
    expect(rescheduling(plan('Limited rescheduling'))).toBeNull();
    expect(rescheduling(plan('Limited rescheduling', 3))).toEqual({ kind: 'limited', perMonth: 3, hoursBefore: 5 });
  });

  it('take the hours before a class from the plan, not from code', () => {
    for (const hoursBefore of [1, 4, 24]) {
      const rule = rescheduling({ features: ['Unlimited rescheduling'], rescheduleHoursBefore: hoursBefore })!;
      expect(rule.hoursBefore).toBe(hoursBefore);
      expect(moveCutoff(rule, new Date('2026-03-02T13:00:00Z'))).toEqual(new Date(Date.UTC(2026, 2, 2, 13 - hoursBefore)));
    }
  });
});

describe('moveRefusal', () => {
  it('lets a plan move a class until its own hours before the class starts', () => {
    for (const hoursBefore of [2, 5]) {
      const rule = { kind: 'unlimited', hoursBefore } as const;
      const cutoff = Date.UTC(2026, 2, 2, 13 - hoursBefore);
      expect(moveRefusal(request({ rule, now: new Date(cutoff) }))).toBeNull();
      expect(moveRefusal(request({ rule, now: new Date(cutoff + 1000) }))).toBe('too-late');
    }
  });

  it('keeps moves inside the paid period and in the future', () => {
    expect(moveRefusal(request({ target: new Date('2026-04-01T13:00:00Z') }))).toBe('after-paid-period');
    expect(moveRefusal(request({ target: new Date('2026-03-01T13:00:00Z') }))).toBe('in-the-past');
  });

  it('unlimited: no count limit, but no priority hours', () => {
    expect(moveRefusal(request({ movesThisMonth: 50 }))).toBeNull();
    expect(moveRefusal(request({ targetIsPriority: true }))).toBe('priority-only');
  });

  it('priority: also opens the hours held back for it', () => {
    const rule = { kind: 'priority', hoursBefore: 2 } as const;
    expect(moveRefusal(request({ rule, targetIsPriority: true, movesThisMonth: 50 }))).toBeNull();
  });

  it('limited: stops at the monthly count its line states', () => {
    const rule = { kind: 'limited', perMonth: 2, hoursBefore: 2 } as const;
    expect(moveRefusal(request({ rule, movesThisMonth: 1 }))).toBeNull();
    expect(moveRefusal(request({ rule, movesThisMonth: 2 }))).toBe('limit-reached');
  });
});

describe("the rescheduling line in the page's language", () => {
  const features = ['45-minute classes', 'Unlimited rescheduling'];
  it('is the English line without other lines', () => {
    expect(reschedulingLine(features)).toBe('Unlimited rescheduling');
  });
  it('is the line at the same place among the lines shown instead', () => {
    expect(reschedulingLine(features, ['Madarasa ya dakika 45', 'Kubadilisha muda bila kikomo'])).toBe(
      'Kubadilisha muda bila kikomo',
    );
  });
  it('stays English when the shown lines are not one for one', () => {
    expect(reschedulingLine(features, ['Kubadilisha muda bila kikomo'])).toBe('Unlimited rescheduling');
  });
  it('is null for a plan with no rule', () => {
    expect(reschedulingLine(['45-minute classes'], ['Madarasa ya dakika 45'])).toBeNull();
  });
});
