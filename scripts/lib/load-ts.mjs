// Loads a TypeScript module of src/ into a script: bundled in memory by esbuild (already a
// dependency of the functions' build), then imported.
import { build } from 'esbuild';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rawText } from './raw-text.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** `path` is relative to the repository's root, e.g. 'src/messages/whatsapp/templates.ts'. */
export async function loadTs(path) {
  const bundled = await build({
    entryPoints: [join(root, path)],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'error',
    plugins: [rawText],
  });
  const code = bundled.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}
