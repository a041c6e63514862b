// The site's theme colour: what a phone paints its bar with (the manifest's theme_color, each
// page's <meta name="theme-color">) and the mark's own block (the favicon, the app's icons, the
// logo): the brand's 700 token of src/styles/theme.css.
import { themeColour } from '../../styles/tokens';

export const THEME_COLOUR: string = themeColour('brand-700');
