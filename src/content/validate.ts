// Reads the editors' YAML data files and checks every entry against its schema. A bad
// file fails the build with one plain line per problem, written for an editor who is
// not a programmer:
//   src/content/testimonials.yaml: entry "njeri", field "stars": Too big: expected number to be <=5
import { readFile } from 'node:fs/promises';
import yaml from 'js-yaml';
import { z } from 'astro/zod';
import type { Loader } from 'astro/loaders';

export class ContentDataError extends Error {
  override name = 'ContentDataError';
}

type Raw = Record<string, unknown>;

/** One readable line per problem, naming the file, the entry and the field. */
function describeProblems(file: string, entryId: string, error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.join('.') : '(the whole entry)';
    return `${file}: entry "${entryId}", field "${field}": ${issue.message}`;
  });
}

/**
 * Entries of a data file, in file order. A list gives one entry per item (each with an
 * `id`); a mapping gives one entry per key, the key being its id.
 */
export function readEntries(file: string, text: string): { id: string; data: Raw }[] {
  let doc: unknown;
  try {
    doc = yaml.load(text);
  } catch (error) {
    throw new ContentDataError(`${file} is not valid YAML: ${(error as Error).message}`);
  }
  const items: [string | undefined, unknown][] = Array.isArray(doc)
    ? doc.map((item, index) => [undefined, item ?? `(item ${index + 1})`])
    : doc && typeof doc === 'object'
      ? Object.entries(doc)
      : [];
  if (items.length === 0) throw new ContentDataError(`${file} holds no entries.`);
  const seen = new Set<string>();
  return items.map(([key, item], index) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) {
      throw new ContentDataError(`${file}: entry ${index + 1} is not a set of fields.`);
    }
    const data = key === undefined ? { ...(item as Raw) } : { id: key, ...(item as Raw) };
    const id = data.id == null ? '' : String(data.id);
    if (!id) throw new ContentDataError(`${file}: entry ${index + 1}, field "id": every entry needs an id.`);
    if (seen.has(id)) throw new ContentDataError(`${file}: entry "${id}", field "id": this id is used twice.`);
    seen.add(id);
    return { id, data };
  });
}

/** Checks one entry; throws a ContentDataError listing every problem it has. */
export function checkEntry<T extends z.ZodType>(file: string, id: string, data: unknown, schema: T): z.output<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new ContentDataError(['A content file has a mistake:', ...describeProblems(file, id, result.error)].join('\n  '));
}

/**
 * An Astro loader for one YAML data file. Entries keep their file order in `position`,
 * so editors order cards by moving them in the file.
 */
export function yamlFile<T extends z.ZodType>(file: string, schema: T): Loader {
  return {
    name: 'school-yaml-file',
    load: async ({ store, generateDigest, watcher }) => {
      const text = await readFile(file, 'utf8');
      const entries = readEntries(file, text);
      store.clear();
      entries.forEach(({ id, data }, position) => {
        const parsed = checkEntry(file, id, data, schema) as Raw;
        store.set({ id, data: { ...parsed, position }, digest: generateDigest(data) });
      });
      watcher?.add(file);
    },
  };
}
