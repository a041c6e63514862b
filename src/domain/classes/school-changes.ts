// What staff see of the classes the school changed because a mentor could not give them:
// covered by another mentor (`coveredFrom`), or cancelled by the school (`cancelled.by`
// 'school', the make-up credit following). Pure: classes come in as plain rows.

export interface SchoolChange {
  id: string;
  start: Date;
  childFirstName: string;
  course: string;
  /** 'covered' by `mentorId` for `fromMentorId`, or 'cancelled' (the class's own mentor). */
  kind: 'covered' | 'cancelled';
  mentorId: string;
  fromMentorId: string;
  /** Why: 'mentor' (their Can't make it), 'leave', 'closed' or 'notice'. */
  reason: string;
}

const record = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : null);
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The covered and school-cancelled classes among `rows`, earliest first. */
export function schoolChanges(rows: readonly (Record<string, unknown> & { id: string; start: Date })[]): SchoolChange[] {
  return rows
    .flatMap((r): SchoolChange[] => {
      const base = { id: r.id, start: r.start, childFirstName: text(r.childFirstName), course: text(r.course) };
      const covered = record(r.coveredFrom);
      const cancelled = record(r.cancelled);
      if (r.status === 'cancelled' && cancelled?.by === 'school')
        return [
          {
            ...base,
            kind: 'cancelled',
            mentorId: text(r.mentorId),
            fromMentorId: text(r.mentorId),
            reason: text(cancelled.reason),
          },
        ];
      if (covered && typeof covered.mentorId === 'string')
        return [
          { ...base, kind: 'covered', mentorId: text(r.mentorId), fromMentorId: covered.mentorId, reason: text(covered.reason) },
        ];
      return [];
    })
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}
