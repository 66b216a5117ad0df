import { describe, expect, it } from 'vitest';
import { escapeCell, unescapeCell } from './cell-escape.ts';

describe('cell escaping', () => {
  it.each(['=cmd|calc', '+91 98765', '-5', '@SUM(A1)', '\tTab', "'=already quoted", 'Paneer Tikka', "Chef's special", ''])(
    'round-trips %j exactly',
    (text) => {
      expect(unescapeCell(escapeCell(text))).toBe(text);
    },
  );

  it('neutralises formulas', () => {
    expect(escapeCell('=cmd|calc')).toBe("'=cmd|calc");
    expect(escapeCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(escapeCell('Dal Makhani')).toBe('Dal Makhani');
  });
});
