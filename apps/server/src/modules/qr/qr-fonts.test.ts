import { describe, expect, it } from 'vitest';
import { qrSheetPdf } from './qr-files.ts';
import { fontBytes, fontRuns, type FontWeight } from '../../lib/pdf-fonts.ts';

/** Each run as [text, font file name], for readable expectations. */
const runsOf = (text: string, weight: FontWeight = 'regular') => fontRuns(text, weight).map((run) => [run.text, run.face.name]);

const INDIC_FONT = /NotoSans(Devanagari|Bengali|Tamil|Telugu|Kannada|Malayalam|Gujarati|Gurmukhi)/g;

/** The PostScript names of the fonts a PDF embeds, e.g. "NotoSansDevanagari-Bold". */
const embeddedFonts = (pdf: Buffer) => new Set(pdf.toString('latin1').match(/NotoSans[A-Za-z]*-[A-Za-z]+/g));

const sheet = (venueName: string, label = 'Table 1') =>
  qrSheetPdf(venueName, [{ url: 'https://example.com/q/abcdefgh', label, caption: 'Scan to see our menu' }]);

describe('fontRuns', () => {
  it("prints each sample in its script's font, spaces included", () => {
    const samples: Array<[string, string]> = [
      ['शिव सागर भोजनालय', 'noto-sans-devanagari-devanagari-700'],
      ['சரவண பவன்', 'noto-sans-tamil-tamil-700'],
      ['ਪੰਜਾਬੀ ਢਾਬਾ', 'noto-sans-gurmukhi-gurmukhi-700'],
      ['ಮಯ್ಯ', 'noto-sans-kannada-kannada-700'],
      ['কলকাতা বিরিয়ানি', 'noto-sans-bengali-bengali-700'],
      ['తెలుగు భోజనం', 'noto-sans-telugu-telugu-700'],
      ['മലബാർ ഹോട്ടൽ', 'noto-sans-malayalam-malayalam-700'],
      ['ગુજરાતી થાળી', 'noto-sans-gujarati-gujarati-700'],
      ['Spice Route Kitchen', 'noto-sans-latin-700'],
    ];
    for (const [text, font] of samples) expect(runsOf(text, 'bold'), text).toEqual([[text, font]]);
  });

  it('splits mixed text where the font must change, keeping marks and shared signs with their run', () => {
    expect(runsOf('Table 7 · मेज़')).toEqual([
      ['Table 7 · ', 'noto-sans-latin-400'],
      ['मेज़'.normalize('NFC'), 'noto-sans-devanagari-devanagari-400'],
    ]);
    // The Devanagari file has the danda and ₹ but no ASCII digits.
    expect(runsOf('थाली। ₹120')).toEqual([
      ['थाली। ₹', 'noto-sans-devanagari-devanagari-400'],
      ['120', 'noto-sans-latin-400'],
    ]);
    // IAST transliteration needs Noto Sans's latin-ext file.
    expect(runsOf('Śrī Bhavan')).toEqual([
      ['Ś', 'noto-sans-latin-ext-400'],
      ['r', 'noto-sans-latin-400'],
      ['ī ', 'noto-sans-latin-ext-400'],
      ['Bhavan', 'noto-sans-latin-400'],
    ]);
    // A decomposed "é" is composed first, so the latin file can print it.
    expect(runsOf('Cafe\u0301')).toEqual([['Café', 'noto-sans-latin-400']]);
  });

  it('reads each font file once', async () => {
    const [run] = fontRuns('मेज़', 'regular');
    const first = await fontBytes(run!.face);
    expect(first.subarray(0, 4).toString('latin1')).toBe('wOFF');
    expect(await fontBytes(run!.face)).toBe(first);
  });
});

describe('the QR sheet PDF', () => {
  it('embeds a Devanagari font for a Devanagari venue name', async () => {
    const fonts = embeddedFonts(await sheet('शिव सागर भोजनालय'));
    expect(fonts).toContain('NotoSansDevanagari-Bold');
    expect(fonts).toContain('NotoSans-Regular'); // "Table 1"
  });

  it('embeds none of the Indic fonts for a Latin venue name', async () => {
    const pdf = await sheet('Spice Route Kitchen');
    expect(embeddedFonts(pdf)).toEqual(new Set(['NotoSans-Bold', 'NotoSans-Regular']));
    expect(pdf.toString('latin1').match(INDIC_FONT)).toBeNull();
  });

  it('prints Gurmukhi, whose font trips fontkit on NULL mark anchors', async () => {
    const fonts = embeddedFonts(await sheet('ਪੰਜਾਬੀ ਢਾਬਾ', 'ਮੇਜ਼ 4'));
    expect(fonts).toContain('NotoSansGurmukhi-Bold');
    expect(fonts).toContain('NotoSansGurmukhi-Regular');
  });
});
