// Shared by the mail tests: MailDev's JSON API (what actually arrived over SMTP), the mail
// catcher's SMTP switch, the local jobs endpoint, and waiting on a mail document's delivery.

import { need, read } from '../firestore';

export interface Received {
  id: string;
  subject: string;
  to: { address: string; name: string }[];
  from: { address: string; name: string }[];
  headers: Record<string, string>;
  text?: string;
  html?: string;
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
  const end = Date.now() + timeoutMs;
  for (;;) {
    const found = (await inbox()).filter(match);
    if (found.length >= count) return found;
    if (Date.now() > end) throw new Error(`expected ${count} matching mail(s) in MailDev, found ${found.length}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
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

/** Runs the scheduled jobs once, as the schedules would (functions/src/local-jobs.ts). */
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
  const end = Date.now() + timeoutMs;
  for (;;) {
    const doc = await read<MailDoc>(`mail/${id}`);
    if (doc?.delivery?.state === state) return doc;
    if (Date.now() > end) throw new Error(`mail/${id} is ${doc?.delivery?.state ?? 'missing'}, expected ${state}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
