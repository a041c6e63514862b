// What the site's build and the functions share about the editors' data files: a file's
// entries in file order, each checked with its zod schema, and one plain line per problem
// naming the file, the entry and the field, written for an editor who is not a programmer:
//   src/content/testimonials.yaml: entry "njeri", field "stars": Too big: expected number to be <=5
import type { z } from 'astro/zod';

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
 * Entries of a data file already read, in file order. A list gives one entry per item (each
 * with an `id`); a mapping gives one entry per key, the key being its id.
 */
export function entriesOf(file: string, doc: unknown): { id: string; data: Raw }[] {
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

/** Every entry of a data file, each checked with `schema`; the first bad one throws. */
export function checkedEntries<T extends z.ZodType>(file: string, doc: unknown, schema: T): z.output<T>[] {
  return entriesOf(file, doc).map(({ id, data }) => checkEntry(file, id, data, schema));
}
