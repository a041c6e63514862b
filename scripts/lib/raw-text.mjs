// esbuild's reading of `import text from './file?raw'`: the file's text, as Vite reads it for the
// site, so a module shared with the functions (src/styles/tokens.ts) builds in both.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export const rawText = {
  name: 'raw-text',
  setup(b) {
    b.onResolve({ filter: /\?raw$/ }, (args) => ({
      path: path.resolve(args.resolveDir, args.path.slice(0, -'?raw'.length)),
      namespace: 'raw-text',
    }));
    b.onLoad({ filter: /.*/, namespace: 'raw-text' }, async (args) => ({
      contents: await readFile(args.path, 'utf8'),
      loader: 'text',
      watchFiles: [args.path],
    }));
  },
};
