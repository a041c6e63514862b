// POST /api/book: a trial booking, checked with the form's own domain rules, then stored by
// createBooking in one transaction with its seat, the family check, its token and its lead.
import * as logger from 'firebase-functions/logger';
import { bookingSettings, countries, gradeIds } from '../platform/content';
import { answeredLimited } from '../platform/http';
import { siteHandler } from '../platform/opening';
import { clientAddress, isExempt, take, type Hit } from '../platform/rate-limit';
import { challengeKey, spendSolution } from '../abuse/challenge';
import { bookingFamily } from '../owners/booking-child';
import { catalogueIn } from '../../../src/i18n/catalogues';
import { bookSchema } from '../../../src/domain/requests/book';
import { createBooking } from './create';
import { refusalProblem } from './change';
import { manageLinkKey } from './token';
import { firestore } from '../platform/admin';
import { noteReferral } from '../referrals/note';

/** The share code a booking came with, noted for its family's first plan payment; a failure loses the credit, not the booking. */
async function noteBookingReferral(code: string, booking: { id: string; email: string; whatsapp: string }, now: Date) {
  try {
    const noted = await noteReferral(firestore(), code, booking, now);
    logger.info('booking referral', { id: booking.id, noted });
  } catch (error) {
    logger.error('booking referral not noted', { id: booking.id, error: String(error) });
  }
}

// Under a rush on one slot, the losing transactions retry with backoff before they see
// it full: give them longer than the default minute. Every refusal is in the page's language;
// a token that does not verify is refused, none books anonymously.
export const book = siteHandler(
  {
    name: 'book',
    options: { timeoutSeconds: 300, secrets: [manageLinkKey, challengeKey] },
    schema: (language, messages) =>
      bookSchema(gradeIds, countries, new Date(), { messages, children: catalogueIn(language).children }),
    // The address counts every try from it, with the work or without.
    limit: 'bookingPerAddress',
    caller: 'optional',
    callerWords: (_language, messages) => ({ signIn: messages.manage.signIn }),
  },
  async ({ req, res, request, language, messages, token: caller }) => {
    const childMessages = catalogueIn(language).children;
    const now = new Date();
    const { childId, referralCode, ...fields } = request;
    const address = clientAddress(req);
    const exempt = isExempt(address);
    // The proof of work: required from every address the limits apply to, checked whenever sent.
    const work = typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>).altcha : undefined;
    if ((!exempt || work !== undefined) && !(await spendSolution(firestore(), work, address))) {
      res.status(403).json({ status: 'challenge', message: messages.booking.challenge });
      return;
    }
    // A family counts by its email and by its WhatsApp number, only once the work is done:
    // posts without it, naming any family, must not use up that family's tries.
    const familyTries: Hit[] = [
      { limit: 'bookingPerFamily', who: `email:${fields.email}` },
      { limit: 'bookingPerFamily', who: `whatsapp:${fields.whatsapp}` },
    ];
    if (answeredLimited(res, await take(familyTries))) return;
    const student = { name: fields.studentName, grade: fields.studentGrade };
    // Whose the trial is follows its email, not who is signed in (owners/booking-child.ts).
    const family = await bookingFamily(firestore(), caller, fields.email, childId, student);
    if (family === 'refused') {
      res.status(400).json({ status: 'invalid', field: 'studentName', message: childMessages.notFound });
      return;
    }
    const client = { address, capped: !exempt };
    // The booking keeps the page's language: its mail and messages go in it.
    const booked = { ...fields, language, ...(referralCode ? { referralCode } : {}) };
    const outcome = await createBooking(firestore(), bookingSettings, booked, family.owner, now, client, family.child);
    switch (outcome.kind) {
      case 'booked':
        logger.info('booking stored', { id: outcome.id, date: fields.date, time: fields.time, signedIn: Boolean(caller) });
        if (referralCode)
          await noteBookingReferral(referralCode, { id: outcome.id, email: fields.email, whatsapp: fields.whatsapp }, now);
        res.status(200).json({ status: 'booked', id: outcome.id, manageUrl: outcome.manageUrl, booking: outcome.booking });
        return;
      case 'full':
        res.status(409).json({ status: 'full', message: messages.booking.slotFull, availability: outcome.availability });
        return;
      case 'family':
        // Says that the link was sent, never to where or for which class.
        res.status(409).json({ status: 'family', message: messages.booking.family });
        return;
      case 'address-cap':
        logger.warn('address cap reached', { address });
        res.set('Retry-After', String(outcome.retryAfterSeconds)).status(429).json({
          status: 'limited',
          reason: 'address',
          message: messages.booking.addressCap,
          retryAfter: outcome.retryAfterSeconds,
        });
        return;
      case 'too-many-children':
        res.status(409).json({ status: 'invalid', field: 'studentName', message: messages.booking.tooManyChildren(outcome.max) });
        return;
      case 'refused':
        res.status(400).json({ status: 'invalid', ...refusalProblem(outcome.refusal, messages) });
        return;
    }
  },
);
