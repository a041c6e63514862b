// The build's check of uploaded images themselves: a field may name only a file that is in
// public/ and within the limit its schema states (./images.ts). The form refuses a larger
// upload before saving; this stops one copied in by hand, naming the file, entry and field.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'astro/zod';
import { ContentDataError } from './entries';
import { imageFields, kilobytes } from './images';

/** Throws a ContentDataError for each image field of `entries` whose file is missing or too large. */
export function checkImageFiles(
  file: string,
  entries: { id: string; data: Record<string, unknown> }[],
  schema: z.ZodType,
  root = '.',
) {
  const fields = imageFields(schema);
  const problems = entries.flatMap(({ id, data }) =>
    fields.flatMap(({ field, maxBytes }) => {
      const value = data[field];
      if (typeof value !== 'string' || value === '') return [];
      const where = `${file}: entry "${id}", field "${field}"`;
      const size = statSync(join(root, 'public', value), { throwIfNoEntry: false })?.size;
      if (size === undefined) return [`${where}: the image public${value} does not exist`];
      if (size > maxBytes) {
        return [`${where}: the image public${value} is ${kilobytes(size)}, larger than the ${kilobytes(maxBytes)} limit`];
      }
      return [];
    }),
  );
  if (problems.length) throw new ContentDataError(['A content file has a mistake:', ...problems].join('\n  '));
}
