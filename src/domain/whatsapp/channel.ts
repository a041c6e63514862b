// Which channel a family's message goes by, and what a provider's answer means for it. Pure.
// WhatsApp first; when WhatsApp refuses a message for good (the number is not on WhatsApp,
// the template is paused or disabled, any other permanent error) the same message goes once
// as an SMS. Temporary errors (the provider busy, rate limits, our token expired) are tried
// again later on the same channel.
import { CHANGE_CUTOFF } from '../change-cutoff';

export type Channel = 'whatsapp' | 'sms';

export type Verdict = 'sent' | 'temporary' | 'permanent';

/**
 * Cloud API error codes that are worth trying again: rate limits, "something went wrong",
 * service unavailable, and the access-token family (a person renews the token; the family's
 * number is not at fault, so no SMS yet).
 */
const TEMPORARY_WHATSAPP_CODES = new Set([0, 1, 2, 4, 10, 17, 190, 200, 341, 368, 80007, 130429, 131000, 131016, 131056, 133016]);

/** A Cloud API answer (HTTP status and JSON body) or an error code from a status webhook. */
export function whatsappVerdict(http: number, body: unknown): Verdict {
  const messageId = (body as { messages?: { id?: unknown }[] } | null)?.messages?.[0]?.id;
  if (http >= 200 && http < 300 && typeof messageId === 'string') return 'sent';
  if (http === 0 || http === 408 || http === 429 || http >= 500) return 'temporary';
  const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
  return whatsappCodeVerdict(typeof code === 'number' ? code : undefined);
}

/** An error code alone (as a `failed` status carries it): permanent unless known to pass. */
export function whatsappCodeVerdict(code: number | undefined): Exclude<Verdict, 'sent'> {
  return code !== undefined && TEMPORARY_WHATSAPP_CODES.has(code) ? 'temporary' : 'permanent';
}

/**
 * Africa's Talking's answer for one recipient: statusCode 100-102 accepted (Processed,
 * Sent, Queued); 500-502 try later; 401-409 refused for good (invalid number, blacklisted,
 * insufficient balance ...). There is no channel after SMS, so "permanent" ends there.
 */
export function smsVerdict(http: number, statusCode: unknown): Verdict {
  if (http === 0 || http === 429 || http >= 500) return 'temporary';
  if (typeof statusCode !== 'number') return http >= 200 && http < 300 ? 'temporary' : 'permanent';
  if (statusCode >= 100 && statusCode <= 102) return 'sent';
  if (statusCode >= 500) return 'temporary';
  return 'permanent';
}

/** How far a WhatsApp message got; a status never moves back (webhooks arrive in any order). */
const PROGRESS = { accepted: 0, sent: 1, delivered: 2, read: 3, failed: 4 } as const;
export type WhatsAppStatus = keyof typeof PROGRESS;

export function isWhatsAppStatus(value: unknown): value is WhatsAppStatus {
  return typeof value === 'string' && value in PROGRESS && value !== 'accepted';
}

/** The status to show after `incoming` arrives: the furthest one; `failed` wins over all. */
export function furthestStatus(current: WhatsAppStatus | undefined, incoming: WhatsAppStatus): WhatsAppStatus {
  if (!current) return incoming;
  return PROGRESS[incoming] > PROGRESS[current] ? incoming : current;
}

/** An SMS cut to one segment's worth of text at most a few segments long, on a word. */
export const SMS_MAX = 459;
export function smsText(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= SMS_MAX) return flat;
  const cut = flat.slice(0, SMS_MAX - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), SMS_MAX - 40))}…`;
}

/** A typed reply that turns WhatsApp off: STOP (or Kiswahili SIMAMISHA), in any case, with stray punctuation. */
export function isStop(text: unknown): boolean {
  return typeof text === 'string' && /^\s*(stop|unsubscribe|stop all|simamisha)[\s.!]*$/i.test(text);
}

/** A typed reply that turns WhatsApp back on: START (or Kiswahili ANZA). */
export function isStart(text: unknown): boolean {
  return typeof text === 'string' && /^\s*(start|unstop|anza)[\s.!]*$/i.test(text);
}

/** A typed "I'll be there" (or Kiswahili NITAKUWEPO): the reminder's confirm button, typed. */
export function isConfirm(text: unknown): boolean {
  return typeof text === 'string' && /^\s*(i'?ll be there|i will be there|nitakuwepo)[\s.!]*$/i.test(text.replace(/’/g, "'"));
}

/** The language a typed command is in: Kiswahili for SIMAMISHA, ANZA, NITAKUWEPO; else English. */
export function typedLanguage(text: unknown): 'en' | 'sw' {
  return typeof text === 'string' && /^\s*(simamisha|anza|nitakuwepo)[\s.!]*$/i.test(text) ? 'sw' : 'en';
}

/** The free-form replies (allowed inside the 24 hours after a family's own message). */
export const REPLIES = {
  stopped:
    'You will no longer get WhatsApp messages from JengaCode. Mail still comes as before. Reply START to turn WhatsApp messages back on.',
  started: 'WhatsApp messages from JengaCode are on again. Reply STOP at any time to turn them off.',
  changeTime: (link: string) =>
    `To choose another time or cancel, open your private link (keep it to yourself): ${link} . It is the same link as in your confirmation email.`,
  useMailLink: 'To choose another time or cancel, open the private link in your booking confirmation email.',
  tooLate: `This class starts in less than ${CHANGE_CUTOFF}, so it can no longer be changed online. Reply here and the school will help.`,
  noBooking: 'We could not find an upcoming class for this number. Please reply with your question and we will help.',
  confirmed: 'Thank you: we have noted that you will be there.',
};

export type Replies = typeof REPLIES;
