// The list in docs/kiswahili.md for a native speaker's review, built from what the site really
// says: every text of the Kiswahili catalogue (src/i18n/registry.ts `dictionaries`, one-word
// labels included) beside its English, functions called with sample values, and every `sw:`
// field of the content files beside the English field it translates. Pure: the caller hands in
// the dictionaries and the parsed content (tests/unit/scripts/kiswahili-strings.test.ts).
import { sampleArguments } from './sample-arguments.mjs';

/** "{date}" and the like stand for a value; a text with no letter besides them has nothing to review. */
const hasWords = (text) => /\p{L}/u.test(text.replace(/\{[^}]*\}/g, ''));

/** A mail's parts that repeat its text (html) or hold no words for a reader. */
const SKIPPED = new Set(['html', 'template', 'language', 'contentType', 'content', 'filename', 'to', 'replyTo']);

/** How deep a text may sit; a function that hands back a sample value (itself callable) stops here. */
const MAX_DEPTH = 12;

/** Every text `value` holds, as [key path, text] pairs; a function is called with samples (twice when a count changes it). */
function textsOf(value, key, samples, depth = 0) {
  if (depth > MAX_DEPTH) return [];
  if (typeof value === 'string') return [[key, value]];
  if (typeof value === 'function') {
    const calls = samples(value, key);
    return calls.flatMap(([suffix, result]) => textsOf(result, `${key}${suffix}`, samples, depth + 1));
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => textsOf(item, key ? `${key}.${i}` : `${i}`, samples, depth + 1));
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.entries(value)
      .filter(([k]) => !SKIPPED.has(k))
      .flatMap(([k, v]) => textsOf(v, key ? `${key}.${k}` : k, samples, depth + 1));
  }
  return [];
}

/**
 * A function's results for the review: called with `given[key]`'s argument lists when there are
 * some (a mail needs a real booking), else with samples of count 2 (and 1 when that reads differently).
 */
const callSamples = (given) => (fn, key) => {
  const call = (args) => {
    try {
      return fn(...args);
    } catch (error) {
      return `(not callable with sample values: ${error instanceof Error ? error.message : error})`;
    }
  };
  if (given[key]) return given[key].map((args, i) => [`(${i + 1})`, call(args)]);
  const many = call(sampleArguments(fn, 2));
  const one = call(sampleArguments(fn, 1));
  return JSON.stringify(one) === JSON.stringify(many)
    ? [['()', many]]
    : [
        ['(1)', one],
        ['(2)', many],
      ];
};

/** [key, English, Kiswahili] rows of one area; `given` holds argument lists by key path. */
export function areaRows(area, given = {}) {
  const english = new Map(textsOf(area.en, '', callSamples(given)));
  return textsOf(area.sw, '', callSamples(given))
    .filter(([, text]) => hasWords(text))
    .map(([key, text]) => [key, english.get(key) ?? '', text]);
}

/** Every `sw:` field under `data`, with the English field beside it: [where, English, Kiswahili]. */
export function contentRows(data, where = '') {
  if (Array.isArray(data)) return data.flatMap((item, i) => contentRows(item, `${where}.${item?.id ?? i}`));
  if (!data || typeof data !== 'object') return [];
  const own = data.sw && typeof data.sw === 'object' ? data.sw : {};
  const rows = Object.entries(own).flatMap(([field, value]) => {
    const en = textsOf(data[field], '', () => []);
    return textsOf(value, '', () => []).map(([sub, text], i) => [
      `${where}.${field}${sub ? `.${sub}` : ''}`.replace(/^\./, ''),
      en.find(([enSub]) => enSub === sub)?.[1] ?? en[i]?.[1] ?? '',
      text,
    ]);
  });
  const nested = Object.entries(data)
    .filter(([k]) => k !== 'sw')
    .flatMap(([k, v]) => contentRows(v, `${where}.${k}`));
  return [...rows, ...nested];
}

/** One line per text: the Kiswahili first, the English beside it, the key last. */
const line = ([key, en, sw]) => `- ${oneLine(sw)} ⟵ ${oneLine(en) || '(no English)'} \`${key}\``;
const oneLine = (text) => text.replace(/\s+/g, ' ').trim();

/** The markdown list: a heading per catalogue area and per content file, a line per text. */
export function reviewList(dictionaries, contentFiles, given = {}) {
  const areas = Object.entries(dictionaries).map(([name, area]) => [`catalogue: ${name}`, areaRows(area, given)]);
  const content = Object.entries(contentFiles).map(([file, data]) => [`content: ${file}`, contentRows(data)]);
  return [...areas, ...content]
    .filter(([, rows]) => rows.length > 0)
    .map(([heading, rows]) => [`### ${heading}`, '', ...rows.map(line)].join('\n'))
    .join('\n\n');
}

/** The lines that differ between two lists, for a failure that names what changed. */
export function changedLines(before, after) {
  const was = new Set(before.split('\n'));
  const now = new Set(after.split('\n'));
  return [
    ...[...was].filter((l) => l.startsWith('- ') && !now.has(l)).map((l) => `removed: ${l}`),
    ...[...now].filter((l) => l.startsWith('- ') && !was.has(l)).map((l) => `added: ${l}`),
  ];
}

export const START = '<!-- kiswahili-strings:start -->';
export const END = '<!-- kiswahili-strings:end -->';

/** The list between the markers of `doc`. */
export function listOf(doc) {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start === -1 || end === -1) throw new Error(`docs/kiswahili.md lacks ${START} ... ${END}`);
  return doc.slice(start + START.length, end).trim();
}

/** The doc with its generated list replaced by `list`. */
export function withList(doc, list) {
  listOf(doc);
  return `${doc.slice(0, doc.indexOf(START) + START.length)}\n\n${list}\n\n${doc.slice(doc.indexOf(END))}`;
}
