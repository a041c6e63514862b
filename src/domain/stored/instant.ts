// An instant as Firestore stores it (a Timestamp), described by what the code calls on it,
// so the stored documents' schemas name it without importing Firebase.
import { z } from 'astro/zod';

/** A stored document's schema, for the functions' converters (which name no schema library). */
export type DocumentSchema<T = unknown> = z.ZodType<T>;
/** What a document's schema reads. */
export type SchemaOutput<S extends DocumentSchema> = z.output<S>;

export interface StoredInstant {
  toDate(): Date;
  toMillis(): number;
}

/** A stored instant: anything with Timestamp's `toDate` and `toMillis`. */
export const instant = z.custom<StoredInstant>(
  (v) =>
    typeof v === 'object' &&
    v !== null &&
    typeof (v as Partial<StoredInstant>).toMillis === 'function' &&
    typeof (v as Partial<StoredInstant>).toDate === 'function',
  'an instant (a Firestore Timestamp)',
);
