// POST /api/waitlist: the waiting list of a full trial slot. `join` takes the booking form's
// fields with the booking's checks (the proof of work, the family's tries); `view`, `leave` and
// `claim` act by the private link's token. A claim books the held seat through the booking path.
import * as logger from 'firebase-functions/logger';
import { bookingSettings, countries, gradeIds, waitlistSettings } from '../platform/content';
import { answeredLimited } from '../platform/http';
import { siteHandler } from '../platform/opening';
import { clientAddress, isExempt, take } from '../platform/rate-limit';
import { challengeKey, spendSolution } from '../abuse/challenge';
import { bookingFamily } from '../owners/booking-child';
import { catalogueIn } from '../../../src/i18n/catalogues';
import { firestore } from '../platform/admin';
import { refusalProblem } from './change';
import { manageLinkKey } from './token';
import { waitlistSchema } from '../../../src/domain/requests/waitlist';
import { joinWaitlist } from './wait-join';
import { claimSeat } from './wait-claim';
import { leaveWaitlist, viewEntry } from './wait-leave';

export const waitlist = siteHandler(
  {
    name: 'waitlist',
    // Fifty taps of one offer wait on one entry: give the retries room, as book does.
    options: { timeoutSeconds: 300, secrets: [manageLinkKey, challengeKey] },
    schema: (language, messages) => {
      const { children, waitlist: words } = catalogueIn(language);
      return waitlistSchema(gradeIds, countries, new Date(), { messages, children, waitlist: words });
    },
    limit: (request) => (request.action === 'join' ? 'bookingPerAddress' : 'managePerAddress'),
    caller: (request) => (request.action === 'join' ? 'optional' : 'anyone'),
    callerWords: (_language, messages) => ({ signIn: messages.manage.signIn }),
    logged: ({ action }) => ({ action }),
  },
  async ({ req, res, request, language, messages, token: caller }) => {
    const now = new Date();
    const db = firestore();
    const words = catalogueIn(language).waitlist;
    const notFound = { status: 'not-found', message: words.page.notFound };
    if (request.action === 'view') {
      const entry = await viewEntry(db, request.token, now);
      if (entry) res.status(200).json({ status: 'ok', entry });
      else res.status(404).json(notFound);
      return;
    }
    if (request.action === 'leave') {
      const left = await leaveWaitlist(db, waitlistSettings, request.token, now);
      if (left.kind === 'not-found') res.status(404).json(notFound);
      else res.status(200).json({ status: left.kind === 'left' ? 'left' : left.status });
      return;
    }
    if (request.action === 'claim') {
      const claim = await claimSeat(db, bookingSettings, request.token, now);
      switch (claim.kind) {
        case 'booked':
          logger.info('waitlist seat claimed', { id: claim.id });
          res.status(200).json({ status: 'booked', id: claim.id, manageUrl: claim.manageUrl, booking: claim.booking });
          return;
        case 'not-found':
          res.status(404).json(notFound);
          return;
        case 'claimed':
          res.status(409).json({ status: 'claimed', message: words.answers.claimed });
          return;
        case 'late':
          res.status(409).json({ status: 'late', message: words.page.late, freeTimes: claim.freeTimes });
          return;
        case 'family':
          res.status(409).json({ status: 'family', message: messages.booking.family });
          return;
        case 'too-many-children':
          res.status(409).json({ status: 'invalid', message: messages.booking.tooManyChildren(claim.max) });
          return;
        case 'refused':
          res.status(400).json({ status: 'invalid', ...refusalProblem(claim.refusal, messages) });
          return;
      }
      return;
    }
    const { childId, ...fields } = request.booking;
    const address = clientAddress(req);
    const exempt = isExempt(address);
    // The same proof of work and family tries as a booking: a list is no cheaper to flood.
    const work = typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>).altcha : undefined;
    if ((!exempt || work !== undefined) && !(await spendSolution(db, work, address))) {
      res.status(403).json({ status: 'challenge', message: messages.booking.challenge });
      return;
    }
    const tries = [
      { limit: 'bookingPerFamily' as const, who: `email:${fields.email}` },
      { limit: 'bookingPerFamily' as const, who: `whatsapp:${fields.whatsapp}` },
    ];
    if (answeredLimited(res, await take(tries))) return;
    const student = { name: fields.studentName, grade: fields.studentGrade };
    const family = await bookingFamily(db, caller, fields.email, childId, student);
    if (family === 'refused') {
      res.status(400).json({ status: 'invalid', field: 'studentName', message: catalogueIn(language).children.notFound });
      return;
    }
    const joined = await joinWaitlist(db, bookingSettings, waitlistSettings, { ...fields, language }, family.owner, now);
    switch (joined.kind) {
      case 'joined':
        logger.info('waitlist joined', { id: joined.id, date: fields.date, time: fields.time });
        res.status(200).json({ status: 'joined', position: joined.position, link: joined.link });
        return;
      case 'already':
        res.status(200).json({ status: 'already', message: words.answers.already });
        return;
      case 'open':
        res.status(409).json({ status: 'open', message: words.answers.open, availability: joined.availability });
        return;
      case 'refused':
        res.status(400).json({ status: 'invalid', ...refusalProblem(joined.refusal, messages) });
        return;
    }
  },
);
