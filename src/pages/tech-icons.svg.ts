// The technology strip's icons as one cached SVG sprite, built from tech.yaml at build time,
// so the landing page HTML stays small (each <li> only carries a <use href="#slug">).
import type { APIRoute } from 'astro';
import * as icons from 'simple-icons';
import { entries } from '../content/read';

export const GET: APIRoute = async () => {
  const tech = await entries('tech');
  const symbols = tech.map(({ id, icon }) => {
    const key = `si${icon.charAt(0).toUpperCase()}${icon.slice(1)}` as keyof typeof icons;
    const mark = icons[key] as { path: string } | undefined;
    if (!mark) throw new Error(`src/content/tech.yaml: entry "${id}": no simple-icons mark named "${icon}".`);
    return `<symbol id="${id}" viewBox="0 0 24 24"><path d="${mark.path}"/></symbol>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
  return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
};
