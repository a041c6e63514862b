// Which channel a family's message goes by, and what a provider's answer means for it. Pure.
// WhatsApp first; when WhatsApp refuses a message for good (the number is not on WhatsApp,
// the template is paused or disabled, any other permanent error) the same message goes once
// as an SMS. Temporary errors (the provider busy, rate limits, our token expired) are tried
// again later on the same channel. The replies' words and the typed commands are each
// language's `whatsapp` area.
import { catalogueIn, catalogues, type Catalogue } from '../../i18n/catalogues';
import { DEFAULT_LANGUAGE, LANGUAGES, languageOr, type Language } from '../../i18n/languages';

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

type Command = keyof Catalogue['whatsapp']['commands'];

/** The typed text as a command reads it: lower case, curly apostrophes straight, stray punctuation gone. */
const typed = (text: string) =>
  text
    .replace(/’/g, "'")
    .trim()
    .replace(/[\s.!]+$/, '')
    .toLowerCase();

/** The language whose `command` the text is, or null. */
function commandLanguage(text: unknown, command: Command): Language | null {
  if (typeof text !== 'string') return null;
  const said = typed(text);
  const spelled = (l: Language) => catalogues[l].whatsapp.commands[command].split(',').map((c) => typed(c));
  return LANGUAGES.find((l) => spelled(l.code).includes(said))?.code ?? null;
}

/** A typed reply that turns WhatsApp off: STOP (or Kiswahili SIMAMISHA), in any case, with stray punctuation. */
export const isStop = (text: unknown): boolean => commandLanguage(text, 'stop') !== null;

/** A typed reply that turns WhatsApp back on: START (or Kiswahili ANZA). */
export const isStart = (text: unknown): boolean => commandLanguage(text, 'start') !== null;

/** A typed "I'll be there" (or Kiswahili NITAKUWEPO): the reminder's confirm button, typed. */
export const isConfirm = (text: unknown): boolean => commandLanguage(text, 'confirm') !== null;

/** The language a typed command is in (SIMAMISHA is Kiswahili); English for anything else. */
export function typedLanguage(text: unknown): Language {
  const commands: Command[] = ['stop', 'start', 'confirm'];
  return commands.map((c) => commandLanguage(text, c)).find((l) => l !== null) ?? DEFAULT_LANGUAGE;
}

/** The free-form replies (allowed inside the 24 hours after a family's own message) in `language`
 *  (a record's or a typed command's; English when unknown), with the school's name and cut-off (settings.yaml) filled in. */
export function repliesIn(language: unknown, school: { name: string; changeCutoffHours: number }) {
  const { replies } = catalogueIn(languageOr(language)).whatsapp;
  return {
    ...replies,
    stopped: replies.stopped(school.name),
    started: replies.started(school.name),
    tooLate: replies.tooLate(school.changeCutoffHours),
  };
}

export type Replies = ReturnType<typeof repliesIn>;
