import { skipNullGposAnchors } from './fontkit-null-anchors.ts';
import { fontBytes, fontRuns, type FontRun, type FontWeight } from './pdf-fonts.ts';

/*
 * Lines of PDF text that may switch fonts mid-line (see pdf-fonts.ts): the QR sheet's venue
 * names and labels, the tax invoice's parties and amounts. pdfkit can chain fonts with
 * `continued`, but then aligns each piece on its own, and places each piece by its font's
 * ascender, so two fonts would not share a baseline: the runs are measured and placed here
 * instead.
 */

export interface PdfText {
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

export type LineAlign = 'left' | 'center' | 'right';

const ELLIPSIS = '…';

/**
 * Reads and registers every font these texts need, so that drawing stays synchronous.
 * pdfkit embeds only the fonts a page then uses, subset to the glyphs it uses.
 */
export async function registerPdfFonts(doc: PDFKit.PDFDocument, texts: PdfText[]): Promise<void> {
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
export function drawCenteredLine(doc: PDFKit.PDFDocument, line: PdfText, box: LineBox): void {
  drawLine(doc, line, box, 'center');
}

/** Draws `line` in `box` aligned as asked, cut short with an ellipsis when it is too wide. */
export function drawLine(doc: PDFKit.PDFDocument, line: PdfText, box: LineBox, align: LineAlign = 'left'): void {
  const runs = fittedRuns(doc, line, box.width);
  const free = box.width - runsWidth(doc, runs, line.size);
  let x = box.x + (align === 'left' ? 0 : align === 'center' ? free / 2 : free);
  for (const run of runs) {
    doc.font(run.face.name).fontSize(line.size);
    doc.text(run.text, x, box.baseline, { lineBreak: false, baseline: 'alphabetic' });
    x += doc.widthOfString(run.text);
  }
}

/**
 * `text` broken at spaces (and at its own line breaks) into lines no wider than `width`, at most
 * `maxLines` of them; a word wider than a line is left for drawLine to shorten.
 */
export function wrapText(doc: PDFKit.PDFDocument, text: PdfText, width: number, maxLines = Infinity): PdfText[] {
  const lines: string[] = [];
  for (const paragraph of text.text.split(/\r?\n/)) {
    let current = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (current && runsWidth(doc, fontRuns(candidate, text.weight), text.size) > width) {
        lines.push(current);
        current = word;
      } else current = candidate;
    }
    if (current) lines.push(current);
  }
  if (lines.length > maxLines) {
    // The last kept line ends in an ellipsis through drawLine's fitting.
    lines.splice(maxLines - 1, Infinity, lines.slice(maxLines - 1).join(' '));
  }
  return lines.map((line) => ({ ...text, text: line }));
}

/** The longest start of the text, in whole graphemes (a conjunct is never split), that fits. */
function fittedRuns(doc: PDFKit.PDFDocument, line: PdfText, width: number): FontRun[] {
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

/** The width of a text as drawLine sets it. */
export function textWidth(doc: PDFKit.PDFDocument, text: PdfText): number {
  return runsWidth(doc, fontRuns(text.text, text.weight), text.size);
}

function runsWidth(doc: PDFKit.PDFDocument, runs: FontRun[], size: number): number {
  return runs.reduce((sum, run) => sum + doc.font(run.face.name).fontSize(size).widthOfString(run.text), 0);
}
