// Each plan's rescheduling rule, read from its feature lines (plans.yaml is its one home).
import { describe, expect, it } from 'vitest';
import {
  classMinutes,
  moveRefusal,
  rescheduling,
  reschedulingLine,
  type MoveRequest,
} from '../../../../src/domain/classes/plan-rules';
import { sitePlans } from '../../../support/site-plans';

const now = new Date('2026-03-02T06:00:00Z');
const request = (over: Partial<MoveRequest>): MoveRequest => ({
  rule: { kind: 'unlimited' },
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
    for (const plan of sitePlans as unknown as { features: string[]; reschedulesPerMonth?: number }[]) {
      expect(classMinutes(plan.features)).toBeGreaterThan(0);
      expect(rescheduling(plan.features, plan.reschedulesPerMonth)).not.toBeNull();
    }
  });

  it('read the length and rule each wording states', () => {
    expect(classMinutes(['45-minute classes'])).toBe(45);
    expect(classMinutes(['60 minutes'])).toBe(60);
    expect(rescheduling(['Unlimited rescheduling'])).toEqual({ kind: 'unlimited' });
    expect(rescheduling(['Priority rescheduling'])).toEqual({ kind: 'priority' });
    expect(rescheduling(['Limited rescheduling (3 a month)'])).toEqual({ kind: 'limited', perMonth: 3 });
    expect(rescheduling(['Limited rescheduling'])).toBeNull();
    expect(rescheduling(['Limited rescheduling'], 2)).toEqual({ kind: 'limited', perMonth: 2 });
  });
});

describe('moveRefusal', () => {
  it('lets any plan move a class until 2 hours before it starts', () => {
    expect(moveRefusal(request({ now: new Date('2026-03-02T11:00:00Z') }))).toBeNull();
    expect(moveRefusal(request({ now: new Date('2026-03-02T11:00:01Z') }))).toBe('too-late');
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
    expect(moveRefusal(request({ rule: { kind: 'priority' }, targetIsPriority: true, movesThisMonth: 50 }))).toBeNull();
  });

  it('limited: stops at the monthly count its line states', () => {
    const rule = { kind: 'limited', perMonth: 2 } as const;
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
