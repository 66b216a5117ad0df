/*
 * The Indian scripts a menu may be translated into, drawn in Noto (decisions §7): a desktop
 * without Indic fonts (and the journeys' Chromium) would show the owner's Hindi or Tamil as boxes.
 * Each face covers its script's unicode-range only, so the browser downloads the file of a script
 * when the screen shows a letter of it, and the Latin text keeps the dashboard's own font.
 * Imported by this screen's chunk alone: the rest of the dashboard never loads them.
 */
import '@fontsource/noto-sans-bengali/bengali-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-gujarati/gujarati-400.css';
import '@fontsource/noto-sans-gurmukhi/gurmukhi-400.css';
import '@fontsource/noto-sans-kannada/kannada-400.css';
import '@fontsource/noto-sans-malayalam/malayalam-400.css';
import '@fontsource/noto-sans-tamil/tamil-400.css';
import '@fontsource/noto-sans-telugu/telugu-400.css';
import classes from './indic-fonts.module.css';

/** The class that puts the Indic faces first in a subtree's font stack. */
export const indicFontsClass = classes.indic;
