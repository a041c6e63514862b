// families/{uid}/children/{id}: a child on the family's dashboard, as functions/src/owners/family-records.ts
// stores it (the family function, a booking made for a new child, a record attached by email).
// The one stored type of a child: the dashboard's FamilyChild and the functions' Child derive from it.
import { z } from 'astro/zod';
import { instant } from './instant';

export const storedChildSchema = z.looseObject({
  name: z.string(),
  /** The name as compared (src/domain/enrollment/children.ts); a child written without it still reads. */
  nameKey: z.string().optional(),
  /** grades.yaml's id. */
  grade: z.string(),
  /** Certificates print the whole name; otherwise the first name and the last name's initial. */
  fullNameOnCertificates: z.boolean().optional(),
  createdAt: instant.optional(),
  updatedAt: instant.optional(),
});

export type StoredChild = z.infer<typeof storedChildSchema>;
