import { create as createFont, type Font as FontkitFont } from 'fontkit';
import { skipNullGposAnchorsOfFont } from './fontkit-null-anchors.ts';
import { fontBytes, fontRuns, type FontFace, type FontWeight } from './pdf-fonts.ts';

/*
 * A line of text as SVG outlines, in the same Noto fonts and with the same per-script runs as our
 * PDFs (pdf-fonts.ts). Outlines, not <text>: an SVG or a PNG made from it then reads the same on
 * every machine, fonts installed or not, in Hindi or Tamil as in English (the QR code's label).
 */

const fonts = new Map<string, Promise<FontkitFont>>();

function fontOf(face: FontFace): Promise<FontkitFont> {
  let font = fonts.get(face.name);
  if (!font) {
    font = fontBytes(face).then((bytes) => {
      const loaded = createFont(bytes);
      // The first layout makes the font's shaping engine, which the patch reaches into.
      loaded.layout(' ');
      skipNullGposAnchorsOfFont(loaded);
      return loaded;
    });
    font.catch(() => fonts.delete(face.name));
    fonts.set(face.name, font);
  }
  return font;
}

export interface TextOutline {
  /** SVG path data with the baseline at y = 0 and the line starting at x = 0. */
  path: string;
  width: number;
}

/** `text` at `size` user units, as one path. */
export async function textOutline(text: string, weight: FontWeight, size: number): Promise<TextOutline> {
  const parts: string[] = [];
  let pen = 0;
  for (const run of fontRuns(text, weight)) {
    const font = await fontOf(run.face);
    const scale = size / font.unitsPerEm;
    const { glyphs, positions } = font.layout(run.text);
    glyphs.forEach((glyph, index) => {
      const position = positions[index]!;
      // Font units point up, SVG's y points down.
      const outline = glyph.path
        .scale(scale, -scale)
        .translate(pen + position.xOffset * scale, -position.yOffset * scale)
        .toSVG();
      if (outline) parts.push(outline);
      pen += position.xAdvance * scale;
    });
  }
  return { path: parts.join(''), width: pen };
}
