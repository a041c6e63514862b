// POST /api/guardians: a family's second guardian (src/domain/requests/guardians.ts names the
// actions). The caller is a signed-in account with a Google-verified email; the family is the
// caller's own (member.ts), never one named in the body. An invite is taken by its token alone.
import * as logger from 'firebase-functions/logger';
import type { Firestore } from 'firebase-admin/firestore';
import { cleanName } from '../../../src/domain/names';
import { catalogueIn } from '../../../src/i18n/catalogues';
import { answeredLimited } from '../platform/http';
import { siteHandler } from '../platform/opening';
import { take } from '../platform/rate-limit';
import { firestore } from '../platform/admin';
import { guardianSettings } from '../platform/content';
import { familyRef } from '../owners/family-records';
import { hasFirstLeft } from '../owners/owner';
import { guardiansSchema } from '../../../src/domain/requests/guardians';
import { acceptInvite, createInvite, pendingInvites, revokeInvite } from './invites';
import { memberOf, type Member } from './member';
import { removeGuardian } from './membership';
import { guardiansOf } from './store';

/** Who is in the member's family and the invites still open, as the dashboard's panel shows them. */
async function viewOf(db: Firestore, member: Member, now: Date) {
  const [family, guardians, invites] = await Promise.all([
    familyRef(db, member.familyUid).get(),
    guardiansOf(db, member.familyUid),
    pendingInvites(db, member.familyUid, now),
  ]);
  return {
    you: { uid: member.uid, guardian: member.guardian },
    guardians: [
      // The first parent, unless they left: the family keeps their uid as its key.
      ...(hasFirstLeft(family)
        ? []
        : [
            {
              uid: member.familyUid,
              name: String(family.get('name') ?? ''),
              email: String(family.get('email') ?? ''),
              first: true,
            },
          ]),
      ...guardians.map((g) => ({ uid: g.uid, name: g.name, email: g.email, first: false })),
    ],
    invites,
    inviteHours: guardianSettings.inviteHours,
    perFamily: guardianSettings.perFamily,
  };
}

export const guardians = siteHandler(
  {
    name: 'guardians',
    schema: (language) => guardiansSchema(catalogueIn(language).guardians),
    caller: 'family',
    callerWords: (language) => ({ signIn: catalogueIn(language).guardians.refused.signIn }),
    logged: ({ action }) => ({ action }),
  },
  async ({ res, request, language, token: verified }) => {
    const token = verified!;
    const w = catalogueIn(language).guardians.refused;
    if (answeredLimited(res, await take([{ limit: 'familyPerParent', who: token.uid }]))) return;
    const db = firestore();
    const now = new Date();
    if (request.action === 'accept') {
      const joining = { uid: token.uid, email: token.email!, name: cleanName(token.name), language, whatsapp: request.whatsapp };
      const outcome = await acceptInvite(db, request.token, joining, now);
      if (typeof outcome === 'string') {
        res.status(outcome === 'notFound' ? 404 : 409).json({ status: outcome, message: w[outcome] });
        return;
      }
      logger.info('guardian joined', { familyUid: outcome.familyUid, uid: token.uid });
      res.status(200).json({ status: 'ok', familyUid: outcome.familyUid });
      return;
    }
    const member = await memberOf(db, token);
    if (!member) {
      res.status(409).json({ status: 'no-family', message: w.noFamily });
      return;
    }
    if (request.action === 'invite') {
      const invited = await createInvite(db, member, request.email, now);
      if (invited === 'full') {
        res.status(409).json({ status: 'full', message: w.full });
        return;
      }
      logger.info('guardian invited', { familyUid: member.familyUid, by: member.uid, channel: invited.kind });
      res.status(200).json({ status: 'ok', invited, ...(await viewOf(db, member, now)) });
      return;
    }
    if (request.action === 'revoke' && !(await revokeInvite(db, member, request.inviteId, now))) {
      res.status(404).json({ status: 'not-found', message: w.notFound });
      return;
    }
    if (request.action === 'leave' || request.action === 'remove') {
      const leaving = request.action === 'leave' ? member.uid : request.guardianUid;
      const removal = await removeGuardian(db, member, leaving, now);
      if (removal !== 'removed') {
        const last = removal === 'last';
        res.status(last ? 409 : 404).json({ status: removal, message: last ? w.last : w.notGuardian });
        return;
      }
      logger.info('guardian removed', { familyUid: member.familyUid, uid: leaving, by: member.uid });
      if (leaving === member.uid) {
        res.status(200).json({ status: 'left' });
        return;
      }
    }
    res.status(200).json({ status: 'ok', ...(await viewOf(db, member, now)) });
  },
);
