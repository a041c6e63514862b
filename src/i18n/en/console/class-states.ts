// How the mentor's and the staff's week views name a class's state, and the paused note on staff's
// schedule of an enrollment paid in parts. English only (staff and mentors read English).

/** Each state a class is stored in (stored/classes.ts): 'scheduled', 'paused' or a mentor's mark. */
const states: Record<string, string> = {
  scheduled: 'Scheduled',
  paused: 'Paused: a part of the plan is unpaid',
  attended: 'Attended',
  absent: 'Absent',
  cancelled: 'Cancelled by the school',
};

export const words = {
  /** A class's state in words; a state these words do not know, as it is stored. */
  state: (status: string): string => states[status] ?? status,
  /** What the mentor's class says once it has a mark. */
  marked: (status: string) => `Marked: ${states[status] ?? status}`,
  pausedSince: (date: string) => `classes paused since ${date}`,
};
