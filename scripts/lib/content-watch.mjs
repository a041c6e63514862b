// `npm start` rebuilds the site when an editor saves: the editors' form (/admin, "Work with
// Local Repository") writes src/content/ and public/ in this checkout, and this watcher runs
// the build a moment later, so the change shows on the local site without a restart.
import { watch } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Calls `rebuild(changed)` once after a burst of changes under `dirs` (a save writes a file in
 * several steps), and once more after a rebuild if something changed while it ran. Returns
 * a function that stops watching.
 * @param {{ dirs: string[], rebuild: (changed: string[]) => Promise<void>, quietMs?: number, log?: (line: string) => void }} options
 */
export function watchContent({ dirs, rebuild, quietMs = 300, log = console.log }) {
  /** @type {Set<string>} */
  let changed = new Set();
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  let running = false;

  const start = async () => {
    timer = undefined;
    if (running || changed.size === 0) return;
    running = true;
    const files = [...changed];
    changed = new Set();
    try {
      await rebuild(files);
    } catch (error) {
      log(`! The rebuild failed: ${/** @type {Error} */ (error).message}`);
    } finally {
      running = false;
      if (changed.size > 0) timer = setTimeout(start, quietMs);
    }
  };

  const watchers = dirs.map((dir) =>
    watch(dir, { recursive: true }, (_event, name) => {
      if (!name) return;
      changed.add(relative(process.cwd(), join(dir, String(name))));
      clearTimeout(timer);
      timer = setTimeout(start, quietMs);
    }),
  );
  return () => {
    clearTimeout(timer);
    for (const watcher of watchers) watcher.close();
  };
}
