// A plan's rescheduling rule as the card, the dashboard and the reminders state it: its own
// line in the page's language with the hours before and the moves a month of its entry, on
// fixture plans (never today's plans.yaml values).
import { describe, expect, it } from 'vitest';
import { cardFeatures, ruleText } from '../../../src/messages/rule-text';
import type { PlanRuleFields } from '../../../src/domain/classes/plan-rules';

const plan = (over: Partial<PlanRuleFields> = {}): PlanRuleFields => ({
  features: ['45-minute classes', 'Unlimited rescheduling'],
  rescheduleHoursBefore: 7,
  ...over,
});
const sw = ['Madarasa ya dakika 45', 'Kubadilisha muda bila kikomo'];

describe('ruleText', () => {
  it('states the plan’s hours before a class, in English and Kiswahili', () => {
    expect(ruleText(plan(), undefined, 'en')).toBe('Unlimited rescheduling (until 7 hours before the class starts)');
    expect(ruleText(plan(), sw, 'sw')).toBe('Kubadilisha muda bila kikomo (hadi saa 7 kabla ya darasa kuanza)');
    expect(ruleText(plan({ rescheduleHoursBefore: 1 }), undefined, 'en')).toContain('until 1 hour before the class starts');
    expect(ruleText(plan({ rescheduleHoursBefore: 0 }), undefined, 'en')).toContain('(until the class starts)');
  });

  it('states a limited plan’s moves a month', () => {
    const limited = plan({ features: ['60 minutes', 'Limited rescheduling'], reschedulesPerMonth: 3 });
    expect(ruleText(limited, undefined, 'en')).toBe(
      'Limited rescheduling (3 moves a month, until 7 hours before the class starts)',
    );
    expect(ruleText(limited, ['Dakika 60', 'Kwa kikomo'], 'sw')).toBe(
      'Kwa kikomo (mara 3 kwa mwezi, hadi saa 7 kabla ya darasa kuanza)',
    );
  });

  it('is null for a plan with no rule', () => {
    expect(ruleText(plan({ features: ['45-minute classes'] }), undefined, 'en')).toBeNull();
  });
});

describe('cardFeatures', () => {
  it('shows the rule’s line in full, the other lines as they are', () => {
    expect(cardFeatures(plan(), undefined, 'en')).toEqual([
      '45-minute classes',
      'Unlimited rescheduling (until 7 hours before the class starts)',
    ]);
    expect(cardFeatures(plan(), sw, 'sw')).toEqual([
      'Madarasa ya dakika 45',
      'Kubadilisha muda bila kikomo (hadi saa 7 kabla ya darasa kuanza)',
    ]);
  });

  it('ends with the plan’s make-up credit rule, its values from the plan, in each language', () => {
    const makeUp = { familyNoticeHours: 6, validDaysAfterPeriod: 9, perMonth: 3 };
    const en = cardFeatures({ ...plan(), makeUp }, undefined, 'en');
    expect(en).toHaveLength(3);
    expect(en[2]).toBe(
      'A class we cancel gives a make-up credit; so does a class you cancel at least 6 hours before it starts (up to 3 a month). Credits last until 9 days after your paid period ends.',
    );
    expect(cardFeatures({ ...plan(), makeUp: { ...makeUp, perMonth: 0 } }, undefined, 'en')[2]).toBe(
      'A class we cancel gives a make-up credit. Credits last until 9 days after your paid period ends.',
    );
    const swLines = cardFeatures({ ...plan(), makeUp }, sw, 'sw');
    expect(swLines[2]).toContain('angalau saa 6 kabla');
    expect(swLines[2]).toContain('hadi 3 kwa mwezi');
    expect(swLines[2]).toContain('hadi siku 9 baada');
  });

  it('keeps the English lines when the shown ones are not one for one', () => {
    expect(cardFeatures(plan(), ['Kubadilisha muda bila kikomo'], 'sw')).toEqual([
      '45-minute classes',
      'Unlimited rescheduling (hadi saa 7 kabla ya darasa kuanza)',
    ]);
  });
});
