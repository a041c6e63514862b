// classes/{enrollmentId}_{date}_{HHMM}: one weekly class as functions/src/classes/store.ts
// writes it, and the marks written on it later. The answers that show classes to a family, a
// mentor or staff are derived from this type. Fields that older documents may lack are optional.
import { z } from 'astro/zod';
import { instant } from './instant';

const mark = z.looseObject({ at: instant.optional(), via: z.string().optional(), start: instant.optional() });

export const storedClassSchema = z.looseObject({
  enrollmentId: z.string(),
  familyUid: z.string().optional(),
  childId: z.string().optional(),
  childFirstName: z.string().optional(),
  course: z.string().optional(),
  mentorId: z.string(),
  /** The mentor's video room, copied onto the class. */
  joinLink: z.string().optional(),
  start: instant,
  /** Its length in minutes; a document without it still reads. */
  minutes: z.number().optional(),
  /** 'scheduled', 'paused' (a part of its plan unpaid past the grace: neither due nor joinable), or the mentor's mark. */
  status: z.string(),
  note: z.string().optional(),
  createdAt: instant.optional(),
  /** It was moved into its hour (the mentor's `movedIn` mark holds that hour). */
  moved: z.boolean().optional(),
  /** How many times it was moved. */
  sequence: z.number().optional(),
  /** The family said "Can't make it" for the class at `start`. */
  cantMake: mark.optional(),
  /** The family confirmed the class at `start` (a WhatsApp quick reply). */
  confirmation: mark.optional(),
  /** The class was cancelled (status 'cancelled'): by whom, why and when. */
  cancelled: z
    .looseObject({ by: z.enum(['school', 'family']), reason: z.enum(['mentor', 'leave', 'closed', 'notice']), at: instant })
    .optional(),
  /** A make-up class: the id of the make-up credit that booked it. */
  makeUpOf: z.string().optional(),
  /** Another mentor covers it: whose class it was, why, and when (covered classes hold the hour as `moved`). */
  coveredFrom: z.looseObject({ mentorId: z.string(), reason: z.enum(['mentor', 'leave']), at: instant }).optional(),
  /** When each reminder was sent. */
  reminders: z.looseObject({ day: z.unknown().optional(), hour: z.unknown().optional() }).optional(),
});

export type StoredClass = z.infer<typeof storedClassSchema>;

/** A stored class's own fields as the answers and pages that show classes carry them: each present. */
export type ClassFields = Required<
  Pick<StoredClass, 'enrollmentId' | 'mentorId' | 'childFirstName' | 'course' | 'minutes' | 'status' | 'note' | 'joinLink'>
>;

/** A class as a page works with it: its id, its start as a Date, and the fields `K` it shows. */
export type DatedClass<K extends keyof ClassFields> = { id: string; start: Date } & Pick<ClassFields, K>;
