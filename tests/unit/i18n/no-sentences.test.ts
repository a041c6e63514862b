// src/domain and functions/src hold rules, and src/messages templates, not words: a sentence a family, mentor or staff member
// reads lives in src/i18n/<language>/. This reads every string literal there (comments aside)
// and fails on one that holds three words of letters in a row, outside what is not read by
// them: log lines and thrown errors are for engineers and may stay English, and ids, CSS,
// headers and paths are not words.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../../..');
const ROOTS = ['src/domain', 'src/messages', 'functions/src'];

/** Three words of letters in a row, the first maybe capitalised: "the class starts", "Trial class starts". */
const SENTENCE = /\b[A-Za-z][a-z]+ [a-z]{2,} [a-z]{2,}\b/;

/** Calls whose texts are for engineers, not readers: logs, errors, and the deployment params' descriptions. */
const FOR_ENGINEERS =
  /^(console|logger)\.\w+$|^(Error|TypeError|RangeError|ContentDataError|HttpsError)$|^define(String|Secret|Int|Boolean|List)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(repo, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [rel] : [];
  });
}

/** The callee's name of the call or `new` a node sits in, nearest first. */
function enclosingCallees(node: ts.Node, file: ts.SourceFile): string[] {
  const names: string[] = [];
  for (let at = node.parent; at; at = at.parent) {
    if (ts.isCallExpression(at) || ts.isNewExpression(at)) names.push(at.expression.getText(file));
    if (ts.isThrowStatement(at)) names.push('Error');
  }
  return names;
}

/** Each sentence a file's string literals hold, with its line: `12: "the class starts"`. */
export function sentencesIn(source: string, name = 'x.ts'): string[] {
  const file = ts.createSourceFile(name, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    const text =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
        ? node.text
        : ts.isTemplateExpression(node)
          ? [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join('${}')
          : null;
    if (text !== null && SENTENCE.test(text) && !enclosingCallees(node, file).some((c) => FOR_ENGINEERS.test(c))) {
      found.push(`${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}: ${JSON.stringify(text.slice(0, 80))}`);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('the sentence finder', () => {
  it('finds words a reader reads, not logs, errors, comments or ids', () => {
    const source = [
      '// a comment says what it likes',
      "import { x } from '../three word path';",
      "const a = 'Your class starts soon';",
      'const b = `Hello ${name}, the class moved`;',
      "logger.warn('the sender failed twice', { id });",
      "throw new Error('settings yaml is missing');",
      "const id = 'trial-booked-notice';",
      "const css = 'font-weight: 700; color: #333';",
    ].join('\n');
    expect(sentencesIn(source)).toEqual(['3: "Your class starts soon"', '4: "Hello ${}, the class moved"']);
  });
});

describe('src/domain and functions/src', () => {
  const files = ROOTS.flatMap(sourceFiles);
  const worded = new Map(files.map((f) => [f, sentencesIn(readFileSync(path.join(repo, f), 'utf8'), f)] as const));

  it('are read whole', () => {
    expect(files).toContain('src/domain/seats.ts');
    expect(files).toContain('functions/src/index.ts');
  });

  it('hold no sentence', () => {
    const stray = [...worded].filter(([, s]) => s.length > 0).map(([f, s]) => `${f}: ${s.join('; ')}`);
    expect(stray).toEqual([]);
  });
});
