// A signed Paystack event, read before anything is looked up: a charge.success names the
// reference to settle; any other event is acknowledged and left alone. A body that is no
// event, or a charge.success without a usable reference, is refused with a 400 (Paystack
// logs it; a retry would carry the same body).
import { accept, isRecord, refuse, type Parsed } from '../../../src/domain/request';
import { referencePattern } from './verify-request';

export type WebhookEvent = { kind: 'charge'; reference: string } | { kind: 'other' };

const refused = (reason: string) => refuse(400, { status: 'failed', reason, message: reason });

export function readWebhookEvent(body: unknown): Parsed<WebhookEvent> {
  if (!isRecord(body) || typeof body.event !== 'string') return refused('Not a Paystack event');
  if (body.event !== 'charge.success') return accept({ kind: 'other' });
  const reference = isRecord(body.data) ? body.data.reference : undefined;
  if (typeof reference !== 'string' || !referencePattern.test(reference)) return refused('Invalid reference');
  return accept({ kind: 'charge', reference });
}
