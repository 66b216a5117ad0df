import { describe, expect, it } from 'vitest';
import { buildVcard, escapeText, foldLine } from './vcard.ts';

describe('vCard lines (RFC 6350 §3.2, §3.4)', () => {
  it('folds at 75 octets, never inside a UTF-8 sequence, and unfolds to the original', () => {
    for (const value of ['a'.repeat(200), 'ग'.repeat(90), '🍛'.repeat(40), `x${'é'.repeat(80)}`]) {
      const line = `FN:${value}`;
      const folded = foldLine(line);
      const physical = folded.split('\r\n');
      expect(physical.length).toBeGreaterThan(1);
      for (const [index, part] of physical.entries()) {
        expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
        if (index > 0) expect(part.startsWith(' ')).toBe(true);
        // Each physical line is whole characters: re-encoding it changes nothing.
        expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part);
        expect(part).not.toContain('\uFFFD');
      }
      expect(folded.replace(/\r\n /g, '')).toBe(line);
    }
    expect(foldLine('FN:short')).toBe('FN:short');
    expect(Buffer.byteLength(foldLine('a'.repeat(75)))).toBe(75);
  });

  it('escapes backslashes, commas, semicolons and line breaks', () => {
    expect(escapeText('a\\b,c;d\ne\r\nf')).toBe('a\\\\b\\,c\\;d\\ne\\nf');
  });

  it('ends every line with CRLF and lists the preferred number first', () => {
    const card = buildVcard({
      name: 'Café; Bar',
      phones: [
        { number: '919876543210', types: ['work', 'cell'], isPreferred: false },
        { number: '918041234567', types: ['work', 'voice'], isPreferred: true },
      ],
      email: null,
      address: null,
      url: 'https://venue.example/v/cafe/links',
    });
    expect(card).toBe(
      [
        'BEGIN:VCARD',
        'VERSION:4.0',
        'FN:Café\\; Bar',
        'KIND:org',
        'ORG:Café\\; Bar',
        'TEL;VALUE=uri;TYPE="work,voice";PREF=1:tel:+918041234567',
        'TEL;VALUE=uri;TYPE="work,cell":tel:+919876543210',
        'URL:https://venue.example/v/cafe/links',
        'END:VCARD',
        '',
      ].join('\r\n'),
    );
  });
});
