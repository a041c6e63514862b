// The build loads .yaml imports as the parsed data (scripts/lib/yaml-module.mjs); platform/content.ts checks it.
declare module '*.yaml' {
  const data: unknown;
  export default data;
}
