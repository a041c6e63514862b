// How the editors' YAML data files are loaded: Astro's file() loader does the reading and
// storing; this file adds what it lacks. A bad file fails the build with one plain line
// per problem, written for an editor who is not a programmer:
//   src/content/testimonials.yaml: entry "njeri", field "stars": Too big: expected number to be <=5
import { readFile } from 'node:fs/promises';
import yaml from 'js-yaml';
import { z } from 'astro/zod';
import { file, type Loader } from 'astro/loaders';

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
 * An Astro loader for one YAML data file: Astro's own `file()` loader, with two thin layers.
 * Entries keep their file order in `position`, so editors order cards by moving them.
 */
export function yamlFile<T extends z.ZodType>(path: string, schema: T): Loader {
  const parser = (text: string) => readEntries(path, text).map(({ data }) => data);
  const astroFile = file(path, { parser });
  return {
    name: 'school-yaml-file',
    load: async (context) => {
      // Astro's file() only logs bad YAML, a missing id or a twice-used id and builds on with
      // a partial collection; reading the file first makes those stop the build instead.
      readEntries(path, await readFile(path, 'utf8'));
      let position = 0;
      await astroFile.load({
        ...context,
        // Astro's schema error names the collection, not the file an editor opens: say it our way first.
        parseData: async (props) => {
          checkEntry(path, props.id, props.data, schema);
          return { ...(await context.parseData(props)), position: position++ };
        },
      });
    },
  };
}
