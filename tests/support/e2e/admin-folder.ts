// The editors' form (/admin) working on a local folder, as "Work with Local Repository" does:
// an origin-private folder holding a throwaway copy of src/content/, handed to Sveltia CMS in
// place of the folder picker. Shared by tests/e2e/admin*.spec.ts.
import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';

const contentDir = new URL('../../../src/content/', import.meta.url);

/** The checkout's content files by name ("plans.yaml"), as the copy starts them. */
export const contentFiles: Record<string, string> = Object.fromEntries(
  readdirSync(contentDir)
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => [name, readFileSync(new URL(name, contentDir), 'utf8')]),
);

/** A content file's text as the checkout has it. */
export function contentText(name: string): string {
  const text = contentFiles[name];
  if (text === undefined) throw new Error(`src/content/${name} is missing`);
  return text;
}

/** Every request leaving 127.0.0.1 fails (and is listed): /admin must work with no network. */
export async function offline(page: Page): Promise<string[]> {
  const foreign: string[] = [];
  await page.context().route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      foreign.push(route.request().url());
      return route.abort('internetdisconnected');
    },
  );
  return foreign;
}

/** The CMS's folder picker answers with an origin-private folder holding the content copy. */
export async function withLocalFolder(page: Page) {
  await page.addInitScript((files: Record<string, string>) => {
    const repo = async () => (await navigator.storage.getDirectory()).getDirectoryHandle('repo', { create: true });
    /** The folder at `path` ("src/content") under the copy's root. */
    const folder = async (path: string, create = false) => {
      let dir = await repo();
      for (const part of path.split('/')) dir = await dir.getDirectoryHandle(part, { create });
      return dir;
    };
    Object.assign(window, {
      showDirectoryPicker: async () => {
        const dir = await repo();
        // The CMS wants the root of a git checkout.
        await dir.getDirectoryHandle('.git', { create: true });
        const content = await folder('src/content', true);
        for (const [name, text] of Object.entries(files)) {
          const writable = await (await content.getFileHandle(name, { create: true })).createWritable();
          await writable.write(text);
          await writable.close();
        }
        return dir;
      },
      readLocalFile: async (path: string, binary: boolean) => {
        // A read that meets the form's write of the same file fails (the file is locked or
        // briefly absent): read again once the write is done.
        for (let attempt = 0; ; attempt++) {
          try {
            const parts = path.split('/');
            const name = parts.pop()!;
            const file = await (await (await folder(parts.join('/'))).getFileHandle(name)).getFile();
            return binary ? Array.from(new Uint8Array(await file.arrayBuffer())) : await file.text();
          } catch (error) {
            const passing = ['NotReadableError', 'NotFoundError'].includes((error as Error).name);
            if (attempt >= 30 || !passing) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      },
    });
  }, contentFiles);
}

type LocalReader = { readLocalFile(path: string, binary: boolean): Promise<string | number[]> };

/** A file of the local folder, by its path from the folder's root ("src/content/plans.yaml"). */
export const readLocalFile = (page: Page, path: string) =>
  page.evaluate((p) => (window as unknown as LocalReader).readLocalFile(p, false), path) as Promise<string>;

/** A content file of the local folder ("plans.yaml"), as the form saved it. */
export const readContentFile = (page: Page, name: string) => readLocalFile(page, `src/content/${name}`);

/** A binary file of the local folder (an uploaded image). */
export const readLocalBytes = async (page: Page, path: string) =>
  Buffer.from((await page.evaluate((p) => (window as unknown as LocalReader).readLocalFile(p, true), path)) as number[]);

/** Opens /admin on the local folder and one collection's file ("Plans and prices"). */
export async function openCollection(page: Page, label: string) {
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  await page.getByRole('treeitem', { name: label }).click();
  await page.getByRole('row', { name: label }).click();
}

/** A PNG of `size` pixels square: flat orange, or noise (which does not compress, so the file is large). */
export function png(size: number, noise = false): Buffer {
  const row = (y: number) =>
    Buffer.concat([Buffer.from([0]), noise ? randomBytes(size * 3) : Buffer.alloc(size * 3, y % 2 ? 0xc2 : 0xc4)]);
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const pixels = Buffer.concat(Array.from({ length: size }, (_, y) => row(y)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
