// The web app manifests in English (components/seo/web-manifest.ts); src/pages/sw/ has Kiswahili's.
import type { APIRoute } from 'astro';
import { manifestRoutes, manifestResponse } from '../components/seo/manifest-route';

export const getStaticPaths = () => manifestRoutes();
export const GET: APIRoute = ({ props }) => manifestResponse('en', props.kind);
