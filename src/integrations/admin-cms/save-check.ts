// Loaded by /admin after the CMS script: before a content file is saved, it is checked with the
// build's schemas (./checks.ts) and a file with a mistake is not saved.
import { fileNameOf, problemsOf } from './checks';

interface ImmutableLike {
  get(key: string): unknown;
  toJS?(): unknown;
}
interface SaveEvent {
  entry: ImmutableLike;
}
declare global {
  interface Window {
    CMS?: { registerEventListener(listener: { name: 'preSave'; handler: (event: SaveEvent) => void }): void };
  }
}

const plain = (value: unknown) =>
  value && typeof (value as ImmutableLike).toJS === 'function' ? (value as ImmutableLike).toJS!() : value;

window.CMS?.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => {
    const name = fileNameOf(String(entry.get('path') ?? ''));
    if (!name) return;
    let doc = plain(entry.get('data'));
    // A file that is one list reaches the hook under the list field's name (config.ts names it after the file).
    if (doc && typeof doc === 'object' && !Array.isArray(doc) && Array.isArray((doc as Record<string, unknown>)[name])) {
      doc = (doc as Record<string, unknown>)[name];
    }
    const problems = problemsOf(name, doc);
    if (problems.length === 0) return;
    // Sveltia CMS shows the cause of a "saving_failed" error to the editor; any other error
    // only as "could not save". Pinned with the package's version; tests/e2e/admin.spec.ts checks it.
    throw new Error('saving_failed', { cause: new Error(problems.join('\n')) });
  },
});
