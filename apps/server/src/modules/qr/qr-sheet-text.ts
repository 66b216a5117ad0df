import { skipNullGposAnchors } from './fontkit-null-anchors.ts';
import { fontBytes, fontRuns, type FontRun, type FontWeight } from './qr-fonts.ts';

/*
 * One centred line of sheet text that may switch fonts mid-line (see qr-fonts.ts). pdfkit can
 * chain fonts with `continued`, but then centres each piece on its own, and places each piece by
 * its font's ascender, so two fonts would not share a baseline: the runs are measured and placed
 * here instead.
 */

export interface SheetText {
  text: string;
  weight: FontWeight;
  size: number;
}

/** Where a line goes: `x` and `width` bound it, `baseline` is the y its letters sit on. */
export interface LineBox {
  x: number;
  width: number;
  baseline: number;
}

const ELLIPSIS = '…';

/**
 * Reads and registers every font these texts need, so that drawing stays synchronous.
 * pdfkit embeds only the fonts a page then uses, subset to the glyphs it uses.
 */
export async function registerSheetFonts(doc: PDFKit.PDFDocument, texts: SheetText[]): Promise<void> {
  // The ellipsis of a shortened line may need a font that the whole text does not.
  const needed = new Set(texts.flatMap(({ text, weight }) => fontRuns(text + ELLIPSIS, weight).map((run) => run.face)));
  const loaded = await Promise.all([...needed].map(async (face) => [face, await fontBytes(face)] as const));
  for (const [face, bytes] of loaded) {
    doc.registerFont(face.name, bytes);
    doc.font(face.name);
    skipNullGposAnchors(doc);
  }
}

/** Draws `line` centred in `box`, cut short with an ellipsis when it is too wide. */
export function drawCenteredLine(doc: PDFKit.PDFDocument, line: SheetText, box: LineBox): void {
  const runs = fittedRuns(doc, line, box.width);
  let x = box.x + (box.width - runsWidth(doc, runs, line.size)) / 2;
  for (const run of runs) {
    doc.font(run.face.name).fontSize(line.size);
    doc.text(run.text, x, box.baseline, { lineBreak: false, baseline: 'alphabetic' });
    x += doc.widthOfString(run.text);
  }
}

/** The longest start of the text, in whole graphemes (a conjunct is never split), that fits. */
function fittedRuns(doc: PDFKit.PDFDocument, line: SheetText, width: number): FontRun[] {
  const whole = fontRuns(line.text, line.weight);
  if (runsWidth(doc, whole, line.size) <= width) return whole;
  const graphemes = Array.from(
    new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(line.text),
    (part) => part.segment,
  );
  const shortened = (keep: number) => fontRuns(graphemes.slice(0, keep).join('').trimEnd() + ELLIPSIS, line.weight);
  // Binary search: widths grow with the kept length, and a sheet repeats the name in every cell.
  let fits = 0;
  let tooWide = graphemes.length;
  while (tooWide - fits > 1) {
    const middle = Math.floor((fits + tooWide) / 2);
    if (runsWidth(doc, shortened(middle), line.size) <= width) fits = middle;
    else tooWide = middle;
  }
  return shortened(fits);
}

function runsWidth(doc: PDFKit.PDFDocument, runs: FontRun[], size: number): number {
  return runs.reduce((sum, run) => sum + doc.font(run.face.name).fontSize(size).widthOfString(run.text), 0);
}
