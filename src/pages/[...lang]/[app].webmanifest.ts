// The web app manifests, one of each kind per language (components/seo/web-manifest.ts), at
// /app.webmanifest and under each other language's prefix (/sw/app.webmanifest).
import type { APIRoute } from 'astro';
import { languagePaths } from '../../i18n/page-paths';
import { siteSettings } from '../../content/read';
import { MANIFESTS, webManifest, type ManifestKind } from '../../components/seo/web-manifest';

export const getStaticPaths = () =>
  languagePaths().flatMap(({ params, props }) =>
    (Object.keys(MANIFESTS) as ManifestKind[]).map((kind) => ({
      params: { ...params, app: MANIFESTS[kind] },
      props: { ...props, kind },
    })),
  );

export const GET: APIRoute = async ({ props }) => {
  const { brandName } = await siteSettings();
  return new Response(JSON.stringify(webManifest(props.language, props.kind, brandName)), {
    headers: { 'Content-Type': 'application/manifest+json' },
  });
};
