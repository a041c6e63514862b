// POST /api/enrollment: what the enrollment page shows, for the holder of the private link
// ({token}: only its hash is stored) or for the signed-in parent the recommendation belongs
// to ({recommendationId} with an ID token). Either way a wrong key gets one answer that
// reveals nothing, as does a withdrawn recommendation or a mailed link past its days
// (settings.yaml `enrollment.recommendationLinkDays`). The price is this family's today
// (family-price.ts: plans.yaml and the sibling rule), which the payment is checked against.
import { type DocumentSnapshot, type Firestore, type Query } from 'firebase-admin/firestore';
import type { EnrollmentOffer } from '../../../src/domain/enrollment/offer';
import { catalogueIn } from '../../../src/i18n/catalogues';
import { recommendationOpen } from '../../../src/domain/enrollment/recommendation';
import { totalAmount } from '../../../src/domain/family-price';
import { isCurrency, isPeriod } from '../../../src/domain/pricing';
import { hashToken, hashesEqual } from '../bookings/token';
import { courses, enrollmentSettings, plans } from '../platform/content';
import { siteHandler } from '../platform/opening';
import { familyCallerOf, isCallersRecord, type Caller } from '../owners/owner';
import { cardRenewal } from './paystack-plan';
import { childPrice } from './family-price';
import { viewOfEnrollment, viewOfRenewalLink } from './renewal-view';
import { enrollmentSchema, notFoundIn, type EnrollmentRequest } from '../../../src/domain/requests/enrollment';
import { firestore } from '../platform/admin';
import type { StoredRecommendation } from '../../../src/domain/stored/recommendations';
import { recommendationRef, recommendationSecretsOf, recommendationsOf } from './recommendations';
import { enrollmentsOf } from '../platform/stored';

async function findRecommendation(
  db: Firestore,
  request: Exclude<EnrollmentRequest, { enrollmentId: string }>,
  caller: Caller | null,
) {
  if ('token' in request) {
    const hash = hashToken(request.token);
    // The hash is kept in recommendationSecrets; recommendations made before that hold it themselves.
    const byHash = <T>(q: Query<T>) => q.where('enrollTokenHash', '==', hash).limit(1).get();
    const held = (await byHash(recommendationSecretsOf(db))).docs[0] ?? (await byHash(recommendationsOf(db))).docs[0];
    const heldHash = held?.data().enrollTokenHash;
    if (!held || !heldHash || !hashesEqual(heldHash, hash)) return null;
    const doc = await recommendationRef(db, held.id).get();
    if (!doc.exists) return null;
    return isOpen(doc, enrollmentSettings.recommendationLinkDays) ? doc : null;
  }
  if (!caller) return null;
  const doc = await recommendationRef(db, request.recommendationId).get();
  return isCallersRecord(caller, doc.data()) && isOpen(doc) ? doc : null;
}

function isOpen(doc: DocumentSnapshot<StoredRecommendation>, linkDays?: number): boolean {
  const created = doc.data()?.createdAt;
  const r = { createdAtMs: created ? created.toMillis() : null, withdrawn: doc.data()?.withdrawnAt !== undefined };
  return recommendationOpen(r, Date.now(), linkDays);
}

export async function viewOfRecommendation(
  db: Firestore,
  doc: DocumentSnapshot<StoredRecommendation>,
): Promise<EnrollmentOffer | null> {
  const r = doc.data();
  if (!r) return null;
  const plan = plans.find((p) => p.id === r.plan);
  const course = courses.find((c) => c.id === r.course);
  if (!plan || !course || !isPeriod(r.period) || !isCurrency(r.currency)) return null;
  if (typeof r.email !== 'string' || typeof r.studentName !== 'string') return null;
  const price = await childPrice(
    db,
    { email: r.email, studentName: r.studentName },
    { plan, period: r.period, currency: r.currency },
  );
  const amount = totalAmount(price);
  let enrollment: EnrollmentOffer['enrollment'] = null;
  if (typeof r.enrollmentId === 'string') {
    const e = (await enrollmentsOf(db).doc(r.enrollmentId).get()).data();
    if (e) enrollment = { status: String(e.status), paidUntil: String(e.paidUntil) };
  }
  return {
    id: doc.id,
    studentName: String(r.studentName ?? ''),
    email: String(r.email ?? ''),
    course: { id: course.id, title: course.title },
    plan: { id: plan.id, name: plan.name, classes: plan.classes },
    period: r.period,
    currency: r.currency,
    amount,
    price,
    note: String(r.note ?? ''),
    enrollment,
    ...(await cardRenewal(db, plan.id, r.period, r.currency, amount, new Date())),
  };
}

// Refusals in the request's language (a Kiswahili page asks in Kiswahili). A private link is
// the key; without one, the caller must be signed in.
export const enrollment = siteHandler(
  {
    name: 'enrollment',
    schema: (language) => enrollmentSchema(catalogueIn(language).enroll),
    limit: 'managePerAddress',
    caller: (request) => ('token' in request ? 'anyone' : 'parent'),
    callerWords: (language) => ({ signIn: catalogueIn(language).enroll.signIn }),
  },
  async ({ res, request, language, token }) => {
    const db = firestore();
    const caller: Caller | null = token ? await familyCallerOf(db, token) : null;
    const doc = 'enrollmentId' in request ? null : await findRecommendation(db, request, caller);
    // A token that is no recommendation's may be a renewal reminder's (renewal-view.ts).
    const view = doc
      ? await viewOfRecommendation(db, doc)
      : 'token' in request
        ? await viewOfRenewalLink(db, request.token, new Date())
        : 'enrollmentId' in request && caller
          ? await viewOfEnrollment(db, request.enrollmentId, caller)
          : null;
    if (!view) {
      res.status(404).json(notFoundIn(catalogueIn(language).enroll).body);
      return;
    }
    res.status(200).json({ status: 'ok', recommendation: view });
  },
);
