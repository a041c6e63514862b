// What on a built Kiswahili page a reader would see in English: text, the attributes a reader or
// a screen reader meets (alt, title, aria-label, placeholder), the meta descriptions and the
// JSON-LD, outside any element marked lang="en" (a name or a title that stays English). A text
// counts as English by its words: two English function words ("the", "your", "are"), or half
// its words English ("South Africa", "Python Mentor"), or one of the English words no Kiswahili
// text holds ("LIVE", "parent"). A Kiswahili sentence with a loanword or two ("laptop", "Scratch") passes.
import { Window } from 'happy-dom';

/** English function words that are not also Kiswahili words. */
const STOP = new Set(
  (
    'the and of to is are for with your you our this that it on at by from be will can has have was were ' +
    'not or an as all more what how when who which their they them his her its into about than then there ' +
    'here these those been being do does did just also only any each every our us my me if so up out'
  ).split(' '),
);

/** English words the site uses, none of them a Kiswahili word too. */
const COMMON = new Set(
  (
    'book booking class classes free trial online live kids children child parent parents learn learning ' +
    'coding code programming course courses mentor mentors team student students project projects program programs ' +
    'school price prices pricing plan plans month monthly year yearly week weekly day days hour hours ' +
    'minutes time start today now new home about contact sign login log out read more see view join ' +
    'south north east west africa ' +
    'founder director lead head engineer teacher instructor developer designer manager officer chief ' +
    'coordinator student engineering science technology computer game games app apps website web ' +
    'built made first best great love loves favourite years old grade grades level levels'
  ).split(' '),
);

/** English words no Kiswahili text holds, even beside a name ("Njeri M., parent, Nairobi", "LIVE"). */
const NEVER = new Set([
  'africa',
  'live',
  'online',
  'free',
  'donation',
  'founder',
  'parent',
  'learner',
  'mentor',
  'class',
  'classes',
]);

/** Whether `text` reads as English. */
export function isEnglish(text: string): boolean {
  const words = (text.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g) ?? []).filter((w) => w.length > 0);
  if (words.length === 0) return false;
  const stop = words.filter((w) => STOP.has(w)).length;
  const english = words.filter((w) => STOP.has(w) || COMMON.has(w)).length;
  if (stop >= 2) return true;
  if (english >= 1 && words.length >= 2 && english * 2 >= words.length) return true;
  return words.some((w) => NEVER.has(w));
}

const ATTRIBUTES = ['alt', 'title', 'aria-label', 'placeholder'];
const META = /^(description|og:description|og:title|twitter:description|twitter:title)$/;

/** Things whose JSON-LD `name` is their own name (a course keeps its title), not text to translate. */
const NAMED = new Set(['Course', 'EducationalOrganization', 'Organization', 'Person']);

/** Every string a JSON-LD value holds; addresses, types, schema.org's own values and names left out. */
function jsonStrings(value: unknown, key = '', type = ''): string[] {
  if (typeof value === 'string') {
    const skipped =
      /^(@|url$|sameAs|image|logo|email|telephone|contentUrl|courseMode$)/.test(key) || (key === 'name' && NAMED.has(type));
    return skipped ? [] : [value];
  }
  if (Array.isArray(value)) return value.flatMap((v) => jsonStrings(v, key, type));
  if (value && typeof value === 'object') {
    const own = String((value as Record<string, unknown>)['@type'] ?? '');
    return Object.entries(value).flatMap(([k, v]) => jsonStrings(v, k, own));
  }
  return [];
}

/** Whether `el` sits inside (or is) an element marked English. */
function markedEnglish(el: Element | null): boolean {
  const lang = el?.closest('[lang]')?.getAttribute('lang') ?? '';
  return lang === 'en' || lang.startsWith('en-');
}

/** The English texts of one page's HTML, each as "where: text". */
export function englishOn(html: string): string[] {
  const window = new Window();
  const document = new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
  const found: string[] = [];
  const check = (where: string, text: string | null | undefined, el: Element | null) => {
    const clean = (text ?? '').replace(/\s+/g, ' ').trim();
    if (clean && !markedEnglish(el) && isEnglish(clean)) found.push(`${where}: ${clean}`);
  };
  const walker = document.createTreeWalker(document.body ?? document.documentElement, 4 /* text */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent && ['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'].includes(parent.tagName)) continue;
    check('text', node.textContent, parent);
  }
  for (const el of document.querySelectorAll(ATTRIBUTES.map((a) => `[${a}]`).join(','))) {
    for (const name of ATTRIBUTES) if (el.hasAttribute(name)) check(name, el.getAttribute(name), el);
  }
  for (const meta of document.querySelectorAll('meta[name], meta[property]')) {
    const name = meta.getAttribute('name') ?? meta.getAttribute('property') ?? '';
    if (META.test(name)) check(`meta ${name}`, meta.getAttribute('content'), null);
  }
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    for (const text of jsonStrings(JSON.parse(script.textContent ?? 'null'))) check('JSON-LD', text, null);
  }
  void window.happyDOM.close();
  return found;
}
