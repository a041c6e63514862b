// The module integrations/first-paint/index.mjs provides to the pages.
declare module 'virtual:first-paint' {
  /** Each first-paint script's text, by its entry's name ("manage-glance", "enroll-offer"), then language code. */
  export const firstPaintScripts: Record<string, Record<string, string>>;
}
