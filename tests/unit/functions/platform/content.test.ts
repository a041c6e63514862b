// The functions read the editors' data files through the site's own loader and schemas
// (functions/src/platform/content.ts): the same values the pages show, and a broken file
// refused with the site build's words.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { yamlModule } from '../../../../scripts/lib/yaml-module.mjs';
import { checkedEntries } from '../../../../src/content/entries';
import { readEntries } from '../../../../src/content/validate';
import { planSchema, settingsSchema } from '../../../../src/content/schemas';
import * as content from '../../../../functions/src/platform/content';

const file = (name: string) => readFileSync(new URL(`../../../../src/content/${name}`, import.meta.url), 'utf8');
const plansYaml = 'src/content/plans.yaml';

describe("the functions' data (platform/content.ts)", () => {
  it('holds what the site reads from the same files', () => {
    const plans = readEntries(plansYaml, file('plans.yaml')).map((e) => e.data);
    expect(content.plans.map((p) => p.id)).toEqual(plans.map((p) => p.id));
    const settings = Object.fromEntries(readEntries('settings.yaml', file('settings.yaml')).map((e) => [e.id, e.data]));
    expect(content.siteSettings.staffEmail).toBe(settings.site!.staffEmail);
    expect(content.bookingSettings.seatsPerSlot).toBe(settings.booking!.seatsPerSlot);
    expect(content.gradeIds).toEqual(readEntries('grades.yaml', file('grades.yaml')).map((e) => e.id));
    expect(content.courses.map((c) => c.id)).toEqual(readEntries('courses.yaml', file('courses.yaml')).map((e) => e.id));
  });

  it('refuses a broken plan, naming the file, the entry and the field', () => {
    const real = readEntries(plansYaml, file('plans.yaml')).map((e) => e.data);
    const broken = structuredClone(real);
    (broken[1]!.yearly as Record<string, unknown>).usd = 'eight hundred';
    expect(() => checkedEntries(plansYaml, broken, planSchema)).toThrow(
      new RegExp(`src/content/plans.yaml: entry "${String(real[1]!.id)}", field "yearly.usd": `),
    );
    expect(() => checkedEntries(plansYaml, [], planSchema)).toThrow(/plans.yaml holds no entries/);
  });

  it('checks the booking seats with the limits the site build uses', () => {
    const rules = {
      maxChildrenPerFamily: 3,
      changeCutoffHours: 3,
      calendarAlarmMinutes: 15,
      windowDays: 7,
      reminderHours: { day: 24, hour: 1 },
    };
    const settings = (booking: Record<string, unknown>) => ({ booking: { seatsPerSlot: 2, ...rules, ...booking } });
    expect(checkedEntries('settings.yaml', settings({}), settingsSchema)).toEqual([
      { id: 'booking', seatsPerSlot: 2, closedDates: [], closedDays: [], ...rules },
    ]);
    expect(() => checkedEntries('settings.yaml', settings({ seatsPerSlot: 51 }), settingsSchema)).toThrow(
      /entry "booking", field "seatsPerSlot"/,
    );
  });
});

describe('the YAML loader of the functions and vitest (scripts/lib/yaml-module.mjs)', () => {
  it('reads an unquoted date as a Date, as the site build does, and the schema turns it into the text', async () => {
    const source =
      'booking:\n  seatsPerSlot: 2\n  maxChildrenPerFamily: 3\n  closedDates: [2026-12-25, "2026-12-26"]\n  changeCutoffHours: 3\n' +
      '  calendarAlarmMinutes: 15\n  windowDays: 7\n  reminderHours: { day: 24, hour: 1 }\n';
    const url = `data:text/javascript,${encodeURIComponent(yamlModule(source, 'settings.yaml'))}`;
    const data = ((await import(/* @vite-ignore */ url)) as { default: { booking: { closedDates: unknown[] } } }).default;
    expect(data.booking.closedDates[0]).toBeInstanceOf(Date);
    expect(checkedEntries('settings.yaml', data, settingsSchema)).toEqual([
      {
        id: 'booking',
        seatsPerSlot: 2,
        closedDates: ['2026-12-25', '2026-12-26'],
        closedDays: [],
        maxChildrenPerFamily: 3,
        changeCutoffHours: 3,
        calendarAlarmMinutes: 15,
        windowDays: 7,
        reminderHours: { day: 24, hour: 1 },
      },
    ]);
  });
});
