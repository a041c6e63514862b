// The offline worker's plugins (src/integrations/offline/kept-copies.ts): a copy is stored with
// the time it was saved, a page served from its copy carries that time on its root element, and
// a query string never makes a copy of its own.
import { describe, expect, it } from 'vitest';
import { keptCopies, noSearch } from '../../../src/integrations/offline/kept-copies';
import { KEPT_AT_ATTRIBUTE, KEPT_AT_HEADER } from '../../../src/domain/offline-names';

type Hook = (options: Record<string, unknown>) => Promise<Response | string | null | undefined>;
const hook = (name: string, plugin: object) => (plugin as Record<string, Hook>)[name]!;
const page = (body: string, init: ResponseInit = {}) =>
  new Response(body, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, ...init });

describe('kept copies', () => {
  it('stores a page with the time it was saved, and only a whole answer', async () => {
    const before = Date.now();
    const stored = (await hook(
      'cacheWillUpdate',
      keptCopies,
    )({ response: page('<html lang="en"><p>hi</p></html>') })) as Response;
    const at = Date.parse(stored.headers.get(KEPT_AT_HEADER)!);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(await stored.text()).toBe('<html lang="en"><p>hi</p></html>');
    expect(await hook('cacheWillUpdate', keptCopies)({ response: page('', { status: 404 }) })).toBeNull();
  });

  it('marks a page served from its copy with that time, and leaves other files as stored', async () => {
    const headers = { 'content-type': 'text/html', [KEPT_AT_HEADER]: '2026-11-29T06:00:00.000Z' };
    const used = (await hook(
      'cachedResponseWillBeUsed',
      keptCopies,
    )({
      cachedResponse: new Response('<!doctype html><html lang="sw"><body>x</body></html>', { headers }),
    })) as Response;
    expect(await used.text()).toBe(
      `<!doctype html><html ${KEPT_AT_ATTRIBUTE}="2026-11-29T06:00:00.000Z" lang="sw"><body>x</body></html>`,
    );
    const calendar = new Response('BEGIN:VCALENDAR', { headers: { 'content-type': 'text/calendar', [KEPT_AT_HEADER]: 'x' } });
    expect(await hook('cachedResponseWillBeUsed', keptCopies)({ cachedResponse: calendar })).toBe(calendar);
  });

  it('keeps one copy per address, whatever its query or fragment', async () => {
    const key = await hook('cacheKeyWillBeUsed', noSearch)({ request: new Request('https://site.example/pricing?utm=x#plans') });
    expect(key).toBe('https://site.example/pricing');
  });
});
