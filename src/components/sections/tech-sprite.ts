// The technology strip's icons as one SVG sprite, built from tech.yaml at build time.
// Its address carries a hash of its content, so browsers keep it for a year and a new
// icon set is a new address.
import { createHash } from 'node:crypto';
import * as icons from 'simple-icons';
import type { Tech } from '../../content/schemas';

export function techSprite(tech: Tech[]): string {
  const symbols = tech.map(({ id, icon }) => {
    const key = `si${icon.charAt(0).toUpperCase()}${icon.slice(1)}` as keyof typeof icons;
    const mark = icons[key] as { path: string } | undefined;
    if (!mark) throw new Error(`src/content/tech.yaml: entry "${id}": no simple-icons mark named "${icon}".`);
    return `<symbol id="${id}" viewBox="0 0 24 24"><path d="${mark.path}"/></symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}

/** The sprite's address, e.g. /tech-icons.svg?v=1a2b3c4d (served by src/pages/tech-icons.svg.ts). */
export function techSpriteUrl(tech: Tech[]): string {
  return `/tech-icons.svg?v=${createHash('sha256').update(techSprite(tech)).digest('hex').slice(0, 8)}`;
}
