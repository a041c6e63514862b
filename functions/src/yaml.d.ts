// The build loads .yaml imports as plain data (scripts/build-functions.mjs, js-yaml).
declare module '*.yaml' {
  const data: unknown;
  export default data;
}
