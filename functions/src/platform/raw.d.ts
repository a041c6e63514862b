// The build loads `?raw` imports as the file's text (scripts/lib/raw-text.mjs), as Vite does for the site.
declare module '*?raw' {
  const text: string;
  export default text;
}
