// Who hears a family message about an enrollment: the family's first parent (the enrollment's
// email, number and language, and the family's mail switch; no longer once they left) and each
// second guardian, once, in their own language, by their own channels (guardians/{uid}.notify
// and number). A guardian's copy is queued under the message's id and their uid, in the same
// transaction as the first parent's, so a job run twice queues no copy twice. Read before the transaction writes anything.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { languageOr, type Language } from '../../../src/i18n/languages';
import { familyRef } from '../owners/family-records';
import { hasFirstLeft } from '../owners/owner';
import { guardiansOf } from './store';

export interface Recipient {
  /** The id of this recipient's copy of the message `id`. */
  copyId: (id: string) => string;
  language: Language;
  email: string | null;
  /** Whether their mail switch is on. */
  mail: boolean;
  whatsapp: string | null;
  /** Whose dashboard switch the WhatsApp sender honours (notices/messages.ts). */
  owner: { familyUid?: string; guardianUid?: string };
}

/** The id of a guardian's copy of the family message `id`. */
export const guardianCopyId = (id: string, guardianUid: string) => `${id}-guardian-${guardianUid}`;

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** The recipients of a message about enrollment `e`: its first parent, then each second guardian. */
export async function recipientsOf(tx: Transaction, db: Firestore, e: Record<string, unknown>): Promise<Recipient[]> {
  const familyUid = text(e.familyUid);
  const [family, guardians] = familyUid
    ? await Promise.all([tx.get(familyRef(db, familyUid)), guardiansOf(db, familyUid, tx)])
    : [null, []];
  // A first parent who left hears nothing more of the family (owners/owner.ts).
  const first: Recipient[] =
    family && hasFirstLeft(family)
      ? []
      : [
          {
            copyId: (id) => id,
            language: languageOr(e.language),
            email: text(e.email),
            mail: family?.get('notify.mail') !== false,
            whatsapp: text(e.whatsapp),
            owner: familyUid ? { familyUid } : {},
          },
        ];
  return [
    ...first,
    ...guardians.map((g): Recipient => ({
      copyId: (id) => guardianCopyId(id, g.uid),
      language: g.language,
      email: g.email,
      mail: g.notify.mail,
      whatsapp: g.whatsapp,
      owner: { guardianUid: g.uid },
    })),
  ];
}
