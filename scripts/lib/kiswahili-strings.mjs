// The Kiswahili strings of the mail, WhatsApp, interface and payment modules, read from their
// sources (every *.sw.ts file of the folders below, and src/domain/mail/sw-words.ts): each text literal that reads
// as words (a sentence, a label), `${...}` kept as the value that fills it. Pure; the list
// in docs/kiswahili.md is this function's output (scripts/kiswahili-strings.mjs writes it).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The folders whose Kiswahili twins this lists. */
export const KISWAHILI_DIRS = [
  'src/domain',
  'src/domain/enrollment',
  'src/domain/mail',
  'src/domain/whatsapp',
  'src/domain/classes',
  'src/domain/certificates',
  'src/domain/i18n',
];

/** The source files holding Kiswahili words, in a stable order. */
export function kiswahiliFiles(root) {
  return KISWAHILI_DIRS.flatMap((dir) =>
    readdirSync(path.join(root, dir))
      .filter((name) => name.endsWith('.sw.ts') || (dir === 'src/domain/mail' && name === 'sw-words.ts'))
      .sort()
      .map((name) => `${dir}/${name}`),
  );
}

const LITERAL = /'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g;

/** The text literals of one source that read as words (a space in them), comments left out. */
export function stringsOf(source) {
  const code = source
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*\*)/.test(line))
    .join('\n')
    // Adjacent pieces joined with + read as one string.
    .replace(/(['`])\s*\+\s*\n\s*(['`])/g, (_, a, b) => (a === b ? '' : `${a} + ${b}`));
  const found = [];
  for (const match of code.matchAll(LITERAL)) {
    const text = (match[1] ?? match[2] ?? '').replace(/\\'/g, "'");
    // A label is one capitalised word ("Mtoto", "Bei"); anything else counts with a space in it.
    const words = text.includes(' ') || /^[A-Z][a-z]+[,!.]?$/.test(text);
    if (words && !/^[./]/.test(text)) found.push(text.replace(/\s+/g, ' ').trim());
  }
  return [...new Set(found)];
}

/** The markdown list: a heading per file, a numbered line per string. */
export function stringList(root) {
  return (
    kiswahiliFiles(root)
      .map((file) => ({ file, strings: stringsOf(readFileSync(path.join(root, file), 'utf8')) }))
      // A twin of a function alone (a date through Intl) has no words to review.
      .filter(({ strings }) => strings.length > 0)
      .map(({ file, strings }) => [`### ${file}`, '', ...strings.map((text, i) => `${i + 1}. ${text}`)].join('\n'))
      .join('\n\n')
  );
}

export const START = '<!-- kiswahili-strings:start -->';
export const END = '<!-- kiswahili-strings:end -->';

/** The doc with its generated list replaced by `list`. */
export function withList(doc, list) {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start === -1 || end === -1) throw new Error(`docs/kiswahili.md lacks ${START} ... ${END}`);
  return `${doc.slice(0, start + START.length)}\n\n${list}\n\n${doc.slice(end)}`;
}
