// Field builders the content schemas share; the editors' notes ride on each.
import { z } from 'astro/zod';

export const text = (note: string) => z.string().trim().min(1).describe(note);
export const url = (note: string) =>
  z
    .string()
    .refine((v) => v === '#' || v.startsWith('/') || /^https?:\/\//.test(v), 'must be a link: "/page", "https://..." or "#"')
    .describe(note);
export const money = (note: string) => z.number().int().positive().describe(note);

/**
 * An entry's Kiswahili (`sw:`): the same fields, each optional. A field left out shows in
 * English on the /sw/ pages and the build lists it.
 */
export function kiswahili<T extends Record<string, z.ZodType>>(fields: T) {
  const optional = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.optional()])) as {
    [K in keyof T]: z.ZodOptional<T[K]>;
  };
  return z
    .object(optional)
    .strict()
    .optional()
    .describe('Kiswahili text for the /sw/ pages. Leave a field out and the page shows the English one.');
}
