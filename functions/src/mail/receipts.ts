// A payment's receipt (mail) and "payment received" (WhatsApp, for a plan payment that moved an
// enrollment): to the family the enrollment belongs to, its first parent and each second
// guardian once, in their own language and by their own numbers (guardians/recipients.ts), and
// to the payer when they are none of them (a friend, or a card under another address). The payer
// reads it in the language of the page they paid on. Queued in one transaction that first reads
// which copies are queued already, so a trigger delivered twice queues none twice.
import type { Firestore } from 'firebase-admin/firestore';
import { familyEmail } from '../../../src/domain/email';
import { paymentReceipt, type Paid } from '../../../src/messages/mail/payment';
import { paymentReceivedParams } from '../../../src/messages/whatsapp/enrollment-params';
import { languageOr, type Language } from '../../../src/i18n/languages';
import { queueCopies, queuedCopies } from '../guardians/copies';
import { recipientsOf, type Recipient } from '../guardians/recipients';
import { brand } from '../notices/brand';
import { planNameIn } from '../platform/content-words';
import { enrollmentsOf } from '../platform/stored';

/** The payment as `language` reads it: the plan's name as plans.yaml spells it in that language. */
function inLanguage(paid: Paid, language: Language): Paid {
  if (!paid.paidFor) return paid;
  return {
    ...paid,
    paidFor: { ...paid.paidFor, plan: { ...paid.paidFor.plan, name: planNameIn(paid.paidFor.plan.name, language) } },
  };
}

const same = (a: string | null, b: string) => a !== null && familyEmail(a) === familyEmail(b);

/** Who reads the receipt: the enrollment's family, then the payer when they are not among them. */
function readers(family: Recipient[], paid: Paid, payerLanguage: unknown): Recipient[] {
  const payer = paid.email;
  // The payer's copy speaks the language they paid in; the rest, each reader's own.
  const all = family.map((r) =>
    payer && same(r.email, payer) ? { ...r, language: languageOr(payerLanguage ?? r.language) } : r,
  );
  if (!payer || all.some((r) => same(r.email, payer))) return all;
  const own: Recipient = {
    // Alone (no family to tell): the receipt's id is the payment's, as it always was.
    copyId: all.length ? (id) => `${id}-payer` : (id) => id,
    language: languageOr(payerLanguage),
    email: payer,
    mail: true,
    whatsapp: null,
    owner: {},
  };
  return [...all, own];
}

/** Queues the receipts of payment `id` not queued yet; returns how many documents it queued. */
export async function queueReceipts(
  db: Firestore,
  id: string,
  paid: Paid,
  enrollmentId: string | null,
  payerLanguage: unknown,
): Promise<number> {
  return db.runTransaction(async (tx) => {
    const e = enrollmentId ? (await tx.get(enrollmentsOf(db).doc(enrollmentId))).data() : undefined;
    const recipients = readers(e ? await recipientsOf(tx, db, e) : [], paid, payerLanguage ?? e?.language);
    const queued = await queuedCopies(tx, db, id, recipients);
    const school = brand();
    return queueCopies(
      tx,
      db,
      id,
      recipients,
      queued,
      (to) => {
        const told = inLanguage(paid, to.language);
        const parameters = e ? paymentReceivedParams(told, to.language) : null;
        return {
          mail: paid.email ? paymentReceipt(to.language, school, told) : null,
          message: parameters ? { kind: 'template', template: 'payment_received', parameters } : null,
        };
      },
      { mailEvenIfOff: true },
      new Date(),
    );
  });
}
