// What a class carries in each answer that shows classes to a person (the family's dashboard,
// family-classes.ts; a mentor's /mentor, mentor-view.ts): the fields both show, written by the
// functions from a stored class and read back by the browser, which leaves out a class it
// cannot read. Pure.
import type { ClassFields } from '../stored/classes';

/** The stored class's shared fields, with its id and its start as ISO 8601. */
export type ClassCore = { id: string; start: string } & Pick<
  ClassFields,
  'enrollmentId' | 'childFirstName' | 'minutes' | 'status' | 'note' | 'joinLink'
>;

/** A stored class's shared fields as an answer carries them, and nothing else. */
export function classCoreOf(id: string, x: Record<string, unknown>, start: Date): ClassCore {
  return {
    id,
    enrollmentId: String(x.enrollmentId ?? ''),
    childFirstName: String(x.childFirstName ?? ''),
    start: start.toISOString(),
    minutes: Number(x.minutes ?? 0),
    status: String(x.status ?? ''),
    note: typeof x.note === 'string' ? x.note : '',
    joinLink: typeof x.joinLink === 'string' ? x.joinLink : '',
  };
}

const text = (v: unknown): v is string => typeof v === 'string';
const CORE_TEXT = ['id', 'enrollmentId', 'childFirstName', 'start', 'status', 'note', 'joinLink'] as const;

/**
 * The classes of an answer's list, each built by `build` from its fields and start; a class
 * missing a shared field or one of `texts` (its answer's own text fields), or with an
 * unreadable start, is left out, and no list reads as none.
 */
export function readClasses<T>(
  value: unknown,
  texts: readonly string[],
  build: (c: Record<string, unknown>, start: Date) => T,
): T[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((v: unknown): T[] => {
    const c = (v ?? {}) as Record<string, unknown>;
    if (![...CORE_TEXT, ...texts].every((k) => text(c[k])) || typeof c.minutes !== 'number') return [];
    const start = Date.parse(c.start as string);
    return Number.isNaN(start) ? [] : [build(c, new Date(start))];
  });
}
