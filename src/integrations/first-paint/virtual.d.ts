// The module integrations/first-paint/index.mjs provides to the pages.
declare module 'virtual:first-paint' {
  /** /manage's first-paint script, its text by language code. */
  export const manageGlance: Record<string, string>;
}
