// Generated request bodies that no form of ours sends, for the property tests of the
// request parsers (tests/unit) and of the endpoints themselves (tests/functions): missing
// fields, wrong types, arrays and objects where text belongs, huge text, and the strings
// that break a Firestore path (`.`, `..`, `__x__`, slashes).
import fc from 'fast-check';

/** Text that is never a document id, a date, a slot or a token. */
export const pathBreakers = ['.', '..', '__x__', '__name__', 'a/b', '/', '../bookings', 'bookings/x', '\u0000', '\u202e10:00'];

/** Text a parser must refuse or read safely: the path breakers, look-alikes of good values, huge and odd text. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...pathBreakers, '', ' ', '2026-02-30', '2026-1-1', '10:0', '25:00', 'NaN', 'null', '[object Object]'),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.nat({ max: 50_000 }).map((n) => 'x'.repeat(n)),
);

/** Anything but text: numbers, booleans, null, arrays, objects. */
export const notText: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string({ maxLength: 10 }), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
  fc.constant({ seconds: 1, nanoseconds: 0 }),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(hostileText, notText);

/** JSON values of any shape (what `JSON.parse` can hand a function). */
export const anyJson: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 3 });

/**
 * Bodies around a good one: one field replaced by a hostile value, one field left out,
 * a few fields hostile at once, or a body that is no object at all.
 */
export function bodiesAround(good: Record<string, unknown>): fc.Arbitrary<unknown> {
  const fields = Object.keys(good);
  const one = fc.record({ field: fc.constantFrom(...fields), value: hostileValue });
  return fc.oneof(
    { weight: 4, arbitrary: one.map(({ field, value }) => ({ ...good, [field]: value })) },
    { weight: 1, arbitrary: fc.constantFrom(...fields).map((field) => ({ ...good, [field]: undefined })) },
    { weight: 1, arbitrary: fc.array(one, { minLength: 2, maxLength: 4 }).map((changes) => ({ ...good, ...pairs(changes) })) },
    { weight: 1, arbitrary: anyJson },
    { weight: 1, arbitrary: fc.constant([good]) },
  );
}

const pairs = (changes: { field: string; value: unknown }[]) => Object.fromEntries(changes.map((c) => [c.field, c.value]));
