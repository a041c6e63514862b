// guardians/{uid}: a second guardian's membership (the family's key, and their own email,
// language, channels and WhatsApp number), and guardianInvites/{hash}: an invite (the hash of
// its token is its id), as functions/src/guardians/ writes them. Typed, not checked: the
// functions alone write them. Fields older documents may lack are optional.
import { z } from 'astro/zod';
import { isLanguage, type Language } from '../../i18n/languages';
import { instant } from './instant';

export const storedGuardianSchema = z.looseObject({
  /** The family's key: its first parent's uid. */
  familyUid: z.string(),
  /** Their verified email (familyEmail). */
  email: z.string(),
  name: z.string(),
  language: z.custom<Language>(isLanguage).optional(),
  /** Their channels (absent: both on); see src/domain/whatsapp/preferences.ts. */
  notify: z.looseObject({ whatsapp: z.boolean().optional(), mail: z.boolean().optional() }).optional(),
  /** Their WhatsApp number (E.164), when they gave one. */
  whatsapp: z.string().optional(),
  /** The invite they joined with. */
  invite: z.string().optional(),
  joinedAt: instant.optional(),
  updatedAt: instant.optional(),
});

export type StoredGuardian = z.infer<typeof storedGuardianSchema>;

export const storedGuardianInviteSchema = z.looseObject({
  familyUid: z.string(),
  invitedBy: z.string(),
  channel: z.enum(['mail', 'whatsapp']),
  /** The invited email (familyEmail), for an invite sent by mail. */
  to: z.string().optional(),
  language: z.custom<Language>(isLanguage).optional(),
  createdAt: instant,
  expiresAt: instant,
  usedAt: instant.optional(),
  usedBy: z.string().optional(),
  revokedAt: instant.optional(),
});

export type StoredGuardianInvite = z.infer<typeof storedGuardianInviteSchema>;
