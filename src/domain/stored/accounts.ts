// staff/{uid} and mentors/{uid}: the records that, beside the account's claim, make it a staff
// member's or a mentor's. scripts/staff.mjs writes them (grant-staff, grant-mentor), not the
// functions: they are checked as they are read.
import { z } from 'astro/zod';
import { instant } from './instant';

export const storedStaffSchema = z.looseObject({
  email: z.string().optional(),
  grantedAt: instant.optional(),
});

export type StoredStaff = z.infer<typeof storedStaffSchema>;

export const storedMentorSchema = z.looseObject({
  /** The mentor's team.yaml id: the account's `mentor` claim must name the same. */
  mentorId: z.string(),
  email: z.string().optional(),
  grantedAt: instant.optional(),
});

export type StoredMentor = z.infer<typeof storedMentorSchema>;
