// The installed app's icons, drawn at build time from the site's mark (favicon.ts) with sharp:
// Android asks for 192 and 512 pixels, and a maskable one whose mark sits inside the safe
// circle (the launcher cuts the corners off as it likes).
import sharp from 'sharp';
import { faviconSvg } from './favicon';
import { THEME_COLOUR } from './theme-colour';

export const APP_ICONS = [
  { file: 'app-icon-192.png', size: 192, maskable: false },
  { file: 'app-icon-512.png', size: 512, maskable: false },
  { file: 'app-icon-maskable-512.png', size: 512, maskable: true },
] as const;

/** The mark on a full square of its own colour, scaled into the middle 60% (the safe zone is 80%). */
function maskableSvg(): string {
  const inner = faviconSvg.replace('<svg ', '<svg x="7.2" y="7.2" width="21.6" height="21.6" ');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><rect width="36" height="36" fill="${THEME_COLOUR}"/>${inner}</svg>`;
}

export async function appIconPng(icon: (typeof APP_ICONS)[number]): Promise<Uint8Array<ArrayBuffer>> {
  const svg = icon.maskable ? maskableSvg() : faviconSvg;
  const png = await sharp(Buffer.from(svg), { density: (72 * icon.size) / 36 })
    .resize(icon.size, icon.size)
    .png()
    .toBuffer();
  return new Uint8Array(png);
}
