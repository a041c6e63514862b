// The school's colours as theme.css, their one home, defines them: read from it at build, for
// what cannot take a CSS variable (the manifest, the icons, the mail's inline styles, the
// certificate's share card).
import theme from './theme.css?raw';

/** The colour of `--color-<name>` in theme.css (#rrggbb); a missing token fails the build, naming it. */
export function themeColour(name: string): string {
  const found = new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{6})\\s*;`).exec(theme)?.[1];
  if (!found) throw new Error(`src/styles/theme.css has no --color-${name} colour (#rrggbb)`);
  return found;
}
