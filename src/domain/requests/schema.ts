// What the request schemas of this folder share: a body read as a record whatever arrives,
// a refusal raised from a schema's transform, and the schema's verdict in the one shape the
// functions answer (request.ts). Zod lives here and in the schemas only: the browser's
// services and islands import the schemas' types, never these values.
import { z } from 'astro/zod';
import { accept, invalid, recordOf, refuse, type Parsed, type Refusal } from '../request';

/** How a refusal differs from the form's 400 beside a field: carried on the schema's issue. */
export interface RefusalKind {
  http: Refusal['http'];
  status: string;
  reason?: string;
}

/** The one answer of a key that leads nowhere (a token, an id): it reveals nothing. */
export const NOT_FOUND: RefusalKind = { http: 404, status: 'not-found' };

/**
 * Refuses a body from inside a schema's transform: beside `field` (the form's 400), or as
 * `kind` says. Returns z.NEVER, what a transform returns once it has refused.
 */
export function refuseIssue(ctx: z.RefinementCtx, message: string, at: string | RefusalKind): typeof z.NEVER {
  ctx.addIssue(typeof at === 'string' ? { code: 'custom', message, path: [at] } : { code: 'custom', message, params: at });
  return z.NEVER;
}

/** A request's schema as the opening takes it: any zod schema whose output is the request. */
export type RequestSchema<T> = z.ZodType<T>;

/** A field read by the schema's own rules: typed as a page sends it, any value let through to them. */
export const loose = <T>() => z.unknown().optional() as z.ZodType<unknown, T>;

/**
 * A body's fields, typed as a page sends them. Whatever arrives is read as a record: anything
 * that is not an object has no fields, and each then meets its own rule.
 */
export function fields<S extends z.ZodRawShape>(shape: S) {
  const object = z.object(shape);
  return z.preprocess((value: z.input<typeof object>) => recordOf(value), object);
}

/** A body that is one of several shapes (`Body`, an action's): read as a record, each action's fields by its own rules. */
export function bodyOf<Body>() {
  return z.preprocess((value: Body) => recordOf(value), z.record(z.string(), z.unknown()));
}

/** A schema's verdict as the opening answers it: the request, or its first issue as the one refusal. */
export function parsedBy<S extends z.ZodType>(schema: S, input: unknown): Parsed<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return accept(result.data);
  const issue = result.error.issues[0]!;
  const kind = issue.code === 'custom' ? (issue.params as RefusalKind | undefined) : undefined;
  if (kind)
    return refuse(kind.http, { status: kind.status, message: issue.message, ...(kind.reason ? { reason: kind.reason } : {}) });
  return invalid(String(issue.path[0] ?? ''), issue.message);
}

/** The words parameter a domain rule takes, by its position: a schema asks for the same, typed by the rule. */
export type WordsOf<F extends (...args: never[]) => unknown, I extends number> = NonNullable<Parameters<F>[I]>;
