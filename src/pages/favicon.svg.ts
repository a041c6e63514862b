// The site's mark as a file, for what links to it rather than carrying it (components/seo/favicon.ts).
import type { APIRoute } from 'astro';
import { faviconSvg } from '../components/seo/favicon';

export const GET: APIRoute = () => new Response(faviconSvg, { headers: { 'Content-Type': 'image/svg+xml' } });
