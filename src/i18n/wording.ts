// The shape a message module's twin must have: the English module's keys and function
// parameters, with any text in place of each English sentence (the English modules are
// `as const`, so their own types would demand the English words).
export type Wording<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Wording<R>
    : T extends readonly (infer E)[]
      ? readonly Wording<E>[]
      : { readonly [K in keyof T]: Wording<T[K]> };
