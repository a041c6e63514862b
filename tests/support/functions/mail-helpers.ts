// Shared by the mail tests: MailDev's JSON API (what actually arrived over SMTP), the mail
// catcher's SMTP switch, the local jobs endpoint, and waiting on a mail document's delivery or on
// all the mail to an address being handled (mailSettled).

import { need, read, where } from '../firestore';
import { until } from './wait';

export interface Received {
  id: string;
  subject: string;
  to: { address: string; name: string }[];
  from: { address: string; name: string }[];
  headers: Record<string, string>;
  text?: string;
  html?: string;
  messageId?: string;
  attachments?: { filename: string; generatedFileName: string; contentType: string; size: number }[];
}

/** Every mail MailDev holds, newest last. */
export async function inbox(): Promise<Received[]> {
  const res = await fetch(`${need('MAILDEV_URL')}/api/email`);
  if (!res.ok) throw new Error(`MailDev /api/email: ${res.status}`);
  return (await res.json()) as Received[];
}

export const sentTo = (mail: Received, address: string) =>
  mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase());

/** Waits until `count` mails match, then returns them (and fails on more). */
export async function waitForMail(match: (mail: Received) => boolean, count = 1, timeoutMs = 30_000): Promise<Received[]> {
  let found = 0;
  return until(
    () => `expected ${count} matching mail(s) in MailDev, found ${found}`,
    async () => {
      const matching = (await inbox()).filter(match);
      found = matching.length;
      return matching.length >= count && matching;
    },
    { timeoutMs },
  );
}

/** An attachment's content, by the name it was sent with (MailDev serves it under a name of its own). */
export async function attachment(mail: Received, filename: string): Promise<string> {
  const stored = mail.attachments?.find((a) => a.filename === filename)?.generatedFileName;
  if (!stored) throw new Error(`no attachment ${filename}`);
  const res = await fetch(`${need('MAILDEV_URL')}/api/email/${mail.id}/attachment/${encodeURIComponent(stored)}`);
  if (!res.ok) throw new Error(`MailDev attachment: ${res.status}`);
  return res.text();
}

/** The raw message as MailDev received it (headers such as Reply-To are only here). */
export async function source(id: string): Promise<string> {
  const res = await fetch(`${need('MAILDEV_URL')}/api/email/${id}/source`);
  if (!res.ok) throw new Error(`MailDev source: ${res.status}`);
  return res.text();
}

/** Stops or restarts the catcher's SMTP port (scripts/mail-catcher.mjs). */
export async function smtp(action: 'stop' | 'start'): Promise<void> {
  const res = await fetch(`${need('MAIL_CONTROL_URL')}/smtp/${action}`, { method: 'POST' });
  if (!res.ok) throw new Error(`mail catcher ${action}: ${res.status}`);
}

/** Runs the scheduled jobs once, as the schedules would (functions/src/jobs/local-jobs.ts). */
/** Runs the emulator-only jobs, as of `now` when given (an ISO time). */
export async function runJobs(now?: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${need('FUNCTIONS_URL')}/localJobs`, {
    method: 'POST',
    ...(now ? { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ now }) } : {}),
  });
  if (!res.ok) throw new Error(`localJobs: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

export interface MailDoc {
  to: string;
  message: { subject: string; text: string; html: string };
  delivery: { state: string; attempts: number; error?: string | null; nextAttemptAt: Date | null };
}

/** Waits until mail/{id} reaches `state`. */
export async function waitForDelivery(id: string, state: string, timeoutMs = 30_000): Promise<MailDoc> {
  let seen = 'missing';
  return until(
    () => `mail/${id} is ${seen}, expected ${state}`,
    async () => {
      const doc = await read<MailDoc>(`mail/${id}`);
      seen = doc?.delivery?.state ?? 'missing';
      return doc?.delivery?.state === state && doc;
    },
    { timeoutMs },
  );
}

type Queued = MailDoc & { id: string; delivery: MailDoc['delivery'] & { info?: { messageId?: string | null } } };

/** Delivered, or given up on after its last attempt: no sender will touch it again. */
const finished = (doc: Queued) =>
  doc.delivery?.state === 'SUCCESS' || (doc.delivery?.state === 'ERROR' && doc.delivery.nextAttemptAt === null);

/** The id SMTP gave a mail, as MailDev shows it. */
const messageIdOf = (mail: Received) => mail.messageId ?? mail.headers?.['message-id'];
const bare = (id: string) => id.replace(/^<|>$/g, '');

/**
 * Waits until the mail queued for `to` has all been handled, then returns every mail MailDev
 * holds for `to`, for the test to count. Handled: each mail/{id} addressed there (of those
 * `only` keeps, by id) is delivered or given up on, and MailDev holds each delivered one.
 * Functions queue a mail in the transaction that records what it is about, so once the
 * request or job has answered (or the trigger's other mail has arrived) a mail too many is
 * already queued: this waits for it, and the count fails. A fixed sleep let a slow one pass.
 */
export async function mailSettled(
  to: string,
  { only = () => true, timeoutMs = 60_000 }: { only?: (id: string) => boolean; timeoutMs?: number } = {},
): Promise<Received[]> {
  let waiting: string[] = [];
  return until(
    () => `mail to ${to} still in flight: ${waiting.join(', ')}`,
    async () => {
      const queued = ((await where('mail', 'to', to)) as unknown as Queued[]).filter((doc) => only(doc.id));
      const held = (await inbox()).filter((mail) => sentTo(mail, to));
      const arrived = new Set(
        held
          .map(messageIdOf)
          .filter((id): id is string => !!id)
          .map(bare),
      );
      waiting = queued
        .filter((doc) => {
          if (!finished(doc)) return true;
          const sent = doc.delivery.state === 'SUCCESS' ? doc.delivery.info?.messageId : null;
          return !!sent && !arrived.has(bare(sent));
        })
        .map((doc) => `mail/${doc.id} (${doc.delivery?.state ?? 'no delivery'})`);
      return waiting.length === 0 && held;
    },
    { timeoutMs },
  );
}
