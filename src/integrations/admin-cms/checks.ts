// The editors' form checks a file with the same schemas the build uses before it saves it, so
// a rule a single field cannot state (a period's price against its discount, a twice-used id)
// is refused in the form, naming the entry and the field in the form's own words.
import { contentFiles } from '../../content/files';
import { ContentDataError, entriesOf } from '../../content/entries';
import { labelOf } from './labels';

type FileName = keyof typeof contentFiles;

/** "quarterly.kes" -> "Quarterly › KES"; a list item's index counts from 1. */
function fieldWords(path: readonly PropertyKey[]): string {
  return path.map((part) => (typeof part === 'number' ? `item ${part + 1}` : labelOf(String(part)))).join(' › ');
}

/**
 * The data as the form writes it: it hands an optional field left empty to the check as "" or
 * null, and leaves it out of the file (`omit_empty_optional_fields` in ./config.ts).
 */
function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== '' && field !== null)
      .map(([key, field]) => [key, withoutEmpty(field)]),
  );
}

/**
 * Every problem of a content file's data, one line each, or none. `name` is the file's name
 * in src/content/ without ".yaml"; `doc` its data as the form would save it.
 */
export function problemsOf(name: string, doc: unknown): string[] {
  const file = contentFiles[name as FileName];
  if (!file) return [];
  let entries: ReturnType<typeof entriesOf>;
  try {
    entries = entriesOf(`${file.label}`, withoutEmpty(doc));
  } catch (error) {
    if (error instanceof ContentDataError) return [error.message];
    throw error;
  }
  return entries.flatMap(({ id, data }) => {
    const result = file.schema.safeParse(data);
    if (result.success) return [];
    return result.error.issues.map((issue) => `${file.label}, "${id}": ${fieldWords(issue.path)} ${issue.message}`);
  });
}

/** The file a saving entry belongs to, from its path ("src/content/plans.yaml" -> "plans"). */
export function fileNameOf(path: string): string | undefined {
  return /^src\/content\/([\w-]+)\.yaml$/.exec(path)?.[1];
}
