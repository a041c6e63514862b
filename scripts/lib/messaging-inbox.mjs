// The messaging stand-in's page for a person: the messages it holds, newest first, as HTML.

/** The words on WhatsApp's quick-reply buttons, by the payload's kind. */
export const BUTTON_TEXT = { confirm: "I'll be there", change: 'Change the time', makeup: 'Book a make-up' };

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

export function inboxPage(messages) {
  const rows = [...messages]
    .reverse()
    .map(
      (
        m,
      ) => `<li><p><strong>${m.direction === 'in' ? `From ${escapeHtml(m.from)}` : `${m.channel === 'sms' ? 'SMS' : 'WhatsApp'} to ${escapeHtml(m.to)}`}</strong>
 · ${escapeHtml(m.template ?? (m.direction === 'in' ? 'reply' : 'text'))} · <span>${escapeHtml(m.status)}</span> · <time>${escapeHtml(m.at)}</time></p>
<p>${escapeHtml(m.text)}</p>${m.list?.length ? `<p>List: ${m.list.map((r) => escapeHtml(`${r.title}${r.description ? ` (${r.description})` : ''}`)).join('; ')}</p>` : ''}${m.buttons?.length ? `<p>Buttons: ${m.buttons.map((b) => escapeHtml(BUTTON_TEXT[String(b).split(':')[0]] ?? b)).join(', ')}</p>` : ''}</li>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="3"><title>WhatsApp and SMS stand-in</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem;max-width:48rem}li{border-bottom:1px solid #ccc;padding:.5rem 0;list-style:none}ul{padding:0}p{margin:.25rem 0;overflow-wrap:anywhere}</style></head>
<body><main><h1>WhatsApp and SMS stand-in</h1><p>Every message the site sent, newest first (this page refreshes itself). JSON: <a href="/__standin/messages">/__standin/messages</a>.</p>
<ul>${rows || '<li>No messages yet.</li>'}</ul></main></body></html>`;
}
