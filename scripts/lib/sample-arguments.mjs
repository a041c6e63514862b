// Sample values for calling a catalogue function whose parameters are only known by name, so the
// review list shows the sentence it makes: a value reads as "{name}" in text (the reviewer sees
// what fills it), as a count in arithmetic, and as a plausible date, time or zone where the name
// says so (a date through Intl must be a real one). Any property of a sample is a sample too.

const AT = new Date(Date.UTC(2026, 2, 5, 13, 0));

/** The parameter names of `fn` from its source ("value" for a destructured one). */
export function parameterNames(fn) {
  const source = fn.toString().replace(/^async\s+/, '');
  const bare = /^([A-Za-z_$][\w$]*)\s*=>/.exec(source);
  if (bare) return [bare[1]];
  const open = source.indexOf('(');
  if (open === -1) return [];
  let depth = 0;
  let current = '';
  const params = [];
  for (const char of source.slice(open + 1)) {
    if (depth === 0 && (char === ',' || char === ')')) {
      if (current.trim()) params.push(current.trim());
      current = '';
      if (char === ')') break;
      continue;
    }
    if ('([{'.includes(char)) depth++;
    if (')]}'.includes(char)) depth--;
    current += char;
  }
  return params.map((p) =>
    /^[[{]/.test(p)
      ? 'value'
      : p
          .replace(/^\.\.\./, '')
          .split('=')[0]
          .trim(),
  );
}

/** The text a sample named `name` shows. */
function textFor(name) {
  if (/date$/i.test(name)) return '2026-03-05';
  if (/(time|slot|from|to)$/i.test(name)) return '16:00';
  if (/(tz|zone)$/i.test(name)) return 'Africa/Nairobi';
  if (/language$/i.test(name)) return 'sw';
  // A plan's period picks its words from a table keyed by it.
  if (/period$/i.test(name)) return 'monthly';
  return `{${name}}`;
}

/** A sample value named `name` for a call where counts are `count`. */
export function sample(name, count) {
  if (/^(at|now|today)$|At$/.test(name)) return AT;
  // A count compared with 1 (a plural) must be a real number.
  if (/^(n|count|hours|minutes|days|weeks|months|seats|left|credits|classes)$|Count$/.test(name)) return count;
  const item = () => sample(name.replace(/s$/, ''), count);
  const number = () => (/(amount|price|total)/i.test(name) ? 6000 : count);
  const known = {
    [Symbol.toPrimitive]: (hint) => (hint === 'number' ? number() : textFor(name)),
    toString: () => textFor(name),
    valueOf: () => number(),
    [Symbol.iterator]: function* () {
      yield item();
    },
    length: count,
    map: (f) => [f(item(), 0)],
    flatMap: (f) => [f(item(), 0)].flat(),
    filter: () => [item()],
    slice: () => [item()],
    forEach: (f) => f(item(), 0),
    find: () => item(),
    join: () => textFor(name),
    some: () => false,
    every: () => false,
    includes: () => false,
    toFixed: () => String(number()),
    toLocaleString: () => String(number()),
    trim: () => textFor(name),
    split: () => [textFor(name)],
    replace: () => textFor(name),
    toLowerCase: () => textFor(name),
    toUpperCase: () => textFor(name),
    then: undefined,
  };
  return new Proxy(function () {}, {
    get: (_, prop) => (prop in known ? known[prop] : typeof prop === 'symbol' ? undefined : sample(prop, count)),
    has: () => true,
    apply: () => sample(`${name}()`, count),
  });
}

/** Arguments to call `fn` with: one sample per named parameter. */
export function sampleArguments(fn, count) {
  return parameterNames(fn).map((name) => sample(name, count));
}
