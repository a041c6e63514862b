// WhatsApp's interactive list messages, for the messaging stand-in: a list we send is checked
// against WhatsApp's limits (10 rows, titles 24, descriptions 72, button 20 characters), and a
// family's pick of one of its rows comes back to our webhook as WhatsApp sends it (list_reply);
// `receive` posts any message a family sends, a reply's too.
import { randomBytes } from 'node:crypto';
import { send } from './standin-http.mjs';

/** An interactive list within WhatsApp's limits, as {body, rows}; null for anything else. */
export function listOf(interactive) {
  const sections = interactive?.action?.sections;
  if (interactive?.type !== 'list' || !Array.isArray(sections) || !sections.length) return null;
  const rows = sections.flatMap((s) => (Array.isArray(s?.rows) ? s.rows : []));
  const body = String(interactive.body?.text ?? '');
  const button = String(interactive.action.button ?? '');
  const fits = (text, max) => typeof text === 'string' && text.length > 0 && text.length <= max;
  const ok =
    fits(body, 1024) &&
    fits(button, 20) &&
    rows.length > 0 &&
    rows.length <= 10 &&
    rows.every((r) => fits(r?.id, 200) && fits(r?.title, 24) && (r.description === undefined || fits(r.description, 72))) &&
    new Set(rows.map((r) => r.id)).size === rows.length;
  return ok
    ? { body, rows: rows.map((r) => ({ id: r.id, title: r.title, ...(r.description ? { description: r.description } : {}) })) }
    : null;
}

/** The family picks a row of a list we sent them: WhatsApp sends its id and title back. */
export async function listReply(res, { messages, postWebhook, envelope }, from, rowId) {
  const row = messages
    .filter((m) => m.to === `+${from}` && m.list)
    .flatMap((m) => m.list)
    .find((r) => r.id === rowId);
  if (!row) return send(res, 400, { error: 'no list sent to that number has that row' });
  return receive(res, { messages, postWebhook, envelope }, from, row.title, (head) => ({
    ...head,
    type: 'interactive',
    interactive: {
      type: 'list_reply',
      list_reply: { id: row.id, title: row.title, ...(row.description ? { description: row.description } : {}) },
    },
  }));
}

/**
 * A message the family sends us: kept in the stand-in's list as received, then posted to our
 * webhook as WhatsApp posts it. `make` turns {from, id, timestamp} into the message's body.
 */
export async function receive(res, { messages, postWebhook, envelope }, from, text, make) {
  const id = `wamid.${randomBytes(12).toString('base64url')}`;
  const inbound = make({ from, id, timestamp: String(Math.floor(Date.now() / 1000)) });
  messages.push({
    id,
    channel: 'whatsapp',
    direction: 'in',
    to: null,
    from: `+${from}`,
    template: null,
    language: null,
    parameters: [],
    buttons: [],
    text,
    status: 'received',
    at: new Date().toISOString(),
  });
  const webhookStatus = await postWebhook(
    envelope({ contacts: [{ profile: { name: 'Parent' }, wa_id: from }], messages: [inbound] }),
  );
  send(res, 200, { id, webhookStatus });
}
