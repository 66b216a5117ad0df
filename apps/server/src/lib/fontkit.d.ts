/** The part of fontkit's API that lib/svg-text.ts uses (fontkit ships no types; pdfkit depends on it). */
declare module 'fontkit' {
  export interface GlyphPosition {
    xAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  export interface GlyphPath {
    scale(x: number, y: number): GlyphPath;
    translate(x: number, y: number): GlyphPath;
    toSVG(): string;
  }
  export interface Font {
    unitsPerEm: number;
    layout(text: string): { glyphs: Array<{ path: GlyphPath }>; positions: GlyphPosition[] };
  }
  export function create(bytes: Buffer): Font;
}
