// What staff see of a booking's WhatsApp and SMS messages: one short line each (which
// message, on which channel, how far it got), mirrored onto the booking from messages/{id}
// (the outbox stays closed to browsers). Pure.

export interface MessageSummary {
  /** "Trial booked", "Reminder (24 h)", "Reply" ... */
  what: string;
  channel: 'WhatsApp' | 'SMS' | 'None';
  /** "queued", "sent", "delivered", "read", "failed", "will retry", "not sent: ..." */
  progress: string;
}

const WHAT: Record<string, string> = {
  trial_booked: 'Trial booked',
  class_reminder_24h: 'Reminder (24 h)',
  class_reminder_1h: 'Reminder (1 h)',
  class_moved: 'Class moved',
  class_cancelled: 'Class cancelled',
};

interface Stored {
  template?: unknown;
  channel?: unknown;
  skipped?: unknown;
  delivery?: { state?: unknown; nextAttemptAt?: unknown };
  whatsapp?: { status?: unknown };
  sms?: { status?: unknown };
}

export function summarize(m: Stored): MessageSummary {
  const what = (typeof m.template === 'string' && WHAT[m.template]) || 'Reply';
  if (typeof m.skipped === 'string') return { what, channel: 'None', progress: `not sent: ${m.skipped}` };
  const sms = m.channel === 'sms';
  const state = m.delivery?.state;
  let progress = 'queued';
  if (state === 'SUCCESS') {
    const status = sms ? m.sms?.status : m.whatsapp?.status;
    progress = typeof status === 'string' && status !== 'accepted' ? status.toLowerCase() : 'sent';
  } else if (state === 'ERROR') {
    progress = m.delivery?.nextAttemptAt ? 'will retry' : 'failed';
  } else if (state === 'PROCESSING') {
    progress = 'sending';
  }
  return { what, channel: sms ? 'SMS' : 'WhatsApp', progress };
}

/** The summaries a booking document holds (`messaging`), oldest message first by id order. */
export function readSummaries(stored: unknown): MessageSummary[] {
  if (typeof stored !== 'object' || stored === null) return [];
  return Object.keys(stored)
    .sort()
    .map((id) => (stored as Record<string, MessageSummary>)[id]!)
    .filter((s) => s && typeof s.what === 'string' && typeof s.progress === 'string');
}
