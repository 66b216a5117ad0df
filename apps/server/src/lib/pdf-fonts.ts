import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/*
 * Which font prints which character of PDF text: a venue name or table label on the QR sheet,
 * a buyer's name or an amount in ₹ on a tax invoice.
 * pdfkit's built-in Helvetica covers Latin only, and our venues write in the Indian scripts too,
 * so our PDFs use Noto Sans: its Indic families are drawn to match its Latin.
 * The fonts come from @fontsource packages, which split each family into subset files by
 * unicode-range, as the web serves them. A Devanagari file has no digits or Latin letters, so
 * "Table 7 · मेज़" needs two fonts: text is cut into runs, one font each.
 */

const require = createRequire(import.meta.url);

export type FontWeight = 'regular' | 'bold';

const WEIGHT_NUMBERS: Record<FontWeight, number> = { regular: 400, bold: 700 };

/** One subset file of one weight; pdfkit registers it under `name`. */
export interface FontFace {
  name: string;
  file: string;
  covers(codePoint: number): boolean;
}

export interface FontRun {
  text: string;
  face: FontFace;
}

/** Letters of these scripts get their own Noto family; every other character is set in Noto Sans. */
const INDIC_SCRIPTS: ReadonlyArray<readonly [family: string, letters: RegExp]> = [
  ['devanagari', /\p{Script=Devanagari}/u],
  ['bengali', /\p{Script=Bengali}/u],
  ['tamil', /\p{Script=Tamil}/u],
  ['telugu', /\p{Script=Telugu}/u],
  ['kannada', /\p{Script=Kannada}/u],
  ['malayalam', /\p{Script=Malayalam}/u],
  ['gujarati', /\p{Script=Gujarati}/u],
  ['gurmukhi', /\p{Script=Gurmukhi}/u],
];

/** Noto Sans's own subsets, in the order a character looks for its font. */
const LATIN_SUBSETS = ['latin', 'latin-ext'];

/*
 * Every subset file carries the space glyphs although its unicode-range leaves them to the latin
 * file, and a combining mark must be shaped with its base: both stay in the run they follow.
 */
const STAYS_WITH_RUN = /[\p{M} \u00A0]/u;

/**
 * Cuts `text` into runs that one font each can print, choosing per character: an Indic letter
 * takes its script's font; anything else stays in the current run when that font covers it (a
 * danda or ₹ after Devanagari), else takes the first Noto Sans subset that covers it.
 */
export function fontRuns(text: string, weight: FontWeight): FontRun[] {
  const runs: FontRun[] = [];
  // NFC first, so "e" + combining acute becomes the "é" that the latin file has.
  for (const char of text.normalize('NFC')) {
    const current = runs.at(-1);
    const face = faceForCharacter(char, weight, current?.face);
    if (current?.face === face) current.text += char;
    else runs.push({ text: char, face });
  }
  return runs;
}

function faceForCharacter(char: string, weight: FontWeight, current: FontFace | undefined): FontFace {
  const script = INDIC_SCRIPTS.find(([, letters]) => letters.test(char));
  if (script) return subsetFace(`noto-sans-${script[0]}`, script[0], weight);
  const codePoint = char.codePointAt(0) ?? 0;
  if (current && (current.covers(codePoint) || STAYS_WITH_RUN.test(char))) return current;
  const latin = LATIN_SUBSETS.map((subset) => subsetFace('noto-sans', subset, weight));
  // Nothing here covers, say, an emoji: the latin file prints its "missing glyph" box.
  return latin.find((face) => face.covers(codePoint)) ?? latin[0]!;
}

// Faces are made on first use, so a server that never prints a PDF never resolves them.
const faces = new Map<string, FontFace>();

function subsetFace(family: string, subset: string, weight: FontWeight): FontFace {
  const name = `${family}-${subset}-${WEIGHT_NUMBERS[weight]}`;
  let face = faces.get(name);
  if (!face) {
    const ranges = parseUnicodeRange(unicodeRangeOf(family, subset));
    face = {
      name,
      file: require.resolve(`@fontsource/${family}/files/${name}-normal.woff`),
      covers: (codePoint) => ranges.some(([first, last]) => codePoint >= first && codePoint <= last),
    };
    faces.set(name, face);
  }
  return face;
}

/** The CSS unicode-range each @fontsource package publishes for its subset files. */
export function unicodeRangeOf(family: string, subset: string): string {
  const ranges = require(`@fontsource/${family}/unicode.json`) as Record<string, string | undefined>;
  const range = ranges[subset];
  if (!range) throw new Error(`@fontsource/${family} has no "${subset}" subset`);
  return range;
}

/** "U+0900-097F,U+20B9,U+4??" → inclusive code point ranges. */
function parseUnicodeRange(range: string): Array<[number, number]> {
  return range.split(',').map((part) => {
    const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-') as [string, string?];
    return [parseInt(first.replaceAll('?', '0'), 16), parseInt(last.replaceAll('?', 'F'), 16)];
  });
}

// Each file is read once per process, on the first PDF that needs it (about 10–70 KB each).
const fontFiles = new Map<string, Promise<Buffer>>();

export function fontBytes(face: FontFace): Promise<Buffer> {
  let bytes = fontFiles.get(face.file);
  if (!bytes) {
    bytes = readFile(face.file);
    // A failed read is not remembered: the next PDF tries again.
    bytes.catch(() => fontFiles.delete(face.file));
    fontFiles.set(face.file, bytes);
  }
  return bytes;
}
