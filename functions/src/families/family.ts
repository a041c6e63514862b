// POST /api/family: the signed-in parent's family. The ID token must verify and carry an
// email Google verified; the family is that of the token's uid, never one named in the
// body. Actions: `load` (the default: creates the family on the first visit and attaches
// what was booked or paid with the same email, and moves older private fields apart,
// hide-private.ts), `addChild` and `editChild`, checked with the dashboard form's own rules,
// `removeChild` (remove-child.ts), `notify` (the dashboard's WhatsApp and email switches),
// `language` (the family's mail and messages, language.ts),
// and `renewal` and `updateCard` (a card enrollment's automatic renewal, renewal.ts).
import * as logger from 'firebase-functions/logger';
import { FieldValue } from 'firebase-admin/firestore';
import { CHILDREN_MAX, childNameKey, type ChildMessages } from '../../../src/domain/enrollment/children';
import { childDictionaries } from '../../../src/domain/enrollment/children.sw';
import { subscriptionDictionaries } from '../../../src/domain/enrollment/subscription.sw';
import { wordsIn } from '../../../src/domain/i18n/dictionary';
import { cleanName } from '../../../src/domain/names';
import { gradeIds } from '../platform/content';
import { answeredLimited } from '../platform/http';
import { siteHandler } from '../platform/opening';
import { take } from '../platform/rate-limit';
import { attachByEmail, ensureFamily, readFamily } from './store';
import { familyRef, newChild } from '../owners/family-records';
import { childNotFoundIn, readFamilyRequest, type ChildRequest } from './family-request';
import { familyChannels, setFamilyChannels } from './notify';
import { setFamilyLanguage } from './language';
import { changeRenewal, updateCardLink } from './renewal';
import { callerOf } from '../owners/owner';
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
    const children = await tx.get(ref.collection('children'));
    if (!(await tx.get(ref)).exists) return { http: 409, body: { status: 'no-family' } };
    const clash = children.docs.find((d) => d.get('nameKey') === key && d.id !== editing);
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
    parse: (body, language, messages) =>
      readFamilyRequest(body, gradeIds, {
        messages,
        children: wordsIn(childDictionaries, language),
        subscription: wordsIn(subscriptionDictionaries, language),
      }),
    caller: 'family',
    callerWords: (language) => ({ signIn: wordsIn(childDictionaries, language).signIn }),
    logged: ({ action }) => ({ action }),
  },
  async ({ res, request, language, token: verified }) => {
    const token = verified!;
    const words = { children: wordsIn(childDictionaries, language) };
    if (answeredLimited(res, await take([{ limit: 'familyPerParent', who: token.uid }]))) return;
    const db = firestore();
    let attached = 0;
    let childId: unknown;
    if (request.action === 'load') {
      await ensureFamily(db, token.uid, token.email!, cleanName(token.name), language);
      attached = await attachByEmail(db, token.uid, token.email!);
      if (attached) logger.info('attached to a family', { uid: token.uid, attached });
      await hidePrivateFields(db, token.uid, new Date());
    } else if (request.action === 'renewal' || request.action === 'updateCard') {
      // Answered alone: the dashboard reads the family's records again itself.
      const outcome =
        request.action === 'renewal'
          ? await changeRenewal(db, callerOf(token), request.enrollmentId, request.on, new Date())
          : await updateCardLink(db, callerOf(token), request.enrollmentId);
      res.status(outcome.http).json(outcome.body);
      return;
    } else if (request.action === 'notify' || request.action === 'language') {
      // The dashboard loads (and so makes) the family before it shows a switch.
      if (!(await familyRef(db, token.uid).get()).exists) {
        res.status(409).json({ status: 'no-family' });
        return;
      }
      if (request.action === 'notify') await setFamilyChannels(db, token.uid, request.notify);
      else await setFamilyLanguage(db, token.uid, request.language);
    } else if (request.action === 'removeChild') {
      const outcome = await removeChild(db, token.uid, request.childId, new Date(), words.children);
      if (outcome.http !== 200) {
        res.status(outcome.http).json(outcome.body);
        return;
      }
      logger.info('child removed by the family', { uid: token.uid, ...(outcome.body.removed as object) });
    } else {
      const outcome = await changeChild(token.uid, request, words.children);
      if (outcome.http !== 200) {
        res.status(outcome.http).json(outcome.body);
        return;
      }
      childId = outcome.body.childId;
    }
    // `attached`: records just joined to the family, so the dashboard reads its lists again.
    const [found, notify] = await Promise.all([readFamily(db, token.uid), familyChannels(db, token.uid)]);
    res.status(200).json({ status: 'ok', family: found, notify, attached, ...(childId ? { childId } : {}) });
  },
);
