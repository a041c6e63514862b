// Shared by the WhatsApp and SMS tests: the messaging stand-in's controls, signed webhook
// calls as WhatsApp makes them, bookings written straight to the emulator, and waiting on
// a messages/{id} document or on all the messages to a number being handled (messagesSettled).
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { need } from '../firestore';
import { admin, adminDb, type Json } from './booking-helpers';
import { call } from './helpers';
import { until } from './wait';
import { hashToken, newTokenSeed, tokenOfSeed } from '../../../functions/src/bookings/token';

export interface StandinMessage {
  id: string;
  channel: 'whatsapp' | 'sms';
  to: string;
  template: string | null;
  language: string | null;
  parameters: string[];
  buttons: string[];
  text: string;
  status: string;
}

const standin = () => need('MESSAGING_STANDIN_URL');

async function control(path: string, body: unknown): Promise<Json> {
  const res = await fetch(`${standin()}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`stand-in ${path}: ${res.status}`);
  return (await res.json()) as Json;
}

/** Every message the stand-in received, newest first. */
export async function received(): Promise<StandinMessage[]> {
  const res = await fetch(`${standin()}/__standin/messages`);
  return (await res.json()) as StandinMessage[];
}

export async function waitForReceived(match: (m: StandinMessage) => boolean, count = 1, timeoutMs = 30_000) {
  let found = 0;
  return until(
    () => `expected ${count} matching message(s) in the stand-in, found ${found}`,
    async () => {
      const matching = (await received()).filter(match);
      found = matching.length;
      return matching.length >= count && matching;
    },
    { timeoutMs },
  );
}

export const notOnWhatsApp = (number: string) => control('/__standin/numbers', { number, onWhatsApp: false });
export const failNext = (count: number, channel: 'whatsapp' | 'sms', to: string) =>
  control('/__standin/fail-next', { count, channel, to });
export const setTemplate = (name: string, status: 'PAUSED' | 'APPROVED') => control('/__standin/templates', { name, status });
export const reply = (from: string, input: { payload: string } | { text: string }) =>
  control('/__standin/reply', { from, ...input });

/** A Kenyan number no other test uses. */
export const freshNumber = () => `+2547${String(randomInt(10_000_000, 99_999_999))}`;

/** POSTs a webhook body to whatsappWebhook, signed with `secret` (the local app secret unless told). */
export async function postWebhook(body: unknown, secret = need('WHATSAPP_APP_SECRET')): Promise<number> {
  const raw = JSON.stringify(body);
  const answer = await call('/whatsappWebhook', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Hub-Signature-256': `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`,
    },
    body: raw,
  });
  return answer.http;
}

/** A webhook body carrying one inbound message, as WhatsApp sends it. */
export function inbound(from: string, message: Json, id = `wamid.test${randomBytes(8).toString('hex')}`) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              contacts: [{ wa_id: from.slice(1) }],
              messages: [{ from: from.slice(1), id, timestamp: String(Math.floor(Date.now() / 1000)), ...message }],
            },
          },
        ],
      },
    ],
  };
}

/** An upcoming booking written straight to the emulator (the reminder and reply tests need one at a set time). */
function manageLink(): { manageTokenSeed: string; manageTokenHash: string } {
  const seed = newTokenSeed();
  return { manageTokenSeed: seed, manageTokenHash: hashToken(tokenOfSeed(seed, process.env.MANAGE_LINK_KEY)) };
}

export async function storedBooking(whatsapp: string, date: string, time: string, extra: Json = {}): Promise<string> {
  const ref = await adminDb()
    .collection('bookings')
    .add({
      studentName: 'Zawadi',
      studentGrade: 'K-2',
      parentName: 'Musa',
      email: `wa-${randomBytes(5).toString('hex')}@example.com`,
      whatsapp,
      country: { code: 'KE', name: 'Kenya', dial: '+254', tz: 'Africa/Nairobi', flag: '🇰🇪' },
      date,
      time,
      type: 'trial',
      status: 'upcoming',
      createdAt: admin.Timestamp.fromMillis(Date.now() - 3 * 86_400_000),
      updatedAt: admin.Timestamp.now(),
      // A real seed, so a "Change the time" tap can answer with the booking's own link.
      ...manageLink(),
      history: [],
      ...extra,
    });
  return ref.id;
}

export async function messageDoc(id: string): Promise<Json | undefined> {
  return (await adminDb().collection('messages').doc(id).get()).data();
}

/** Waits until messages/{id} satisfies `done`. */
export async function waitForMessage(id: string, done: (m: Json) => boolean, timeoutMs = 30_000): Promise<Json> {
  return until(
    (m) => `messages/${id} did not get there: ${JSON.stringify((m || undefined)?.delivery ?? null)}`,
    async () => {
      const m = await messageDoc(id);
      return m && done(m) ? m : false;
    },
    { timeoutMs },
  );
}

/**
 * Whether a message can still go on (`open`): not finished (waiting, being sent, or in ERROR
 * with another attempt due), or accepted by WhatsApp that has not said delivered yet (a later
 * `failed` sends it again as an SMS). `sentAs`: the id the stand-in knows a sent one by.
 */
function inFlight(m: Json): { open: boolean; sentAs?: string } {
  const { state, nextAttemptAt } = m.delivery ?? {};
  if (state === 'ERROR' && nextAttemptAt === null) return { open: false };
  if (state !== 'SUCCESS') return { open: true };
  if (m.skipped) return { open: false };
  if (m.channel === 'sms') return { open: !m.sms?.id, sentAs: m.sms?.id };
  return { open: !['delivered', 'read'].includes(m.whatsapp?.status), sentAs: m.whatsapp?.id };
}

/**
 * Waits until every messages/{id} queued for `to` has been handled, then returns all the
 * stand-in received for `to`, for the test to count: each is finished (delivered, skipped,
 * or given up on), and the stand-in holds each sent one. Like mailSettled (mail-helpers.ts),
 * it relies on messages being queued in the transaction of what they are about.
 */
export async function messagesSettled(to: string, timeoutMs = 60_000): Promise<StandinMessage[]> {
  let waiting: string[] = [];
  return until(
    () => `messages to ${to} still in flight: ${waiting.join(', ')}`,
    async () => {
      const queued = (await adminDb().collection('messages').where('to', '==', to).get()).docs;
      const held = (await received()).filter((m) => m.to === to);
      const arrived = new Set(held.map((m) => m.id));
      waiting = queued
        .filter((doc) => {
          const { open, sentAs } = inFlight(doc.data());
          return open || (sentAs !== undefined && !arrived.has(sentAs));
        })
        .map((doc) => `messages/${doc.id} (${JSON.stringify(doc.get('delivery.state'))})`);
      return waiting.length === 0 && held;
    },
    { timeoutMs },
  );
}

/** A queued template message for `to`, as the booking transactions write it. */
export function queuedMessage(to: string, nextAttemptAt = new Date(Date.now() + 120_000)) {
  return {
    to,
    kind: 'template',
    template: 'class_reminder_1h',
    language: 'en',
    parameters: { student_name: 'Zawadi', class_time: 'Tuesday 24 November, 10:00 EAT', nairobi_time: '10:00 EAT' },
    channel: 'whatsapp',
    delivery: { state: 'PENDING', attempts: 0, nextAttemptAt: admin.Timestamp.fromDate(nextAttemptAt) },
    createdAt: admin.Timestamp.now(),
  };
}
