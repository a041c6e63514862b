// Draws the site's Open Graph image (1200x630) from our own SVG artwork: public/og-image.png. A
// certificate's link has its own card, drawn per certificate (functions/src/certificates/card-svg.ts).
// Run after changing the brand name or tagline:  node scripts/make-og-image.mjs
import { readFile, writeFile } from 'node:fs/promises';
import yaml from 'js-yaml';
import sharp from 'sharp';

const settings = yaml.load(await readFile(new URL('../src/content/settings.yaml', import.meta.url), 'utf8')).site;
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#2e1065"/>
      <stop offset="1" stop-color="#6d28d9"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <path d="M0 520c200-60 400-70 600-20s400 60 600 0v130H0Z" fill="#7c3aed" opacity="0.55"/>
  <path d="M0 570c220-40 420-40 620 0s380 40 580 0v60H0Z" fill="#8b5cf6" opacity="0.6"/>
  <circle cx="1080" cy="110" r="70" fill="#fbbf24" opacity="0.9"/>
  <g transform="translate(80 80)">
    <rect width="96" height="96" rx="26" fill="#fff"/>
    <path d="M37 29 20 48l17 19M59 29l17 19-17 19" fill="none" stroke="#6d28d9" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="48" cy="48" r="6.5" fill="#fbbf24"/>
    <text x="124" y="66" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="52" font-weight="700" fill="#fff">${esc(settings.brandName)}</text>
  </g>
  <text x="80" y="300" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="#fff">Live coding &amp; AI</text>
  <text x="80" y="380" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="#fff">classes for kids</text>
  <text x="80" y="450" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="34" fill="#ddd6fe">${esc(settings.tagline)} Book a free trial class.</text>
  <g transform="translate(930 250)">
    <rect width="200" height="170" rx="20" fill="#fff"/>
    <rect x="18" y="20" width="90" height="14" rx="7" fill="#7c3aed"/>
    <rect x="118" y="20" width="60" height="14" rx="7" fill="#f59e0b"/>
    <rect x="38" y="50" width="120" height="14" rx="7" fill="#0f766e"/>
    <rect x="38" y="80" width="80" height="14" rx="7" fill="#c4b5fd"/>
    <rect x="128" y="80" width="50" height="14" rx="7" fill="#7c3aed"/>
    <rect x="18" y="110" width="110" height="14" rx="7" fill="#f59e0b"/>
    <circle cx="168" cy="132" r="22" fill="#10b981"/>
    <path d="M158 132l7 7 13-13" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
</svg>`;

async function draw(source, file) {
  const png = await sharp(Buffer.from(source)).png({ palette: true, colours: 96, compressionLevel: 9, effort: 10 }).toBuffer();
  await writeFile(new URL(`../public/${file}`, import.meta.url), png);
  const { width, height } = await sharp(png).metadata();
  console.log(`public/${file}: ${width}x${height}, ${(png.length / 1024).toFixed(1)} KB`);
}

await draw(svg, 'og-image.png');
