import { describe, expect, it } from 'vitest';
import { escapeText, foldLine } from './content-lines.ts';

describe('content lines (RFC 5545 §3.1, RFC 6350 §3.2, §3.4)', () => {
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
});
