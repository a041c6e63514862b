// Which paths a doc names, and which of them the repository lacks. A doc names a path in a
// relative link (`[mail.md](mail.md)`) or in backticks: a token that starts with one of the
// repository's top-level folders (`src/domain/pricing.ts`, `tests/e2e/`) must exist from the
// root; any other token ending in a source or data extension (`bookings/manage-request.ts`,
// `settings.yaml`) must be the end of some file's path. Placeholders (`<route>`, `{uid}`),
// globs, URLs and routes (`/api/book`), Firestore collections (`slots/`) and what
// .gitignore keeps out of the repository (`reports/`, `functions/.secret.local`) are not checked.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const EXTENSIONS = /\.(ts|tsx|js|mjs|cjs|json|ya?ml|md|astro|css|html|svg|rules)$/;
const LINK = /\[[^\]]*\]\(([^)\s]+)\)/g;
const CODE = /`([^`\n]+)`/g;

export interface Repository {
  root: string;
  /** The top-level folders a rooted path may start with. */
  folders: Set<string>;
  /** Every file's path from the root, with `/` between folders. */
  files: string[];
  ignored: (relative: string) => boolean;
}

export interface MissingPath {
  doc: string;
  line: number;
  path: string;
}

/** .gitignore's patterns as a test: a name without a slash matches at any depth; `*` within one name. */
function ignoreTest(root: string): (relative: string) => boolean {
  const file = path.join(root, '.gitignore');
  const patterns = (existsSync(file) ? readFileSync(file, 'utf8') : '')
    .split('\n')
    .map((l) => l.trim().replace(/\/$/, ''))
    .filter((l) => l && !l.startsWith('#') && !l.startsWith('!'))
    .map((p) => {
      const body = p
        .replace(/^\//, '')
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '[^/]*');
      return new RegExp(p.includes('/') ? `^${body}(/|$)` : `(^|/)${body}(/|$)`);
    });
  return (relative) => patterns.some((re) => re.test(relative));
}

/** Reads the repository's layout once: its folders and files, leaving out what git ignores. */
export function readRepository(root: string): Repository {
  const ignored = ignoreTest(root);
  const files: string[] = [];
  const folders = new Set<string>();
  const walk = (relative: string) => {
    for (const name of readdirSync(path.join(root, relative))) {
      const child = relative ? `${relative}/${name}` : name;
      if (name === '.git' || ignored(child)) continue;
      if (statSync(path.join(root, child)).isDirectory()) {
        if (!relative) folders.add(name);
        walk(child);
      } else files.push(child);
    }
  };
  walk('');
  return { root, folders, files, ignored };
}

/** The token as a repository path to check, or null when it names something else. */
function pathOf(token: string, repo: Repository): { rooted: boolean; path: string } | null {
  const t = token.replace(/:\d+(:\d+)?$/, '');
  if (/[\s<>{}*?…:=$]/.test(t) || t.startsWith('/')) return null;
  const first = t.split('/')[0] ?? '';
  if (t.includes('/') && repo.folders.has(first)) return { rooted: true, path: t };
  if (EXTENSIONS.test(t)) return { rooted: false, path: t };
  return null;
}

function exists(p: { rooted: boolean; path: string }, repo: Repository): boolean {
  if (repo.ignored(p.path.replace(/\/$/, ''))) return true;
  if (p.rooted) return existsSync(path.join(repo.root, p.path));
  return repo.files.some((f) => f === p.path || f.endsWith(`/${p.path}`));
}

/** Every path `text` (the doc at `doc`, from the root) names that the repository lacks. */
export function missingPaths(doc: string, text: string, repo: Repository): MissingPath[] {
  const missing: MissingPath[] = [];
  let fenced = false;
  text.split('\n').forEach((content, index) => {
    const line = index + 1;
    if (/^\s*```/.test(content)) fenced = !fenced;
    if (fenced) return;
    for (const [, target = ''] of content.matchAll(LINK)) {
      if (/^[a-z]+:/i.test(target) || target.startsWith('#')) continue;
      const file = target.split('#')[0] ?? '';
      const relative = path.posix.normalize(path.posix.join(path.posix.dirname(doc), file));
      if (!existsSync(path.join(repo.root, relative))) missing.push({ doc, line, path: target });
    }
    for (const [, token = ''] of content.matchAll(CODE)) {
      const p = pathOf(token, repo);
      if (p && !exists(p, repo)) missing.push({ doc, line, path: token });
    }
  });
  return missing;
}
