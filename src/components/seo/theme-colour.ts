// The site's theme colour: what a phone paints its bar with (the manifest's theme_color, each
// page's <meta name="theme-color">) and the mark's own block (the favicon, the app's icons, the
// logo). Its one home is the brand's 700 token in src/styles/theme.css, read from there at build.
import theme from '../../styles/theme.css?raw';

const token = /--color-brand-700:\s*(#[0-9a-fA-F]{6})\s*;/.exec(theme)?.[1];
if (!token) throw new Error('src/styles/theme.css has no --color-brand-700 colour (#rrggbb)');

export const THEME_COLOUR: string = token;
