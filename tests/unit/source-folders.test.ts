// src/'s top folders import one another one way: no folder cycle between domain, messages, i18n, islands,
// components, pages, layouts, services, content and integrations, and none between islands/'s
// own files and islands/dashboard/. The graph is read as functions/src's is (import-graph.ts),
// .astro files with it. Some folder imports still close a cycle today: each is named below
// with why, must still exist (drop it from the list once it is gone), and no other may appear.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, folderGraph, graphOf, readGraph, type Graph } from './functions/import-graph';

const root = path.resolve(import.meta.dirname, '../../src');

const FOLDERS = [
  'domain',
  'messages',
  'i18n',
  'islands',
  'components',
  'pages',
  'layouts',
  'services',
  'content',
  'integrations',
];

/** Folder imports that close a cycle today, each a debt to pay (from -> to: why it is still there). */
const STILL_CLOSING: Record<string, string> = {
  // The request schemas (domain/requests/) take their words and import no catalogue. Still reading it:
  // the rules they build on (request.ts, booking.ts, slot-choice.ts, email.ts, payment.ts, inbox.ts,
  // verification.ts, classes/request.ts, credits/request.ts), typed by the catalogue's areas with
  // English defaults, and stored records typed by Language (stored/bookings.ts, stored/waitlist.ts,
  // payment-record.ts). Rule texts, cards and the language list's other users import none of it.
  'domain -> i18n':
    "the rules the request schemas build on take the catalogue's words (typed by its areas, English defaults); stored records are typed by Language",
};

/** The folder graph of src/, between the top folders only (files at src/'s top aside). */
function topFolders(graph: Graph): Graph {
  const folders = folderGraph(graph);
  for (const name of [...folders.keys()]) if (!FOLDERS.includes(name)) folders.delete(name);
  for (const targets of folders.values()) for (const t of [...targets]) if (!FOLDERS.includes(t)) targets.delete(t);
  return folders;
}

/** The files that make one folder import: `from/x -> to/y`. */
function filesOf(graph: Graph, edge: string): string[] {
  const [from, to] = edge.split(' -> ') as [string, string];
  return [...graph].flatMap(([file, targets]) =>
    file.startsWith(`${from}/`) ? [...targets].filter((t) => t.startsWith(`${to}/`)).map((t) => `${file} -> ${t}`) : [],
  );
}

/** islands/'s own files and islands/dashboard/'s, as two nodes. */
function islandParts(graph: Graph): Graph {
  const part = (file: string) =>
    file.startsWith('islands/dashboard/') ? 'islands/dashboard' : /^islands\/[^/]+$/.test(file) ? 'islands' : null;
  const parts: Graph = new Map([
    ['islands', new Set()],
    ['islands/dashboard', new Set()],
  ]);
  for (const [file, targets] of graph) {
    const from = part(file);
    if (!from) continue;
    for (const t of targets) {
      const to = part(t);
      if (to && to !== from) parts.get(from)!.add(to);
    }
  }
  return parts;
}

describe('the folder checks', () => {
  it('name a cycle between top folders, and one between islands/ and islands/dashboard/', () => {
    const graph = graphOf(
      new Map(
        Object.entries({
          'domain/mail': "import '../i18n/en/mail';",
          'i18n/en/mail': "import { price } from '../../domain/pricing';",
          'domain/pricing': '',
          'islands/Dashboard': "import './dashboard/List';",
          'islands/dashboard/List': "import '../Card.tsx';",
          'islands/Card': '',
        }),
      ),
    );
    expect(cycles(topFolders(graph))).toEqual(['domain -> i18n -> domain']);
    expect(filesOf(graph, 'domain -> i18n')).toEqual(['domain/mail -> i18n/en/mail']);
    expect(cycles(islandParts(graph))).toEqual(['islands -> islands/dashboard -> islands']);
  });
});

describe('src/', () => {
  const graph = readGraph(root);
  const folders = topFolders(graph);

  it('is read whole, .astro pages with it', () => {
    expect(folders.get('pages')?.has('layouts')).toBe(true);
    expect(folders.get('islands')?.has('services')).toBe(true);
  });

  it('has no folder cycle but the ones named, each of which still exists', () => {
    for (const edge of Object.keys(STILL_CLOSING)) {
      expect(filesOf(graph, edge), `${edge} is gone: drop it from STILL_CLOSING`).not.toEqual([]);
      const [from, to] = edge.split(' -> ') as [string, string];
      folders.get(from)?.delete(to);
    }
    const found = cycles(folders).map((c) => {
      const hops = c.split(' (')[0]!.split(' -> ');
      const files = hops.slice(1).flatMap((to, i) => filesOf(graph, `${hops[i]} -> ${to}`).slice(0, 3));
      return `${c}: ${files.join('; ')}`;
    });
    expect(found).toEqual([]);
  });

  it('has no cycle between islands/ and islands/dashboard/', () => {
    const found = cycles(islandParts(graph)).map((c) =>
      [...filesOf(graph, 'islands -> islands/dashboard'), ...filesOf(graph, 'islands/dashboard -> islands')]
        .filter((f) => /^islands\/(dashboard\/)?[^/]+ -> islands\/(dashboard\/)?[^/]+$/.test(f))
        .join('; ')
        .concat(` (${c})`),
    );
    expect(found).toEqual([]);
  });
});
