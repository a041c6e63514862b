// What the providers' signed calls carry, read before Firestore is touched. WhatsApp and
// Africa's Talking send a call again after any answer but 2xx, so a signed body we cannot
// use is acknowledged and left alone rather than refused: a refusal would come back for
// ever. These readers keep only the entries whose fields have the provider's shape
// (strings where ids go, lists where lists go, ids no longer than any the provider makes),
// so what reaches a query or a document id is one of theirs. Pure.
import { isRecord } from '../../../src/domain/request';
import type { Inbound } from './inbound';

/** Longer than any message id WhatsApp or Africa's Talking issues (theirs are under 100). */
const MAX_ID = 256;

const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= MAX_ID;
const listOf = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isRecord) : []);

/** One status of a WhatsApp webhook body, as sent (statuses.ts records it). */
export interface WhatsAppStatusEvent {
  id?: unknown;
  status?: unknown;
  timestamp?: unknown;
  errors?: { code?: unknown; title?: unknown }[];
}

export interface WhatsAppEvent {
  statuses: WhatsAppStatusEvent[];
  messages: Inbound[];
}

/** The statuses and messages of a WhatsApp webhook body; nothing when it is not one. */
export function readWhatsAppEvent(body: unknown): WhatsAppEvent {
  const event: WhatsAppEvent = { statuses: [], messages: [] };
  if (!isRecord(body) || body.object !== 'whatsapp_business_account') return event;
  for (const entry of listOf(body.entry)) {
    for (const change of listOf(entry.changes)) {
      if (change.field !== 'messages' || !isRecord(change.value)) continue;
      for (const status of listOf(change.value.statuses)) {
        if (isId(status.id)) event.statuses.push({ ...status, errors: listOf(status.errors) });
      }
      for (const message of listOf(change.value.messages)) if (isId(message.id)) event.messages.push(message);
    }
  }
  return event;
}

export interface SmsReport {
  id: string;
  /** One word of letters, as Africa's Talking's statuses are ("Success", "Failed"). */
  status: string;
  failureReason?: string;
}

/** An SMS delivery report, or null when the body is not one. */
export function readSmsReport(body: unknown): SmsReport | null {
  if (!isRecord(body) || !isId(body.id) || typeof body.status !== 'string' || !/^[A-Za-z]{1,20}$/.test(body.status)) return null;
  const reason = typeof body.failureReason === 'string' ? body.failureReason.slice(0, 200) : undefined;
  return { id: body.id, status: body.status, ...(reason ? { failureReason: reason } : {}) };
}
