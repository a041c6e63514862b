// Staff recommend a course and plan after an attended trial. One transaction: the
// recommendation (the hash of a fresh enrollment token beside it, in recommendationSecrets),
// the booking's history entry,
// and the family's mail and WhatsApp message holding the private /enroll link.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { childNameKey } from '../../../src/domain/enrollment/children';
import { offerGlanceSuffix, type OfferSource } from '../../../src/domain/enrollment/offer-glance';
import type { RecommendationInput } from '../../../src/domain/enrollment/recommendation';
import type { Recommended } from '../../../src/messages/mail/recommendation';
import { recommendationParams } from '../../../src/messages/whatsapp/enrollment-params';
import { totalAmount } from '../../../src/domain/family-price';
import { childPrice } from './family-price';
import { familyEmail } from '../../../src/domain/email';
import { courses, plans } from '../platform/content';
import { brand } from '../notices/brand';
import { queueMail } from '../notices/mail';
import { messageDocument, queueMessage } from '../notices/messages';
import { bookingRef, historyEntry } from '../bookings/stored';
import { hashToken, newToken } from '../bookings/token';
import { familyOfEmailQuery } from '../owners/owner';
import { recommendationMail } from '../../../src/messages/mail/recommendation';
import { languageOr } from '../../../src/i18n/languages';
import { planNameIn } from '../platform/content-words';
import { recommendationSecretRef, recommendationsOf } from './recommendations';

export type RecommendOutcome =
  { kind: 'recommended'; recommendationId: string } | { kind: 'not-found' } | { kind: 'not-attended'; status: string };

/**
 * The enroll page's address for a token: in the fragment, like a manage link, followed by the
 * offer's glance as mailed (offer-glance.ts) when given, for the page's first paint.
 */
export const enrollUrl = (token: string, offer?: OfferSource, sentAt?: Date) =>
  `/enroll#${token}${offer && sentAt ? offerGlanceSuffix(offer, sentAt) : ''}`;

export async function recommend(
  db: Firestore,
  bookingId: string,
  input: RecommendationInput,
  staff: string,
  now: Date,
): Promise<RecommendOutcome> {
  const plan = plans.find((p) => p.id === input.plan);
  const course = courses.find((c) => c.id === input.course);
  if (!plan || !course) throw new Error('recommend: input not checked against the plans and courses');
  const ref = bookingRef(db, bookingId);
  const recommendationRef = recommendationsOf(db).doc();
  const token = newToken();

  return db.runTransaction(async (tx): Promise<RecommendOutcome> => {
    const booking = (await tx.get(ref)).data();
    if (!booking) return { kind: 'not-found' };
    if (booking.status !== 'attended') return { kind: 'not-attended', status: booking.status };
    // The family whose verified email the trial was booked under (owners/owner.ts), whoever booked it.
    const familyUid = (await tx.get(familyOfEmailQuery(db, booking.email))).docs[0]?.id;
    const childId = familyUid && familyUid === booking.parentUid && booking.childId ? booking.childId : null;
    // What this family pays today (the sibling rule), as the mail, the glance and /enroll say it.
    const child = { email: String(booking.email), studentName: String(booking.studentName) };
    const amount = totalAmount(await childPrice(db, child, { plan, period: input.period, currency: input.currency }));
    tx.create(recommendationRef, {
      bookingId,
      ...(familyUid ? { familyUid } : {}),
      ...(childId ? { childId } : {}),
      studentName: booking.studentName,
      nameKey: childNameKey(booking.studentName),
      email: familyEmail(booking.email),
      // The number the family gave for the trial: the enrollment's messages go there too.
      ...(booking.whatsapp ? { whatsapp: booking.whatsapp } : {}),
      // The trial's language: the enrollment this leads to starts in it when the payment names none.
      language: languageOr(booking.language),
      // Who taught the trial: the enrollment's weekly classes go to them when free (classes/choose.ts).
      ...(booking.trialMentorId ? { trialMentorId: booking.trialMentorId } : {}),
      course: input.course,
      plan: input.plan,
      period: input.period,
      currency: input.currency,
      amount,
      note: input.note,
      createdAt: FieldValue.serverTimestamp(),
    });
    // The family reads its recommendation; who made it and the link's hash stay apart.
    tx.create(recommendationSecretRef(db, recommendationRef.id), { enrollTokenHash: hashToken(token), by: staff });
    const entry = historyEntry('staff', 'recommended', now, { recommendationId: recommendationRef.id });
    tx.update(ref, {
      recommendationId: recommendationRef.id,
      history: FieldValue.arrayUnion(entry),
      updatedAt: FieldValue.serverTimestamp(),
    });
    const school = brand();
    const recommended: Recommended = {
      studentName: booking.studentName,
      parentName: booking.parentName,
      courseTitle: course.title,
      plan,
      period: input.period,
      currency: input.currency,
      amount,
      note: input.note,
    };
    const glance = { ...recommended, plan: plan.id, renews: false };
    const link = `${school.siteUrl}${enrollUrl(token, glance, now)}`;
    const id = `recommendation-${recommendationRef.id}`;
    // The family's copy names the plan as plans.yaml spells it in the family's language.
    const language = languageOr(booking.language);
    const told: Recommended = { ...recommended, plan: { ...plan, name: planNameIn(plan.name, language) } };
    queueMail(tx, id, { ...recommendationMail(language, school, told, link), to: booking.email, private: true }, db);
    if (booking.whatsapp) {
      const content = {
        kind: 'template' as const,
        template: 'recommendation' as const,
        parameters: recommendationParams(told, link, language),
      };
      const options = { bookingId, private: true, language: booking.language, ...(familyUid ? { familyUid } : {}) };
      queueMessage(tx, db, id, messageDocument(booking.whatsapp, content, options, now));
    }
    return { kind: 'recommended', recommendationId: recommendationRef.id };
  });
}
