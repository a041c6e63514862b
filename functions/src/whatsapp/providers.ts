// The two providers' send calls. Each answers a verdict (src/messages/whatsapp/channel.ts):
// sent (with the provider's id), temporary (try again later) or permanent (refused for good).
import { smsVerdict, whatsappVerdict, type Verdict } from '../../../src/messages/whatsapp/channel';
import { sendComponents, type Parameters, type TemplateName } from '../../../src/messages/whatsapp/templates';
import type { Providers } from './config';
import { whatsappLanguage } from '../../../src/messages/whatsapp/template-language';
import type { ListRow } from '../notices/messages';

export interface SendResult {
  verdict: Verdict;
  /** The provider's message id when sent. */
  id?: string;
  /** What went wrong, briefly, for the message document and staff. */
  error?: string;
  code?: number;
  status?: string;
}

const TIMEOUT_MS = 15_000;

export type WhatsAppContent =
  | { kind: 'template'; template: TemplateName; parameters: Parameters; bookingId: string; language?: string }
  | { kind: 'text'; text: string }
  | { kind: 'list'; text: string; list: { button: string; rows: ListRow[] } };

async function postJson(url: string, init: RequestInit): Promise<{ http: number; body: unknown; error?: string }> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    const text = await res.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    return { http: res.status, body };
  } catch (error) {
    return { http: 0, body: null, error: (error as Error).message };
  }
}

/** POST /{phone-number-id}/messages: a template, or a free-form text or list (inside a family's 24 hours). */
export async function sendWhatsApp(config: Providers['whatsapp'], to: string, content: WhatsAppContent): Promise<SendResult> {
  const message =
    content.kind === 'template'
      ? {
          type: 'template',
          template: {
            name: content.template,
            language: { code: whatsappLanguage(content.language) },
            components: sendComponents(content.template, content.parameters, content.bookingId),
          },
        }
      : content.kind === 'list'
        ? {
            type: 'interactive',
            interactive: {
              type: 'list',
              body: { text: content.text },
              action: { button: content.list.button, sections: [{ rows: content.list.rows }] },
            },
          }
        : { type: 'text', text: { preview_url: false, body: content.text } };
  const answer = await postJson(`${config.apiUrl}/${encodeURIComponent(config.phoneNumberId)}/messages`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${config.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', to, ...message }),
  });
  const verdict = whatsappVerdict(answer.http, answer.body);
  if (verdict === 'sent') return { verdict, id: (answer.body as { messages: { id: string }[] }).messages[0]!.id };
  const error = (answer.body as { error?: { code?: number; message?: string } } | null)?.error;
  return {
    verdict,
    ...(typeof error?.code === 'number' ? { code: error.code } : {}),
    error: `WhatsApp ${answer.http || 'unreachable'}: ${error?.message ?? answer.error ?? 'no answer'}`.slice(0, 500),
  };
}

interface AtRecipient {
  statusCode?: number;
  number?: string;
  status?: string;
  messageId?: string;
}

/** POST /version1/messaging (form body) to one number. */
export async function sendSms(config: Providers['sms'], to: string, text: string): Promise<SendResult> {
  const form = new URLSearchParams({ username: config.username, to, message: text });
  const answer = await postJson(`${config.apiUrl}/version1/messaging`, {
    method: 'POST',
    headers: { apiKey: config.apiKey, Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  const data = (answer.body as { SMSMessageData?: { Message?: string; Recipients?: AtRecipient[] } } | null)?.SMSMessageData;
  const recipient = data?.Recipients?.[0];
  const verdict = smsVerdict(answer.http, recipient?.statusCode);
  if (verdict === 'sent' && recipient?.messageId) return { verdict, id: recipient.messageId, status: recipient.status ?? 'Sent' };
  return {
    verdict: verdict === 'sent' ? 'temporary' : verdict,
    ...(recipient?.statusCode ? { code: recipient.statusCode } : {}),
    error: `SMS ${answer.http || 'unreachable'}: ${recipient?.status ?? data?.Message ?? answer.error ?? 'no answer'}`.slice(
      0,
      500,
    ),
  };
}
