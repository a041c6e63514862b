// POST /api/credits: the family's make-up credits. `cancel` cancels a class with the plan's
// notice (cancel.ts); `hours` lists, and `book` books, a free hour for a credit (redeem.ts). A
// signed-in guardian of the child, or anyone holding a move link of the child's class.
import { catalogueIn } from '../../../src/i18n/catalogues';
import { byLink, readCreditsRequest } from '../../../src/domain/credits/request';
import { firestore } from '../platform/admin';
import { siteHandler } from '../platform/opening';
import { familyCallerOf } from '../owners/owner';
import { leftFamily } from '../owners/left';
import { manageLinkKey } from '../bookings/token';
import { cancelByFamily, type ClassBy } from './cancel';
import { redeemCredit, type CreditBy } from './redeem';

export const credits = siteHandler(
  {
    name: 'credits',
    options: { secrets: [manageLinkKey] },
    parse: (body, language, words) => readCreditsRequest(body, catalogueIn(language).credits, words),
    limit: 'managePerAddress',
    caller: (request) => (byLink(request) ? 'anyone' : 'parent'),
    callerWords: (language) => ({ signIn: catalogueIn(language).classes.signIn }),
    failed: (language) => ({ status: 'failed', message: catalogueIn(language).credits.failed }),
  },
  async ({ res, request, language, token }) => {
    const w = catalogueIn(language).credits;
    const db = firestore();
    const now = new Date();
    // Signed in: either guardian acts for the family; a first parent who left it, for none.
    const caller = byLink(request) ? null : await familyCallerOf(db, token!);
    if (!byLink(request) && !caller) {
      const { http, body } = leftFamily(language);
      res.status(http).json(body);
      return;
    }
    if (request.action === 'cancel') {
      const by: ClassBy = 'token' in request ? { token: request.token } : { classId: request.classId, caller: caller! };
      const outcome = await cancelByFamily(db, by, now);
      if (outcome.kind === 'not-found') {
        res.status(404).json({ status: 'refused', message: w.classNotFound });
        return;
      }
      const credit = outcome.credit === 'granted';
      const message = credit
        ? w.cancelledWithCredit
        : outcome.noticeHours !== null
          ? w.cancelledNoCredit(outcome.noticeHours)
          : w.cancelled;
      // The credit's id and the family's zone let the page offer its make-up hours at once (the move page).
      res
        .status(200)
        .json({ status: 'ok', message, credit, ...(outcome.creditId ? { creditId: outcome.creditId } : {}), tz: outcome.tz });
      return;
    }
    const by: CreditBy =
      typeof request.token === 'string'
        ? { creditId: request.creditId, token: request.token }
        : { creditId: request.creditId, caller: caller! };
    const outcome = await redeemCredit(db, by, request.action === 'book' ? request.start : undefined, now);
    switch (outcome.kind) {
      case 'not-found':
        res.status(404).json({ status: 'refused', message: w.notFound });
        return;
      case 'not-usable':
        res.status(409).json({ status: 'refused', message: w.notUsable });
        return;
      case 'no-hours':
        res.status(409).json({ status: 'refused', message: w.noHours });
        return;
      case 'hours':
        res.status(200).json({ status: 'ok', minutes: outcome.minutes, expiresAt: outcome.expiresAt, times: outcome.times });
        return;
      case 'taken':
        res.status(409).json({ status: 'taken', message: w.taken, times: outcome.times });
        return;
      case 'booked':
        res
          .status(200)
          .json({ status: 'ok', message: w.booked, classId: outcome.classId, start: outcome.start, mentor: outcome.mentor });
        return;
    }
  },
);
