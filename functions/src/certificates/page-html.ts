// The certificate's two public pages, rendered by the function so a phone gets the whole
// answer in one response with no script: the verification page (what the certificate says,
// valid or revoked, and nothing else about the child or family) and the printable one (A4
// landscape on paper, one column on a phone) with the link and its QR code. Every text is
// escaped; the styles are inline, since the page has no other file to wait for.
import { isSampleAccreditation } from '../../../src/domain/certificates/accreditation';
import type { CertificateView } from '../../../src/domain/certificates/certificate';
import { calendarDate } from '../../../src/domain/zone-clock';
import { CARD_HEIGHT, CARD_WIDTH } from './card-svg';
import { qrSvg } from './qr';
import { words as w } from '../../../src/i18n/en/console/certificate-page';

export interface PageContext {
  brandName: string;
  siteUrl: string;
}

const esc = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const BASE_CSS =
  ':root{color-scheme:light;--ink:#1f1537;--brand:#6d28d9;--muted:#5b5270}' +
  '*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:#f5f3ff}' +
  'a{color:var(--brand)}a:focus-visible{outline:3px solid var(--brand);outline-offset:2px}' +
  'header{padding:12px 16px;background:#fff;border-bottom:1px solid #e9e5f5}header a{font-weight:700;text-decoration:none;font-size:18px}' +
  'main{max-width:640px;margin:0 auto;padding:16px}';

function shell(ctx: PageContext, title: string, head: string, body: string, css: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${esc(title)}</title>${head}<style>${BASE_CSS}${css}</style></head><body>` +
    `<header><a href="${esc(ctx.siteUrl)}/">${esc(ctx.brandName)}</a></header><main id="main">${body}</main></body></html>`
  );
}

const VERIFY_CSS =
  '.status{display:flex;gap:10px;align-items:center;padding:12px 14px;border-radius:12px;font-weight:700;margin:8px 0 16px}' +
  '.valid{background:#dcfce7;color:#14532d}.revoked{background:#fee2e2;color:#7f1d1d}' +
  '.sample{padding:10px 14px;border-radius:12px;background:#fef3c7;color:#78350f;margin:0 0 16px}' +
  '.card{background:#fff;border-radius:16px;padding:20px;box-shadow:0 1px 3px #0001}' +
  'h1{font-size:22px;margin:0 0 4px}.lead{margin:0 0 16px;color:var(--muted)}' +
  'dl{display:grid;grid-template-columns:max-content 1fr;gap:6px 14px;margin:0}dt{color:var(--muted)}dd{margin:0;font-weight:600;overflow-wrap:anywhere}' +
  '.actions{margin-top:18px}';

export function verificationPage(ctx: PageContext, c: CertificateView): string {
  const url = `${ctx.siteUrl}/certificates/${c.number}`;
  const title = w.title(c.number, c.name, c.course);
  const description =
    c.status === 'valid'
      ? w.validDescription(c.name, c.course, c.level, ctx.brandName)
      : w.revokedDescription(ctx.brandName, calendarDate(c.revokedOn ?? c.awardedOn));
  // The share card is drawn for this certificate (card-svg.ts); its address changes with the status.
  const card = `${ctx.siteUrl}/certificates/${c.number}/card.png?v=${c.status}`;
  const cardAlt = w.cardAlt(c.name, c.course, c.level, c.status === 'valid');
  const head =
    `<meta name="description" content="${esc(description)}">` +
    `<meta property="og:type" content="website"><meta property="og:title" content="${esc(title)}">` +
    `<meta property="og:description" content="${esc(description)}"><meta property="og:url" content="${esc(url)}">` +
    `<meta property="og:image" content="${esc(card)}"><meta property="og:image:type" content="image/png">` +
    `<meta property="og:image:width" content="${CARD_WIDTH}"><meta property="og:image:height" content="${CARD_HEIGHT}">` +
    `<meta property="og:image:alt" content="${esc(cardAlt)}">` +
    `<meta name="twitter:card" content="summary_large_image"><meta name="twitter:image" content="${esc(card)}">`;
  const status =
    c.status === 'valid'
      ? `<p class="status valid" role="status"><span aria-hidden="true">✓</span> ${w.valid}</p>`
      : `<p class="status revoked" role="status"><span aria-hidden="true">✕</span> ${w.revokedOn(esc(calendarDate(c.revokedOn ?? c.awardedOn)))}</p>`;
  // Only a local run prints a stand-in accreditation (a production build refuses one).
  const sample = isSampleAccreditation(c) ? `<p class="sample" role="note"><b>${w.sample}</b> ${w.sampleNote}</p>` : '';
  const rows: [string, string][] = [
    [w.rows.student, c.name],
    [w.rows.course, c.course],
    [w.rows.level, c.level],
    [w.rows.awarded, calendarDate(c.awardedOn)],
    ...(c.mentor ? ([[w.rows.mentor, c.mentor]] as [string, string][]) : []),
    [w.rows.accreditedBy, `${c.accreditingBody} (${c.accreditationReference})`],
    [w.rows.number, c.number],
  ];
  const body =
    `<h1>${w.heading}</h1><p class="lead">${w.issuedBy(esc(ctx.brandName))}</p>${status}${sample}` +
    `<section class="card" aria-label="${w.whatItSays}"><dl>${rows.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`).join('')}</dl></section>` +
    `<p class="actions"><a href="/certificates/${esc(c.number)}/print">${w.print}</a></p>`;
  return shell(ctx, title, head, body, VERIFY_CSS);
}

export function notFoundPage(ctx: PageContext, message: string): string {
  const body = `<h1>${w.notFound}</h1><p role="status">${esc(message)}</p><p><a href="${esc(ctx.siteUrl)}/">${w.home}</a></p>`;
  return shell(ctx, w.notFound, '', body, 'h1{font-size:22px}');
}

const PRINT_CSS =
  '@page{size:A4 landscape;margin:0}main{max-width:1180px}' +
  '.sheet{position:relative;background:#fff;margin:16px auto;max-width:1123px;aspect-ratio:297/210;padding:48px 64px;border:14px solid var(--brand);outline:3px solid #fbbf24;outline-offset:-24px;display:grid;grid-template-rows:auto 1fr auto;text-align:center}' +
  '.brand{font-size:28px;font-weight:800;color:var(--brand)}.kind{font-size:16px;font-weight:400;letter-spacing:.2em;text-transform:uppercase;color:var(--muted);margin:4px 0 0}' +
  '.name{font-size:52px;font-weight:800;margin:16px 0 8px;overflow-wrap:anywhere}.what{font-size:22px;margin:0}.lead-in{margin-top:28px}' +
  '.foot{display:grid;grid-template-columns:1fr auto;gap:24px;align-items:end;text-align:left;font-size:14px;color:var(--muted);overflow-wrap:anywhere}' +
  '.foot b{color:var(--ink)}.qr{width:120px;height:120px}.qr svg{width:100%;height:100%}' +
  '.void{position:absolute;inset:0;display:grid;place-items:center;font-size:96px;font-weight:900;color:#dc262633;transform:rotate(-18deg);pointer-events:none}' +
  '.stamp{position:absolute;top:40px;right:48px;transform:rotate(8deg);border:4px solid #92400e;color:#92400e;font-size:28px;font-weight:900;letter-spacing:.1em;padding:2px 14px}' +
  '.noprint{max-width:1123px;margin:12px auto 0;padding:0 16px}' +
  '@media (max-width:760px){.sheet{aspect-ratio:auto;padding:28px 20px;border-width:8px;outline-offset:-16px}.name{font-size:30px}.what{font-size:18px}.foot{grid-template-columns:1fr;margin-top:20px}.void{font-size:48px}}' +
  '@media print{body{background:#fff}header,.noprint{display:none}main{max-width:none;padding:0}.sheet{margin:0;width:297mm;height:210mm;max-width:none;aspect-ratio:auto}}';

export function printPage(ctx: PageContext, c: CertificateView): string {
  const url = `${ctx.siteUrl}/certificates/${c.number}`;
  const body =
    `<p class="noprint"><a href="/certificates/${esc(c.number)}">${w.backToVerification}</a> · ${w.printHint}</p>` +
    `<article class="sheet" aria-label="${w.sheet}">` +
    (c.status === 'revoked'
      ? `<div class="void" aria-hidden="true">${w.revokedStamp}</div>`
      : isSampleAccreditation(c)
        ? `<div class="stamp" aria-hidden="true">${w.sampleStamp}</div>`
        : '') +
    `<div><div class="brand">${esc(ctx.brandName)}</div><h1 class="kind">${w.heading}</h1></div>` +
    `<div><p class="what lead-in">${w.certifies}</p><p class="name">${esc(c.name)}</p>` +
    `<p class="what">${w.completed(esc(c.course), esc(c.level))}</p>` +
    `<p class="what">${w.on(esc(calendarDate(c.awardedOn)))}${c.mentor ? w.withMentor(esc(c.mentor)) : ''}</p></div>` +
    `<div class="foot"><div><b>${w.accreditedBy(esc(c.accreditingBody))}</b>, ${esc(c.accreditationReference)}<br>` +
    (isSampleAccreditation(c) ? `<b>${w.sample}</b> ${w.sampleNote}<br>` : '') +
    `${w.numbered(esc(c.number))}${c.status === 'revoked' ? w.revokedLine(esc(calendarDate(c.revokedOn ?? c.awardedOn))) : ''}<br>` +
    `${w.checkAt(`<a href="${esc(url)}">${esc(url)}</a>`)}</div>` +
    `<div class="qr">${qrSvg(url, w.qr(url))}</div></div></article>`;
  return shell(ctx, w.numbered(c.number), '', body, PRINT_CSS);
}
