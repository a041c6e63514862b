// "Book a make-up" on WhatsApp: the cancelled-class messages carry the button naming the class,
// a tap and a picked row read back (nothing else does), rows fit WhatsApp's limits, and each
// language's button label and list button fit the 20 characters WhatsApp allows.
import { describe, expect, it } from 'vitest';
import { sendComponents, TEMPLATES } from '../../../../src/messages/whatsapp/templates';
import {
  fitRow,
  LIST_LIMITS,
  makeUpRowId,
  readMakeUpChoice,
  readMakeUpTap,
} from '../../../../src/messages/whatsapp/make-up-reply';
import { catalogues } from '../../../../src/i18n/catalogues';

const classId = 'enr0123456789abcdef_2031-06-02_1600';

describe('"Book a make-up" on WhatsApp', () => {
  it('is the quick reply of both messages telling a family the school cancelled its class', () => {
    for (const name of ['weekly_class_cancelled', 'weekly_class_closed'] as const) {
      expect(TEMPLATES[name].buttons).toEqual(['makeUp']);
      const params = { student_name: 'Amani', class_time: 'Tuesday', dashboard_link: 'https://x.example/dashboard' };
      const button = sendComponents(name, params, classId)[1] as { parameters: { payload: string }[] };
      expect(readMakeUpTap(button.parameters[0]!.payload)).toEqual({ classId });
    }
  });

  it('reads a tap and a picked row back, and nothing else', () => {
    const start = new Date('2031-06-09T13:00:00Z');
    expect(readMakeUpChoice(makeUpRowId(classId, start))).toEqual({ classId, start });
    expect(readMakeUpTap(makeUpRowId(classId, start))).toBeNull();
    expect(readMakeUpChoice(`makeup:${classId}`)).toBeNull();
    for (const other of [`cant:${classId}`, `makeup:${classId}@x`, 'makeup:a b', `makeup:${'a'.repeat(129)}`, 42, undefined])
      expect([readMakeUpTap(other), readMakeUpChoice(other)]).toEqual([null, null]);
  });

  it("cuts a row's text to WhatsApp's limit, and each language's labels fit", () => {
    expect(fitRow('short', 24)).toBe('short');
    const cut = fitRow('Jumanne 24 Novemba, saa kumi jioni na dakika thelathini', LIST_LIMITS.title);
    expect(cut).toHaveLength(LIST_LIMITS.title);
    expect(cut.endsWith('…')).toBe(true);
    for (const words of Object.values(catalogues)) {
      expect(words.whatsapp.buttons.makeUp.length).toBeLessThanOrEqual(LIST_LIMITS.button);
      expect(words.whatsapp.makeUp.hours.length).toBeLessThanOrEqual(LIST_LIMITS.button);
    }
  });
});
