// The picture a shared verification link shows (1200x630, the size WhatsApp, Facebook and X
// preview): the child's name as printed, the course, the level, and valid or revoked, drawn
// as SVG for card.ts to turn into PNG. Text is set in the one font card.ts loads, so widths
// are estimated from that font's average advance and long lines shrink, then shorten.
import { isSampleAccreditation } from '../../../src/domain/certificates/accreditation';
import type { CertificateView } from '../../../src/domain/certificates/certificate';
import { calendarDate } from '../../../src/domain/zone-clock';
import { words as w } from '../../../src/i18n/en/console/certificate-page';
import { themeColour } from '../../../src/styles/tokens';

// The card is in English, as the certificate and its pages are; its colours are the site's.
const BRAND = themeColour('brand-700');
const TINT = themeColour('brand-50');
const GOLD = themeColour('sun-400');
const INK = themeColour('ink');
const MUTED = themeColour('muted');

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** The family card.ts registers (functions/src/certificates/fonts/). */
export const CARD_FONT_FAMILY = 'DejaVu Sans';

/** DejaVu Sans Bold's advance, as a share of the size, for wide mixed-case text (kept generous). */
const ADVANCE = 0.68;
const TEXT_WIDTH = 1040;

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The size `text` fits TEXT_WIDTH at, between `min` and `max`; past `min`, the text is shortened with "…". */
export function fitLine(text: string, max: number, min: number): { text: string; size: number } {
  const chars = [...text];
  const size = Math.floor(Math.min(max, TEXT_WIDTH / (ADVANCE * Math.max(chars.length, 1))));
  if (size >= min) return { text, size };
  const room = Math.floor(TEXT_WIDTH / (ADVANCE * min)) - 1;
  return { text: `${chars.slice(0, room).join('').trimEnd()}…`, size: min };
}

function line(text: string, y: number, max: number, min: number, fill: string): string {
  const fit = fitLine(text, max, min);
  return `<text x="600" y="${y}" text-anchor="middle" font-size="${fit.size}" fill="${fill}">${esc(fit.text)}</text>`;
}

function statusBadge(c: CertificateView): string {
  if (c.status === 'valid') {
    return (
      '<g transform="translate(600 520)"><rect x="-230" y="-38" width="460" height="76" rx="38" fill="#dcfce7"/>' +
      '<circle cx="-180" cy="0" r="24" fill="#15803d"/><path d="M-192 0l9 9 16-18" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>' +
      `<text x="25" y="12" text-anchor="middle" font-size="34" fill="#14532d">${esc(w.valid)}</text></g>`
    );
  }
  const when = w.revokedOn(calendarDate(c.revokedOn ?? c.awardedOn));
  return (
    '<g transform="translate(600 520)"><rect x="-330" y="-38" width="660" height="76" rx="38" fill="#fee2e2"/>' +
    '<circle cx="-280" cy="0" r="24" fill="#b91c1c"/><path d="M-290-10l20 20M-270-10l-20 20" stroke="#fff" stroke-width="6" stroke-linecap="round"/>' +
    `<text x="25" y="12" text-anchor="middle" font-size="34" fill="#7f1d1d">${esc(when)}</text></g>`
  );
}

/** The share card of one certificate, as SVG. */
export function cardSvg(brandName: string, c: CertificateView): string {
  const revoked = c.status === 'revoked';
  const frame = revoked ? '#9f1239' : BRAND;
  const sample = isSampleAccreditation(c)
    ? '<g transform="translate(1010 96)"><rect x="-80" y="-26" width="160" height="44" rx="10" fill="#fef3c7"/>' +
      `<text x="0" y="7" text-anchor="middle" font-size="22" fill="#78350f">${esc(w.sampleStamp)}</text></g>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" font-family="${CARD_FONT_FAMILY}" font-weight="700">` +
    `<rect width="1200" height="630" fill="${TINT}"/>` +
    `<rect x="30" y="30" width="1140" height="570" fill="#fff" stroke="${frame}" stroke-width="16"/>` +
    `<rect x="52" y="52" width="1096" height="526" fill="none" stroke="${GOLD}" stroke-width="4"/>` +
    sample +
    line(brandName, 130, 44, 28, BRAND) +
    `<text x="600" y="178" text-anchor="middle" font-size="24" letter-spacing="6" fill="${MUTED}">${esc(w.heading.toUpperCase())}</text>` +
    line(c.name, 290, 80, 40, INK) +
    line(c.course, 365, 40, 26, INK) +
    line(c.level, 420, 32, 24, MUTED) +
    statusBadge(c) +
    `<text x="1122" y="562" text-anchor="end" font-size="18" fill="${MUTED}">${esc(c.number)}</text>` +
    '</svg>'
  );
}
