// The web app manifests, one of each kind per language (components/seo/web-manifest.ts), at
// /app.webmanifest and under each other language's prefix (/sw/app.webmanifest).
import type { APIRoute } from 'astro';
import { languagePaths } from '../../i18n/page-paths';
import { manifestRoutes, manifestResponse } from '../../components/seo/manifest-route';

export const getStaticPaths = () =>
  languagePaths().flatMap(({ params, props }) =>
    manifestRoutes().map((route) => ({ params: { ...params, ...route.params }, props: { ...props, ...route.props } })),
  );
export const GET: APIRoute = ({ props }) => manifestResponse(props.language, props.kind);
