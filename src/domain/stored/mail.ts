// mail/{id}: one queued mail in the shape of Firebase's Trigger Email extension, as
// functions/src/notices/mail.ts queues it and functions/src/mail/send.ts claims, sends and
// finishes it. Typed, not checked: the functions alone write it.
import type { DeliveryState } from '../delivery';
import type { StoredInstant } from './instant';

/** The delivery fields of a queued mail or message (functions/src/delivery/claim.ts). */
export interface StoredDelivery {
  state?: DeliveryState;
  attempts?: number;
  nextAttemptAt?: StoredInstant | null;
}

export interface StoredMail {
  to: string;
  replyTo?: string;
  /** The template that made it (src/messages/mail/). */
  template?: string;
  /** The body holds a private link: the sender drops it once the mail is finished. */
  private?: boolean;
  message: {
    subject: string;
    text: string;
    html: string;
    attachments?: { filename: string; content: string; contentType?: string }[];
  };
  delivery?: StoredDelivery & { error?: string | null };
  createdAt?: StoredInstant;
  /** When the TTL policy deletes it (src/domain/retention.ts). */
  expiresAt?: StoredInstant;
}
