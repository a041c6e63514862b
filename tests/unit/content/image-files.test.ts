// Uploaded images (src/content/images.ts): the schema states which fields hold one and the
// largest size, the form is configured from it, and the build refuses a file that is missing
// or over the limit, naming the file, the entry and the field (src/content/image-files.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'astro/zod';
import { afterAll, describe, expect, it } from 'vitest';
import { checkImageFiles } from '../../../src/content/image-files';
import { imageFields, uploadedImage } from '../../../src/content/images';
import { formFields } from '../../../src/integrations/admin-cms/config';

const root = mkdtempSync(path.join(tmpdir(), 'image-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
mkdirSync(path.join(root, 'public/uploads'), { recursive: true });

const limit = 2000;
const schema = z.object({
  id: z.string(),
  photo: uploadedImage('A photo.').meta({ 'x-image': limit }).optional(),
  colour: z.string(),
});
const file = 'src/content/people.yaml';
const entry = (photo?: string) => [{ id: 'amani', data: { id: 'amani', colour: '#000000', ...(photo ? { photo } : {}) } }];

describe('an uploaded image field', () => {
  it('is known by its schema, with its limit, and is an image upload in the form', () => {
    expect(imageFields(schema)).toEqual([{ field: 'photo', maxBytes: limit }]);
    const photo = formFields(schema).find((field) => field.name === 'photo');
    expect(photo).toMatchObject({ widget: 'image', required: false });
    expect(photo?.media_libraries).toMatchObject({ default: { config: { max_file_size: limit } } });
  });

  it('accepts an entry without a photo and a file within the limit', () => {
    writeFileSync(path.join(root, 'public/uploads/small.png'), Buffer.alloc(limit));
    expect(() => checkImageFiles(file, entry(), schema, root)).not.toThrow();
    expect(() => checkImageFiles(file, entry('/uploads/small.png'), schema, root)).not.toThrow();
  });

  it('refuses a file over the limit, naming the file, the entry and the field', () => {
    writeFileSync(path.join(root, 'public/uploads/large.png'), Buffer.alloc(limit + 1));
    expect(() => checkImageFiles(file, entry('/uploads/large.png'), schema, root)).toThrow(
      'src/content/people.yaml: entry "amani", field "photo": the image public/uploads/large.png is 3 KB, larger than the 2 KB limit',
    );
  });

  it('refuses a photo whose file is not there', () => {
    expect(() => checkImageFiles(file, entry('/uploads/gone.png'), schema, root)).toThrow(
      'src/content/people.yaml: entry "amani", field "photo": the image public/uploads/gone.png does not exist',
    );
  });

  it('is an address in the uploads folder, never another site', () => {
    expect(schema.safeParse({ id: 'a', colour: '#000000', photo: 'https://example.com/a.png' }).success).toBe(false);
    expect(schema.safeParse({ id: 'a', colour: '#000000', photo: '/uploads/../secret.png' }).success).toBe(false);
    expect(schema.safeParse({ id: 'a', colour: '#000000', photo: '/uploads/amani-otieno.webp' }).success).toBe(true);
  });
});
