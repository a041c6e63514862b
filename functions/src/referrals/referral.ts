// POST /api/referral: the signed-in family's share code (made on the first ask, code.ts) and its
// referral credits, as the dashboard shows them: each credit's amount and what is left of it.
// The family is the caller's own (a second guardian acts for the family), never one the body names.
import type { Firestore } from 'firebase-admin/firestore';
import { catalogueIn } from '../../../src/i18n/catalogues';
import { answeredLimited } from '../platform/http';
import { siteHandler } from '../platform/opening';
import { take } from '../platform/rate-limit';
import { firestore } from '../platform/admin';
import { leftFamily } from '../owners/left';
import { familyCallerOf } from '../owners/owner';
import { familyCode } from './code';
import { brand } from '../notices/brand';
import { plans } from '../platform/content';
import { referralOffer } from '../../../src/domain/referrals';
import { referralCreditsOf } from './store';

/** The family's credits, newest first: by its key (uid) and by its email, where a credit given before it signed in waits. */
async function creditsOf(db: Firestore, familyUid: string, email: string | null) {
  const [byUid, byEmail] = await Promise.all([
    referralCreditsOf(db).where('familyUid', '==', familyUid).get(),
    email ? referralCreditsOf(db).where('email', '==', email).get() : null,
  ]);
  const docs = new Map([...byUid.docs, ...(byEmail?.docs ?? [])].map((d) => [d.id, d.data()]));
  return [...docs.values()]
    .sort((a, b) => b.grantedAt.toMillis() - a.grantedAt.toMillis())
    .map((c) => ({
      side: c.side,
      currency: c.currency,
      amount: c.amount,
      left: Math.max(0, c.amount - c.spent),
      grantedAt: c.grantedAt.toDate().toISOString(),
    }));
}

export const referral = siteHandler(
  {
    name: 'referral',
    caller: 'family',
    callerWords: (language) => ({ signIn: catalogueIn(language).referrals.signIn }),
  },
  async ({ res, language, token: verified }) => {
    const token = verified!;
    if (answeredLimited(res, await take([{ limit: 'familyPerParent', who: token.uid }]))) return;
    const db = firestore();
    const family = await familyCallerOf(db, token);
    if (!family) {
      const left = leftFamily(language);
      res.status(left.http).json(left.body);
      return;
    }
    const code = await familyCode(db, family.uid, new Date());
    if (!code) {
      res.status(409).json({ status: 'no-family', message: catalogueIn(language).referrals.noFamily });
      return;
    }
    const credits = await creditsOf(db, family.uid, family.email);
    res.status(200).json({ status: 'ok', code, brand: brand().name, offer: referralOffer(plans), credits });
  },
);
