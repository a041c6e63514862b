// The import graph of a source tree (functions/src, scripts), read with the TypeScript compiler's own import scanner
// (imports, `import type`, re-exports and dynamic imports alike), and the house's rules over
// it: no import cycle between files or between folders, the shared rooms import no feature,
// and a feature imports only another feature's public modules.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** File path (relative to the source root, without `.ts`) → the files it imports there. */
export type Graph = Map<string, Set<string>>;

/** Source endings a graph reads, and strips from its keys and from the specifiers it resolves. */
const endings = /\.(ts|tsx|mjs|js|astro)$/;

/** Reads every source file under `root` (declaration files aside); imports outside `root` are left out. */
export function readGraph(root: string): Graph {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(full);
      } else if (endings.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        files.set(path.relative(root, full).replace(endings, '').split(path.sep).join('/'), readFileSync(full, 'utf8'));
      }
    }
  };
  walk(root);
  return graphOf(files);
}

/** The graph of in-memory sources, keyed by path without `.ts`: `{'a/x': "import '../b/y'"}`. */
export function graphOf(files: Map<string, string>): Graph {
  const graph: Graph = new Map();
  for (const [file, source] of files) {
    const targets = new Set<string>();
    for (const { fileName } of ts.preProcessFile(source, true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = path.posix.join(path.posix.dirname(file), fileName).replace(endings, '');
      if (files.has(target)) targets.add(target);
      else if (files.has(`${target}/index`)) targets.add(`${target}/index`);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** A file's folder: its first path segment, or `.` for the files at the top (index.ts). */
export const folderOf = (file: string): string => (file.includes('/') ? file.slice(0, file.indexOf('/')) : '.');

/** The folder graph: an edge wherever a file of one folder imports a file of another. */
export function folderGraph(graph: Graph): Graph {
  const folders: Graph = new Map();
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    if (!folders.has(from)) folders.set(from, new Set());
    for (const target of targets) if (folderOf(target) !== from) folders.get(from)!.add(folderOf(target));
  }
  return folders;
}

/**
 * Every import cycle, one per strongly connected group of nodes (Tarjan's algorithm), each
 * written as one path around it, `a -> b -> a`, followed by the whole group when more nodes
 * are caught in it. A node that imports itself is a cycle too.
 */
export function cycles(graph: Graph): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length < 2 && !graph.get(node)?.has(node)) return;
    const around = pathAround(graph, new Set(group));
    const others = around.split(' -> ').length - 1 < group.length ? ` (all of ${group.sort().join(', ')})` : '';
    found.push(around + others);
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

/** One closed path through a strongly connected group, from its first member in order. */
function pathAround(graph: Graph, group: Set<string>): string {
  const start = [...group].sort()[0]!;
  // Breadth-first from start's successors back to start, staying inside the group.
  const from = new Map<string, string>();
  const queue = [...(graph.get(start) ?? [])].filter((n) => group.has(n)).sort();
  for (const n of queue) from.set(n, start);
  while (queue.length && !from.has(start)) {
    const node = queue.shift()!;
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      if (group.has(next) && !from.has(next)) {
        from.set(next, node);
        queue.push(next);
      }
    }
  }
  const around = [start];
  for (let node = from.get(start)!; node !== start; node = from.get(node)!) around.unshift(node);
  return [start, ...around].join(' -> ');
}

export interface Layout {
  /** Folders every feature may use, which themselves import no feature (platform, notices...). */
  rooms: readonly string[];
  /** Per feature folder, the modules other features may import (file names without `.ts`). */
  publicModules: Readonly<Record<string, readonly string[]>>;
}

/**
 * Imports that break the layout: a room importing a feature, or a feature importing a module
 * of another feature that is not among its public ones. The top files (index.ts) may import
 * anything: they wire the features together.
 */
export function layoutBreaches(graph: Graph, layout: Layout): string[] {
  const breaches: string[] = [];
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    if (from === '.') continue;
    for (const target of targets) {
      const to = folderOf(target);
      if (to === from) continue;
      if (to === '.') breaches.push(`${file} -> ${target} (the top files import features, not the other way)`);
      else if (layout.rooms.includes(from) && !layout.rooms.includes(to)) {
        breaches.push(`${file} -> ${target} (${from}/ is shared and imports no feature)`);
      } else if (!layout.rooms.includes(to) && !(layout.publicModules[to] ?? []).includes(target.slice(to.length + 1))) {
        breaches.push(`${file} -> ${target} (not one of ${to}/'s public modules)`);
      }
    }
  }
  return breaches.sort();
}
