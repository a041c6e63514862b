// The web app manifests in Kiswahili (components/seo/web-manifest.ts).
import type { APIRoute } from 'astro';
import { manifestRoutes, manifestResponse } from '../../components/seo/manifest-route';

export const getStaticPaths = () => manifestRoutes();
export const GET: APIRoute = ({ props }) => manifestResponse('sw', props.kind);
