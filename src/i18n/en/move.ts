// The words of moving one class (dashboard/MoveClass.tsx) and of /move, the page a "Can't
// make it" reply links to, and the plan's rule as every page and message states it
// (messages/rule-text.ts). Apart from the messages area (the function's answers) so /move carries only
// these.
import type { Wording } from '../wording';

export const words = {
  loading: 'Loading…',
  loadingHours: 'Loading free hours…',
  title: (cant: boolean, when: string) => `${cant ? "Can't make it? Move the class" : 'Move the class'} of ${when}`,
  planIncludes: (rule: string) => `Your plan includes ${rule}.`,
  /** A plan's rescheduling line with its rule from plans.yaml, as the card, the dashboard and the reminders show it. */
  rule: (line: string, hoursBefore: number, perMonth: number) => {
    const count = perMonth ? `${perMonth} ${perMonth === 1 ? 'move' : 'moves'} a month, ` : '';
    const until = hoursBefore
      ? `until ${hoursBefore} ${hoursBefore === 1 ? 'hour' : 'hours'} before the class starts`
      : 'until the class starts';
    return `${line} (${count}${until})`;
  },
  newTime: 'New time (your zone)',
  chooseTime: 'Choose a time',
  withMentor: (when: string, mentor: string) => `${when} with ${mentor}`,
  move: 'Move the class',
  moving: 'Moving…',
  keep: 'Keep the time',
  close: 'Close',
  seeAll: 'See all classes on your dashboard',
} as const;

/** The shape of `moveWords` in any language. */
export type MoveWords = Wording<typeof words>;
