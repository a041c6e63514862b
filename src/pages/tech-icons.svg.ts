// The technology strip's icons as one cached SVG sprite (see components/sections/tech-sprite.ts),
// so the landing page HTML stays small (each <li> only carries a <use href>).
import type { APIRoute } from 'astro';
import { entries } from '../content/read';
import { techSprite } from '../components/sections/tech-sprite';

export const GET: APIRoute = async () =>
  new Response(techSprite(await entries('tech')), { headers: { 'Content-Type': 'image/svg+xml' } });
