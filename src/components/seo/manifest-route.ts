// What each language's manifest route serves: one file per kind (web-manifest.ts).
import type { Language } from '../../i18n/languages';
import { siteSettings } from '../../content/read';
import { MANIFESTS, webManifest, type ManifestKind } from './web-manifest';

export function manifestRoutes() {
  return (Object.keys(MANIFESTS) as ManifestKind[]).map((kind) => ({ params: { app: MANIFESTS[kind] }, props: { kind } }));
}

export async function manifestResponse(language: Language, kind: ManifestKind): Promise<Response> {
  const { brandName } = await siteSettings();
  return new Response(JSON.stringify(webManifest(language, kind, brandName)), {
    headers: { 'Content-Type': 'application/manifest+json' },
  });
}
