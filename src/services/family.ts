// The signed-in parent's family: loaded (and made, on the first visit) through /api/family,
// which also attaches trials booked with the same email; children added and edited there;
// the family's recommendations, enrollments, payments and trials read with Firestore Lite
// (the rules let a parent read only those carrying their family's key: family-key.ts).
import { words as subscriptionMessages } from '../i18n/en/subscription';
import type {
  FamilyChild,
  FamilyEnrollment,
  FamilyCertificate,
  FamilyPayment,
  FamilyRecommendation,
  FamilyRecords,
  FamilyTrial,
} from '../domain/enrollment/family-view';
import { readNotify, type NotifyPreferences } from '../domain/whatsapp/preferences';
import { readShownSubscription } from '../domain/enrollment/subscription';
import { familyZone } from '../domain/classes/reminders';
import { ApiUnavailable, callApi } from './api';
import { languageOr, type Language } from '../i18n/languages';
import { auth, firestore } from './firebase';
import type { ShownInstalments } from '../domain/enrollment/family-view';

/** An enrollment's parts as the dashboard shows them; null when it is not paid in parts. */
function shownInstalments(value: unknown): ShownInstalments | null {
  const held = value as { parts?: unknown; pausedOn?: unknown } | undefined;
  if (!held || !Array.isArray(held.parts)) return null;
  const parts = held.parts.map((p: Record<string, unknown>) => ({
    n: Number(p.n),
    dueOn: String(p.dueOn ?? ''),
    amount: Number(p.amount) / 100,
    paid: typeof p.paidRef === 'string',
  }));
  return { parts, paused: typeof held.pausedOn === 'string' };
}
import { familyKeyOf } from './family-key';
import type { FamilyBody } from '../domain/requests/family';

/** The family's switches, and the WhatsApp number its messages go to (null: none given yet). */
export interface FamilyChannels extends NotifyPreferences {
  number: string | null;
  /** The language of the family's mail and messages (absent: English). */
  language?: Language;
}

export type FamilyAnswer =
  | { status: 'ok'; children: FamilyChild[]; channels: FamilyChannels; childId?: string; attached: number }
  | { status: 'invalid'; field: 'name' | 'grade'; message: string }
  | { status: 'signed-out' }
  | { status: 'limited' }
  /** The server would not do it and says why (a child with a running enrollment, one no longer listed). */
  | { status: 'refused'; message: string };

function readChildren(value: unknown): FamilyChild[] {
  const children = (value as { children?: unknown } | null)?.children;
  if (!Array.isArray(children)) return [];
  return children.flatMap((c: Record<string, unknown>) =>
    typeof c.id === 'string' && typeof c.name === 'string'
      ? [
          {
            id: c.id,
            name: c.name,
            grade: String(c.grade ?? ''),
            ...(c.fullNameOnCertificates === true ? { fullNameOnCertificates: true } : {}),
          },
        ]
      : [],
  );
}

function readChannels(value: unknown): Omit<FamilyChannels, 'language'> {
  const number = (value as { number?: unknown } | null)?.number;
  return { ...readNotify(value), number: typeof number === 'string' && number ? number : null };
}

export type { FamilyBody };

export async function callFamily(idToken: string, body: FamilyBody): Promise<FamilyAnswer> {
  const answer = await callApi('/api/family', { body, idToken });
  const b = answer.body;
  if (answer.status === 200) {
    return {
      status: 'ok',
      children: readChildren(b.family),
      channels: { ...readChannels(b.notify), language: languageOr((b.family as { language?: unknown } | null)?.language) },
      attached: typeof b.attached === 'number' ? b.attached : 0,
      ...(typeof b.childId === 'string' ? { childId: b.childId } : {}),
    };
  }
  if (answer.status === 401) return { status: 'signed-out' };
  if (answer.status === 429) return { status: 'limited' };
  if (b.status === 'invalid' && (b.field === 'name' || b.field === 'grade'))
    return { status: 'invalid', field: b.field, message: String(b.message ?? '') };
  if ((answer.status === 404 || answer.status === 409) && typeof b.message === 'string' && b.message)
    return { status: 'refused', message: b.message };
  throw new ApiUnavailable(`/api/family: unexpected answer (HTTP ${answer.status})`);
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const optional = (v: unknown) => (typeof v === 'string' ? v : undefined);
const millis = (v: unknown) =>
  v && typeof (v as { toMillis?: unknown }).toMillis === 'function' ? (v as { toMillis(): number }).toMillis() : 0;

/** Everything of the family's the dashboard shows per child. */
export async function readFamilyRecords(uid: string): Promise<FamilyRecords> {
  const instance = await auth();
  await instance.authStateReady();
  const [db, lite, key] = await Promise.all([firestore(), import('firebase/firestore/lite'), familyKeyOf(uid)]);
  const mine = (name: string, field = 'familyUid') =>
    lite.getDocs(lite.query(lite.collection(db, name), lite.where(field, '==', key))).then((s) => s.docs);
  const [bookings, recommendations, enrollments, payments, certificateRecords] = await Promise.all([
    mine('bookings', 'parentUid'),
    mine('recommendations'),
    mine('enrollments'),
    mine('payments'),
    mine('certificateRecords'),
  ]);
  // What each certificate says is public by its number (certificates/{number}).
  const certificates = await Promise.all(certificateRecords.map((d) => lite.getDoc(lite.doc(db, 'certificates', d.id))));
  return {
    trials: bookings.map((d): FamilyTrial => {
      const x = d.data();
      return {
        id: d.id,
        childId: optional(x.childId),
        studentName: text(x.studentName),
        date: text(x.date),
        time: text(x.time),
        status: text(x.status),
      };
    }),
    recommendations: recommendations.map((d): FamilyRecommendation => {
      const x = d.data();
      return {
        id: d.id,
        childId: optional(x.childId),
        studentName: text(x.studentName),
        course: text(x.course),
        plan: text(x.plan),
        period: text(x.period),
        currency: text(x.currency),
        amount: Number(x.amount),
        note: text(x.note),
        enrollmentId: optional(x.enrollmentId),
        withdrawn: x.withdrawnAt !== undefined,
        createdAt: millis(x.createdAt),
      };
    }),
    enrollments: enrollments.map((d): FamilyEnrollment => {
      const x = d.data();
      return {
        id: d.id,
        childId: optional(x.childId),
        studentName: text(x.studentName),
        course: optional(x.course),
        plan: text(x.plan),
        period: text(x.period),
        paidUntil: text(x.paidUntil),
        status: text(x.status),
        amount: Number(x.amount),
        currency: text(x.currency),
        subscription: readShownSubscription(x.subscription),
        classTimes: Array.isArray(x.classTimes) ? x.classTimes.length : 0,
        noClassOn: Array.isArray(x.noClassOn) ? x.noClassOn.map((n: { date?: unknown }) => text(n?.date)).filter(Boolean) : [],
        tz: familyZone(x.whatsapp),
        instalments: shownInstalments(x.instalments),
      };
    }),
    payments: payments.map((d): FamilyPayment => {
      const x = d.data();
      return {
        id: d.id,
        childId: optional(x.childId),
        studentName: text(x.studentName),
        reference: text(x.reference) || d.id,
        amount: Number(x.amount),
        currency: text(x.currency),
        plan: optional(x.plan) ?? null,
        period: optional(x.period) ?? null,
        paidUntil: optional(x.paidUntil),
        paidAt: optional(x.paidAt) ?? null,
      };
    }),
    certificates: certificateRecords.flatMap((d, i): FamilyCertificate[] => {
      const record = d.data();
      const shown = certificates[i]?.data();
      if (!shown) return [];
      return [
        {
          id: d.id,
          childId: optional(record.childId),
          studentName: text(record.studentName),
          number: d.id,
          course: text(shown.course),
          level: text(shown.level),
          awardedOn: text(shown.awardedOn),
          status: shown.status === 'revoked' ? 'revoked' : 'valid',
        },
      ];
    }),
  };
}

export type RenewalAnswer = { ok: true; message: string; link?: string } | { ok: false; message: string };

/** Turns a card enrollment's automatic renewal off or on, or asks for Paystack's page to change the card. */
export async function callRenewal(
  idToken: string,
  body: Extract<FamilyBody, { action: 'renewal' | 'updateCard' }>,
): Promise<RenewalAnswer> {
  const answer = await callApi('/api/family', { body, idToken });
  const message = typeof answer.body.message === 'string' ? answer.body.message : '';
  if (answer.status !== 200) return { ok: false, message: message || subscriptionMessages.failed };
  const link = answer.body.link;
  return { ok: true, message, ...(typeof link === 'string' && /^https?:\/\//.test(link) ? { link } : {}) };
}
