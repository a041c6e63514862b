// A family's guardians as stored: guardians/{uid} (a second guardian's membership: the family's
// key, and their own email, language, channels and WhatsApp number) and guardianInvites/{id}
// (an invite: the hash of its token, never the token, its family, when it expires, and whether
// it was used or withdrawn). The family's first parent has no guardians/ document: the family's
// key is their uid (owners/owner.ts). Written only by the functions of this folder.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { readNotify, type NotifyPreferences } from '../../../src/domain/whatsapp/preferences';
import { languageOr } from '../../../src/i18n/languages';
import type { StoredGuardian, StoredGuardianInvite } from '../../../src/domain/stored/guardians';
import { typedConverter } from '../platform/stored';
import { guardianDocs, guardianRef } from '../owners/owner';

export { guardianRef };

/** A second guardian as the functions work with them: the stored fields, each present. */
export type Guardian = Required<Pick<StoredGuardian, 'familyUid' | 'email' | 'name' | 'language'>> & {
  uid: string;
  notify: NotifyPreferences;
  /** Their WhatsApp number (E.164), when they gave one. */
  whatsapp: string | null;
};

const inviteConverter = typedConverter<StoredGuardianInvite>();
/** guardianInvites/, read as stored invites. */
export const inviteRefs = (db: Firestore) => db.collection('guardianInvites').withConverter(inviteConverter);

const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

export const guardianOf = (doc: { id: string; get(field: string): unknown }): Guardian => ({
  uid: doc.id,
  familyUid: String(doc.get('familyUid') ?? ''),
  email: String(doc.get('email') ?? ''),
  name: String(doc.get('name') ?? ''),
  language: languageOr(doc.get('language')),
  notify: readNotify(doc.get('notify')),
  whatsapp: textOrNull(doc.get('whatsapp')),
});

/** The family's second guardians (its first parent is not among them). */
export const guardiansQuery = (db: Firestore, familyUid: string) => guardianDocs(db).where('familyUid', '==', familyUid);

/** The family's second guardians, read alone or in a transaction. */
export async function guardiansOf(db: Firestore, familyUid: string, tx?: Transaction): Promise<Guardian[]> {
  const snap = tx ? await tx.get(guardiansQuery(db, familyUid)) : await guardiansQuery(db, familyUid).get();
  return snap.docs.map((d) => guardianOf(d));
}
