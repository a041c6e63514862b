// The web app manifest a page links, in its language: what a phone shows when the site is
// installed. Two per language (src/pages/[...lang]/[app].webmanifest.ts): the family's
// opens on /dashboard, the public one on the landing page; offline-chrome.ts links the family's
// on a device that has signed in, since a manifest is a static file and cannot ask.
import type { Language } from '../../i18n/languages';
import { localePath } from '../../i18n/languages';
import { catalogueIn } from '../../i18n/catalogues';
import { MANIFESTS } from '../../domain/offline-names';
import { APP_ICONS } from './app-icons';
import { THEME_COLOUR } from './theme-colour';

export { THEME_COLOUR };

export { MANIFESTS };
export type ManifestKind = keyof typeof MANIFESTS;

/** The address of the `kind` manifest in `language`. */
export function manifestPath(language: Language, kind: ManifestKind = 'public'): string {
  return localePath(`/${MANIFESTS[kind]}.webmanifest`, language);
}

export function webManifest(language: Language, kind: ManifestKind, brand: string): object {
  const words = catalogueIn(language).offline.manifest;
  return {
    // One id for both starts and every language: it is one app, whichever page installed it.
    id: '/',
    name: words.name(brand),
    short_name: brand,
    description: words.description(brand),
    lang: language,
    start_url: localePath(kind === 'family' ? '/dashboard' : '/', language),
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOUR,
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ...APP_ICONS.map((icon) => ({
        src: `/${icon.file}`,
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
        purpose: icon.maskable ? 'maskable' : 'any',
      })),
    ],
  };
}
