// src/services/api.ts says it is the one way the browser calls the site's functions: no other
// module of the site calls fetch itself. The only exceptions are the inline head scripts of
// the two pages that start their request before any module arrives (api.ts names them).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../src/services/api';
import { pathLanguage } from '../../../src/i18n/languages';

const root = path.resolve(import.meta.dirname, '../../..');
const inlineHeadScripts = ['src/components/ui/EarlySession.astro', 'src/pages/[...lang]/manage.astro'];

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.(ts|tsx|astro|js|mjs)$/.test(entry.name) ? [relative] : [];
  });
}

/** The files of src/ that call fetch (a call, not a word in a comment or a name like fetchAvailability). */
function fetchCallers(files: Record<string, string>): string[] {
  return Object.entries(files)
    .filter(([, text]) => text.split('\n').some((line) => !/^\s*(\/\/|\*|\/\*)/.test(line) && /(^|[^\w.])fetch\(/.test(line)))
    .map(([file]) => file);
}

describe('the one way to call the functions', () => {
  it('finds a module calling fetch, and not a comment or a longer name', () => {
    expect(
      fetchCallers({
        'a.ts': "const res = await fetch('/api/message', { method: 'POST' });",
        'b.ts': '// posts with fetch(url) like the others\nfetchAvailability(date);\nwindow.prefetch();',
      }),
    ).toEqual(['a.ts']);
  });

  it('leaves fetch to src/services/api.ts and the inline head scripts api.ts names', () => {
    const files = Object.fromEntries(sourceFiles('src').map((file) => [file, readFileSync(path.join(root, file), 'utf8')]));
    expect(fetchCallers(files).sort()).toEqual(['src/services/api.ts', ...inlineHeadScripts].sort());
    for (const page of inlineHeadScripts) expect(files['src/services/api.ts']).toContain(page.replace('src/', ''));
  });
});

describe('the language of a request', () => {
  // The page's language is its <html lang>, as BaseLayout writes it from the address.
  const sent = async (pathname: string, init: Parameters<typeof callApi>[1]) => {
    const bodies: unknown[] = [];
    vi.stubGlobal('document', { documentElement: { lang: pathLanguage(pathname).language } });
    vi.stubGlobal('fetch', async (_url: string, request: RequestInit) => {
      bodies.push(request.body === undefined ? undefined : JSON.parse(String(request.body)));
      return new Response('{}', { status: 200 });
    });
    try {
      await callApi('/api/book', init);
    } finally {
      vi.unstubAllGlobals();
    }
    return bodies[0];
  };

  it('sends the page’s language in every JSON body, or the one the caller names', async () => {
    expect(await sent('/sw/book-class', { body: { a: 1 } })).toEqual({ a: 1, language: 'sw' });
    expect(await sent('/book-class', { body: { a: 1 } })).toEqual({ a: 1, language: 'en' });
    expect(await sent('/book-class', { body: { a: 1 }, language: 'sw' })).toEqual({ a: 1, language: 'sw' });
    expect(await sent('/sw/dashboard', {})).toBeUndefined();
  });

  it('sends English from a page whose <html> names no language', async () => {
    let body: unknown;
    vi.stubGlobal('document', { documentElement: { lang: '' } });
    vi.stubGlobal('fetch', async (_url: string, request: RequestInit) => {
      body = JSON.parse(String(request.body));
      return new Response('{}', { status: 200 });
    });
    try {
      await callApi('/api/book', { body: { a: 1 } });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(body).toEqual({ a: 1, language: 'en' });
  });

  it('keeps a language the body names itself (a family choosing the language of its messages)', async () => {
    expect(await sent('/manage', { body: { action: 'language', language: 'sw' } })).toEqual({
      action: 'language',
      language: 'sw',
    });
    expect(await sent('/sw/manage', { body: { action: 'language', language: 'en' } })).toEqual({
      action: 'language',
      language: 'en',
    });
  });
});
