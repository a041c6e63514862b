// `npm run messaging -- templates`: prints every WhatsApp template (src/domain/whatsapp/
// templates.ts) in the shape WhatsApp's template manager takes (name, language, category,
// components with {{1}} placeholders, examples and buttons), one JSON document, so the
// school can submit them (Business Manager, or POST /{waba-id}/message_templates each).
import { build } from 'esbuild';
import { join } from 'node:path';
import { root } from './lib/local.mjs';

const usage = 'Usage: npm run messaging -- templates';

const [command] = process.argv.slice(2);
if (command !== 'templates') {
  console.error(usage);
  process.exit(command ? 1 : 0);
}

// The templates are TypeScript in src/domain: bundle them in memory and load the result.
const bundled = await build({
  entryPoints: [join(root, 'src/domain/whatsapp/templates.ts')],
  bundle: true,
  write: false,
  format: 'esm',
  platform: 'node',
  logLevel: 'error',
});
const code = bundled.outputFiles[0].text;
const { templateSubmissions } = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
console.log(JSON.stringify(templateSubmissions(), null, 2));
