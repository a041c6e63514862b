// How the editors' YAML data files are loaded: Astro's file() loader does the reading and
// storing; this file adds what it lacks. A bad file fails the build with one plain line
// per problem (src/content/entries.ts, which the functions share).
import { readFile } from 'node:fs/promises';
import type { z } from 'astro/zod';
import { file, type Loader } from 'astro/loaders';
import yaml from 'js-yaml';
import { ContentDataError, checkEntry, entriesOf } from './entries';
import { checkImageFiles } from './image-files';

export { ContentDataError, checkEntry } from './entries';

/** Entries of a data file's text, in file order (see entriesOf). */
export function readEntries(file: string, text: string): ReturnType<typeof entriesOf> {
  let doc: unknown;
  try {
    doc = yaml.load(text);
  } catch (error) {
    throw new ContentDataError(`${file} is not valid YAML: ${(error as Error).message}`);
  }
  return entriesOf(file, doc);
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
      const entries = readEntries(path, await readFile(path, 'utf8'));
      let position = 0;
      await astroFile.load({
        ...context,
        // Astro's schema error names the collection, not the file an editor opens: say it our way first.
        parseData: async (props) => {
          checkEntry(path, props.id, props.data, schema);
          return { ...(await context.parseData(props)), position: position++ };
        },
      });
      // Uploaded images are files beside the data: each one named must exist and keep its limit.
      checkImageFiles(path, entries, schema);
    },
  };
}
