// POST /api/family: the signed-in parent's family. The ID token must verify and carry an
// email Google verified; the family is that of the token's uid, never one named in the
// body. Actions: `load` (the default: creates the family on the first visit and attaches
// what was booked or paid with the same email, and moves older private fields apart,
// hide-private.ts), `addChild` and `editChild`, checked with the dashboard form's own rules,
// `removeChild` (remove-child.ts), `notify` (the dashboard's WhatsApp and email switches),
// `language` (the family's mail and messages, language.ts),
// and `renewal` and `updateCard` (a card enrollment's automatic renewal, renewal.ts). A second
// guardian (guardians/) acts on the family they joined; `notify` and `language` set their own.
import { LANGUAGES } from '../../../src/i18n/languages';
import * as logger from 'firebase-functions/logger';
import { FieldValue } from 'firebase-admin/firestore';
import { CHILDREN_MAX, childNameKey } from '../../../src/domain/enrollment/children';
import type { ChildMessages } from '../../../src/i18n/en/children';
import { catalogueIn } from '../../../src/i18n/catalogues';
import { cleanName } from '../../../src/domain/names';
import { gradeIds } from '../platform/content';
import { answeredLimited } from '../platform/http';
import { siteHandler } from '../platform/opening';
import { take } from '../platform/rate-limit';
import { attachByEmail, ensureFamily, readFamily } from './store';
import { childrenOf, familyRef, newChild } from '../owners/family-records';
import { childNotFoundIn, familySchema, type ChildRequest } from '../../../src/domain/requests/family';
import { familyChannels, setFamilyChannels } from './notify';
import { setFamilyLanguage } from './language';
import { changeRenewal, updateCardLink } from './renewal';
import { familyCallerOf } from '../owners/owner';
import { leftFamily } from '../owners/left';
import { guardianPreferences, setGuardianPreferences } from '../guardians/preferences';
import { hidePrivateFields } from './hide-private';
import { removeChild } from './remove-child';
import { paystackSecret } from '../payments/config';
import { firestore } from '../platform/admin';

type Outcome = { http: number; body: Record<string, unknown> };

async function changeChild(uid: string, request: ChildRequest, words: ChildMessages): Promise<Outcome> {
  const input = request.child;
  const db = firestore();
  const ref = familyRef(db, uid);
  const editing = request.action === 'editChild' ? request.childId : null;
  const key = childNameKey(input.name);
  return db.runTransaction(async (tx): Promise<Outcome> => {
    const children = await tx.get(childrenOf(ref));
    if (!(await tx.get(ref)).exists) return { http: 409, body: { status: 'no-family' } };
    const clash = children.docs.find((d) => d.data().nameKey === key && d.id !== editing);
    if (clash) return { http: 409, body: { status: 'invalid', field: 'name', message: words.sameName } };
    if (editing) {
      const child = children.docs.find((d) => d.id === editing);
      if (!child) return { http: 404, body: childNotFoundIn(words).body };
      tx.update(child.ref, { ...input, nameKey: key, updatedAt: FieldValue.serverTimestamp() });
      return { http: 200, body: { status: 'ok', childId: child.id } };
    }
    if (children.size >= CHILDREN_MAX) return { http: 409, body: { status: 'invalid', field: 'name', message: words.tooMany } };
    const made = newChild(ref, input);
    tx.create(made.ref, made.data);
    return { http: 200, body: { status: 'ok', childId: made.ref.id } };
  });
}

// With Paystack's key: a parent's card renewal is turned off and on through Paystack.
// Refusals in the request's language (a Kiswahili page asks in Kiswahili).
export const family = siteHandler(
  {
    name: 'family',
    options: { secrets: [paystackSecret] },
    schema: (language, messages) =>
      familySchema(
        gradeIds,
        LANGUAGES.map((l) => l.code),
        {
          messages,
          children: catalogueIn(language).children,
          subscription: catalogueIn(language).subscription,
        },
      ),
    caller: 'family',
    callerWords: (language) => ({ signIn: catalogueIn(language).children.signIn }),
    logged: ({ action }) => ({ action }),
  },
  async ({ res, request, language, token: verified }) => {
    const token = verified!;
    const words = { children: catalogueIn(language).children };
    if (answeredLimited(res, await take([{ limit: 'familyPerParent', who: token.uid }]))) return;
    const db = firestore();
    // A second guardian acts on the family they joined, with their own channels and language.
    const caller = await familyCallerOf(db, token);
    if (!caller) {
      const { http, body } = leftFamily(language);
      res.status(http).json(body);
      return;
    }
    const uid = caller.uid;
    const guardian = uid !== token.uid;
    let attached = 0;
    let childId: unknown;
    if (request.action === 'load') {
      if (!guardian) {
        await ensureFamily(db, uid, token.email!, cleanName(token.name), language);
        attached = await attachByEmail(db, uid, token.email!);
        if (attached) logger.info('attached to a family', { uid, attached });
        await hidePrivateFields(db, uid, new Date());
      }
    } else if (request.action === 'renewal' || request.action === 'updateCard') {
      // Answered alone: the dashboard reads the family's records again itself.
      const outcome =
        request.action === 'renewal'
          ? await changeRenewal(db, caller, request.enrollmentId, request.on, new Date())
          : await updateCardLink(db, caller, request.enrollmentId);
      res.status(outcome.http).json(outcome.body);
      return;
    } else if (request.action === 'notify' || request.action === 'language') {
      // The dashboard loads (and so makes) the family before it shows a switch.
      if (!(await familyRef(db, uid).get()).exists) {
        res.status(409).json({ status: 'no-family' });
        return;
      }
      if (guardian) await setGuardianPreferences(db, token.uid, request);
      else if (request.action === 'notify') await setFamilyChannels(db, uid, request.notify);
      else await setFamilyLanguage(db, uid, request.language);
    } else if (request.action === 'removeChild') {
      const outcome = await removeChild(db, uid, request.childId, new Date(), words.children);
      if (outcome.http !== 200) {
        res.status(outcome.http).json(outcome.body);
        return;
      }
      logger.info('child removed by the family', { uid, by: token.uid, ...(outcome.body.removed as object) });
    } else {
      const outcome = await changeChild(uid, request, words.children);
      if (outcome.http !== 200) {
        res.status(outcome.http).json(outcome.body);
        return;
      }
      childId = outcome.body.childId;
    }
    // `attached`: records just joined to the family, so the dashboard reads its lists again.
    const [found, mine] = await Promise.all([
      readFamily(db, uid),
      guardian ? guardianPreferences(db, token.uid) : familyChannels(db, uid).then((notify) => ({ notify, language: null })),
    ]);
    const notify = mine.notify;
    // A guardian's dashboard shows their own language as the family's.
    const own = found && mine.language ? { ...found, language: mine.language } : found;
    res.status(200).json({ status: 'ok', family: own, guardian, notify, attached, ...(childId ? { childId } : {}) });
  },
);
