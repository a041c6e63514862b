// enrollments/{id}: of the enrollment, only the weekly times it holds are typed here so far
// (`classTimes`, written by functions/src/classes/choose.ts and read back by classes/store.ts).
import type { WeeklyTime } from '../classes/occurrences';

/** A weekly time an enrollment holds: its weekday and Nairobi start, its length and its mentor. */
export interface HeldTime extends WeeklyTime {
  minutes: number;
  mentorId: string;
}
