// A second guardian's own channels and language, set from the dashboard as the first parent sets
// the family's (families/notify.ts, language.ts): guardians/{uid}.notify and .language. Every
// family message reaches each guardian in their own (recipients.ts). A STOP their number sent is
// lifted only by the number itself, as for the family.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { NotifyPreferences } from '../../../src/domain/whatsapp/preferences';
import type { Language } from '../../../src/i18n/languages';
import { contactRef } from '../notices/messages';
import { guardianOf, guardianRef } from './store';

/** The guardian's channels and number, in the shape the dashboard's switches read (families/notify.ts's FamilyChannels). */
export interface GuardianChannels extends NotifyPreferences {
  number: string | null;
}

/** The guardian's channels and language. */
export async function guardianPreferences(db: Firestore, uid: string): Promise<{ notify: GuardianChannels; language: Language }> {
  const g = guardianOf(await guardianRef(db, uid).get());
  const notify = { ...g.notify, number: g.whatsapp };
  if (notify.whatsapp && g.whatsapp) notify.whatsapp = (await contactRef(db, g.whatsapp).get()).get('whatsappOff') !== true;
  return { notify, language: g.language };
}

type Change = { action: 'notify'; notify: Partial<NotifyPreferences> } | { action: 'language'; language: Language };

export async function setGuardianPreferences(db: Firestore, uid: string, change: Change): Promise<void> {
  const fields: Record<string, unknown> = { updatedAt: FieldValue.serverTimestamp() };
  if (change.action === 'language') fields.language = change.language;
  else for (const [key, value] of Object.entries(change.notify)) fields[`notify.${key}`] = value;
  await guardianRef(db, uid).update(fields);
}
