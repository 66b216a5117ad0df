import { describe, expect, it } from 'vitest';
import { countOf } from './plural.ts';

describe('countOf', () => {
  it('says one thing in the singular and any other count in the plural, grouped the Indian way', () => {
    expect(countOf(1, 'item')).toBe('1 item');
    expect(countOf(0, 'item')).toBe('0 items');
    expect(countOf(2, 'subcategory', 'subcategories')).toBe('2 subcategories');
    expect(countOf(1, 'subcategory', 'subcategories')).toBe('1 subcategory');
    expect(countOf(999, 'item')).toBe('999 items');
    expect(countOf(1000, 'item')).toBe('1,000 items');
    expect(countOf(150000, 'scan')).toBe('1,50,000 scans');
  });
});
