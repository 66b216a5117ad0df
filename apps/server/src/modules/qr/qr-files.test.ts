import { inflateSync } from 'node:zlib';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrSheetPdf } from './qr-files.ts';

/** The page's filled rectangles no taller than a QR module, from its compressed content streams. */
function moduleRects(pdf: Buffer): number[][] {
  const text = pdf.toString('latin1');
  const rects: number[][] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, text.indexOf('endstream', start))).toString('latin1');
    } catch {
      continue; // a font or another binary stream
    }
    for (const [, ...numbers] of content.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re/g))
      rects.push(numbers.map(Number));
  }
  return rects.filter(([, , , height]) => Math.abs(height!) < 20);
}

describe('the QR sheet PDF', () => {
  it("draws each code as its URL's QR modules, in squares a phone can read", async () => {
    const url = 'https://example.com/q/abcdefgh';
    const rects = moduleRects(await qrSheetPdf('Spice Route', [{ url, label: 'Table 1', caption: 'Scan to see our menu' }]));
    const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
    const unit = Math.abs(rects[0]![3]!);
    const left = Math.min(...rects.map(([x]) => x!));
    const top = Math.min(...rects.map(([, y]) => y!));
    const drawn = Array.from({ length: modules.size }, () => new Array<number>(modules.size).fill(0));
    for (const [x, y, width] of rects) {
      const row = Math.round((y! - top) / unit);
      const first = Math.round((x! - left) / unit);
      for (let column = first; column < first + Math.round(width! / unit); column += 1) drawn[row]![column] = 1;
    }
    const expected = Array.from({ length: modules.size }, (_, row) =>
      Array.from({ length: modules.size }, (_, column) => modules.get(row, column)),
    );
    expect(drawn).toEqual(expected);
  });
});
