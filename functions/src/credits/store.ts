// Where make-up credits live: makeUpCredits/{id}, read through their schema
// (src/domain/stored/credits.ts), and the plan rule (plans.yaml `makeUp`) of an enrollment.
import type { Firestore } from 'firebase-admin/firestore';
import { storedCreditSchema } from '../../../src/domain/stored/credits';
import type { MakeUpRule } from '../../../src/domain/credits/rule';
import { checkedConverter } from '../platform/stored';
import { plans } from '../platform/content';

const creditConverter = checkedConverter('makeUpCredits', storedCreditSchema);
export const creditsOf = (db: Firestore) => db.collection('makeUpCredits').withConverter(creditConverter);
export const creditRef = (db: Firestore, id: string) => creditsOf(db).doc(id);

/** The make-up rule of an enrollment's plan; null when the plan is gone from plans.yaml. */
export const makeUpRuleOf = (enrollment: Record<string, unknown> | undefined): MakeUpRule | null =>
  plans.find((p) => p.id === enrollment?.plan)?.makeUp ?? null;
