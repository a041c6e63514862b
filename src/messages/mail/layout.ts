// The frame every mail shares: a brand header, the content, and a footer with the support
// WhatsApp link in the mail's language (its `mail.common.footer` words). Each mail is written
// once as blocks and rendered twice, as plain text
// and as HTML with inline styles only (Gmail drops <style>), a single 560 px column that
// reads on a 360 px phone, and no images. Every value is escaped: a name such as
// `<img src=x onerror=alert(1)>` arrives as text. Pure.
import { whatsappUrl } from '../../domain/whatsapp/chat';
import type { TrialRules } from '../../domain/trial-rules';
import { catalogueIn } from '../../i18n/catalogues';
import { DEFAULT_LANGUAGE, type Language } from '../../i18n/languages';
import { themeColour } from '../../styles/tokens';

export interface Brand {
  /** School name, e.g. "JengaCode". */
  name: string;
  /** The site's public origin, no trailing slash. */
  siteUrl: string;
  /** WhatsApp support number, international form ("+254700000000"). */
  supportPhone: string;
  contactEmail: string;
  /** What the family is told of a booked trial: the change cut-off and the calendar alarm (settings.yaml `booking`). */
  trial: TrialRules;
}

export interface Attachment {
  filename: string;
  content: string;
  contentType: string;
}

/** What a template makes: the Trigger Email `message` plus the template's name. */
export interface Mail {
  template: string;
  subject: string;
  text: string;
  html: string;
  attachments?: Attachment[];
}

export type Block =
  | { kind: 'p'; text: string }
  /** Label and value rows (the class, the student...). */
  | { kind: 'facts'; rows: readonly (readonly [string, string])[] }
  /** The main action, as a button. */
  | { kind: 'button'; label: string; href: string }
  /** A secondary link on its own line. */
  | { kind: 'link'; label: string; href: string }
  | { kind: 'list'; items: readonly string[] }
  /** Someone's own words (a contact message), line breaks kept. */
  | { kind: 'quote'; text: string };

const INK = themeColour('ink');
const MUTED = themeColour('muted');
const BRAND = themeColour('brand-700');
const TINT = themeColour('brand-50');
const RULE = themeColour('brand-100');
const FONT = 'font-family:Arial,Helvetica,sans-serif;';

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Only web links go into an href; anything else becomes a harmless "#". */
function safeHref(href: string): string {
  return /^(https?:\/\/|mailto:)/i.test(href) ? escapeHtml(href) : '#';
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'p':
      return block.text;
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'button':
    case 'link':
      return `${block.label}:\n${block.href}`;
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
    case 'quote':
      return block.text
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n');
  }
}

function blockHtml(block: Block): string {
  const p = `margin:0 0 16px;${FONT}font-size:16px;line-height:24px;color:${INK};`;
  switch (block.kind) {
    case 'p':
      return `<p style="${p}">${escapeHtml(block.text)}</p>`;
    case 'facts':
      return (
        `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse;">` +
        block.rows
          .map(
            ([label, value]) =>
              `<tr><td style="padding:6px 0;border-bottom:1px solid ${RULE};${FONT}font-size:14px;line-height:20px;color:${MUTED};">` +
              `${escapeHtml(label)}<br><span style="font-size:16px;line-height:22px;color:${INK};font-weight:bold;word-break:break-word;">${escapeHtml(value)}</span></td></tr>`,
          )
          .join('') +
        `</table>`
      );
    case 'button':
      return (
        `<p style="margin:8px 0 20px;"><a href="${safeHref(block.href)}" style="display:inline-block;background:${BRAND};color:#ffffff;` +
        `${FONT}font-size:16px;font-weight:bold;line-height:20px;text-decoration:none;padding:12px 20px;border-radius:8px;">${escapeHtml(block.label)}</a></p>`
      );
    case 'link':
      return `<p style="${p}"><a href="${safeHref(block.href)}" style="color:${BRAND};font-weight:bold;">${escapeHtml(block.label)}</a></p>`;
    case 'list':
      return `<ul style="margin:0 0 16px;padding-left:20px;${FONT}font-size:16px;line-height:24px;color:${INK};">${block.items
        .map((item) => `<li style="margin:0 0 4px;">${escapeHtml(item)}</li>`)
        .join('')}</ul>`;
    case 'quote':
      return `<p style="margin:0 0 16px;padding:12px 16px;background:${TINT};border-left:4px solid ${BRAND};${FONT}font-size:16px;line-height:24px;color:${INK};white-space:pre-wrap;word-break:break-word;">${escapeHtml(block.text)}</p>`;
  }
}

export interface Content {
  template: string;
  subject: string;
  /** The first line of the mail, e.g. "Hello Ada,". */
  heading: string;
  blocks: readonly Block[];
  attachments?: Attachment[];
  /** The language it is written in (English when absent): the footer and <html lang> follow it. */
  language?: Language;
}

/** Renders one mail in the brand's frame, as text and HTML. */
export function compose(brand: Brand, content: Content): Mail {
  const chat = whatsappUrl(brand.supportPhone);
  const language = content.language ?? DEFAULT_LANGUAGE;
  const f = catalogueIn(language).mail.common.footer;
  const footerText = `${f.questions} ${f.whatsappUs}: ${chat} ${f.orWrite} ${brand.contactEmail}\n${brand.name} · ${brand.siteUrl}`;
  const text = [
    brand.name,
    '',
    content.heading,
    '',
    ...content.blocks.flatMap((b) => [blockText(b), '']),
    '--',
    footerText,
    '',
  ].join('\n');

  const html =
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(content.subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f4f2fa;">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f2fa;"><tr><td align="center" style="padding:16px 8px;">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;">` +
    `<tr><td style="padding:20px 20px 8px;${FONT}font-size:22px;line-height:28px;font-weight:bold;color:${BRAND};">${escapeHtml(brand.name)}</td></tr>` +
    `<tr><td style="padding:8px 20px 4px;">` +
    `<h1 style="margin:0 0 16px;${FONT}font-size:20px;line-height:28px;color:${INK};">${escapeHtml(content.heading)}</h1>` +
    content.blocks.map(blockHtml).join('') +
    `</td></tr>` +
    `<tr><td style="padding:12px 20px 20px;border-top:1px solid ${RULE};${FONT}font-size:14px;line-height:20px;color:${MUTED};">` +
    `${escapeHtml(f.questions)} <a href="${safeHref(chat)}" style="color:${BRAND};font-weight:bold;">${escapeHtml(f.whatsappUs)}</a> ${escapeHtml(f.orWrite)} ` +
    `<a href="mailto:${escapeHtml(brand.contactEmail)}" style="color:${BRAND};">${escapeHtml(brand.contactEmail)}</a>.<br>` +
    `<a href="${safeHref(brand.siteUrl)}" style="color:${MUTED};">${escapeHtml(brand.name)}</a></td></tr>` +
    `</table></td></tr></table></body></html>`;

  return {
    template: content.template,
    subject: content.subject,
    text,
    html,
    ...(content.attachments ? { attachments: content.attachments } : {}),
  };
}
