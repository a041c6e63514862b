// Images editors upload through the form (/admin): where they go, the largest one accepted,
// and the schema of a field holding one. The form's configuration (src/integrations/admin-cms/config.ts)
// and the build's check of the files themselves (./image-files.ts) both read this.
import { z } from 'astro/zod';

/** Where uploads are written in the project, and the address the site serves them from. */
export const UPLOADS = { folder: 'public/uploads', publicPath: '/uploads' } as const;

/** The largest image an editor may upload, in bytes (kilobytes of 1,000 bytes, as the form counts them). */
export const IMAGE_MAX_BYTES = 300_000;

/** A size as the form's notes and the build's messages say it: "300 KB". */
export const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1000)} KB`;

/** JSON Schema key marking an uploaded image field, with its largest size in bytes. */
export const IMAGE_KEY = 'x-image';

/** A field holding an uploaded image's address, e.g. "/uploads/amani.jpg". */
export const uploadedImage = (note: string) =>
  z
    .string()
    .regex(
      new RegExp(`^${UPLOADS.publicPath}/[\\w.-]+\\.(png|jpe?g|webp|avif)$`, 'i'),
      `must be an image uploaded in the form (a .png, .jpg, .webp or .avif file in ${UPLOADS.publicPath}/)`,
    )
    .meta({ description: `${note} At most ${kilobytes(IMAGE_MAX_BYTES)}.`, [IMAGE_KEY]: IMAGE_MAX_BYTES });

type Json = { properties?: Record<string, Json>; anyOf?: Json[]; [IMAGE_KEY]?: number };

/** The fields of an entry schema that hold uploaded images ("photo"), with their limits. */
export function imageFields(schema: z.ZodType): { field: string; maxBytes: number }[] {
  const node = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  return Object.entries(node.properties ?? {}).flatMap(([field, child]) => {
    const image = child[IMAGE_KEY] ?? child.anyOf?.find((option) => option[IMAGE_KEY])?.[IMAGE_KEY];
    return image ? [{ field, maxBytes: image }] : [];
  });
}
