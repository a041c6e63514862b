// families/{uid}: a signed-in family's record as functions/src/families/ writes it (its key is
// the first parent's uid), with the marks other features write on it later. Typed, not checked:
// the functions alone write it. Fields older documents may lack are optional.
import { z } from 'astro/zod';
import { isLanguage, type Language } from '../../i18n/languages';
import { instant } from './instant';

export const storedFamilySchema = z.looseObject({
  /** The first parent's verified email (familyEmail), kept current at each sign-in. */
  email: z.string(),
  name: z.string(),
  /** The language of the family's mail and messages (absent: English). */
  language: z.custom<Language>(isLanguage).optional(),
  /** The family's channels (absent: both on); see src/domain/whatsapp/preferences.ts. */
  notify: z.looseObject({ whatsapp: z.boolean().optional(), mail: z.boolean().optional() }).optional(),
  /** The first parent left (or was removed): when and by whom; their uid stays the family's key. */
  firstLeft: z.looseObject({ at: instant, by: z.string() }).optional(),
  /** The family's share code (referralCodes/{code}). */
  referralCode: z.string().optional(),
  /** The seed of the family's calendar feed link. */
  calendarSeed: z.string().optional(),
  createdAt: instant.optional(),
  updatedAt: instant.optional(),
});

export type StoredFamily = z.infer<typeof storedFamilySchema>;
