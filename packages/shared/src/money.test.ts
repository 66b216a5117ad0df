import { describe, expect, it } from 'vitest';
import {
  formatPaise,
  formatRupees,
  gstBreakdown,
  groupIndian,
  paiseInWords,
  paiseToRupeeString,
  rupeesToPaise,
} from './money.ts';

describe('money', () => {
  it('converts typed rupees to paise and back without floating point', () => {
    expect(rupeesToPaise('249')).toBe(24_900);
    expect(rupeesToPaise('10.5')).toBe(1_050);
    expect(rupeesToPaise('0.29')).toBe(29);
    expect(paiseToRupeeString(1_099)).toBe('10.99');
    expect(paiseToRupeeString(24_900)).toBe('249');
  });

  it('groups digits the Indian way and shows rupees', () => {
    expect(groupIndian('1234567')).toBe('12,34,567');
    expect(groupIndian('123')).toBe('123');
    expect(formatPaise(12_345_600)).toBe('₹1,23,456');
    expect(formatPaise(1_050)).toBe('₹10.50');
    expect(formatPaise(5_900, { alwaysPaise: true })).toBe('₹59.00');
    expect(formatPaise(1_00_00_000_00)).toBe('₹1,00,00,000');
    expect(formatPaise(-5_900)).toBe('-₹59');
  });

  it('shows menu rupee amounts with two decimals only when fractional', () => {
    expect(formatRupees('899.5')).toBe('₹899.50');
    expect(formatRupees(899.5)).toBe('₹899.50');
    expect(formatRupees('1234')).toBe('₹1,234');
    expect(formatRupees('10.05')).toBe('₹10.05');
    expect(formatRupees('120.00')).toBe('₹120');
  });

  it('splits GST into CGST and SGST within a state and IGST across states, summing to the same tax', () => {
    expect(gstBreakdown(49_900, { intraState: true })).toEqual({
      taxablePaise: 49_900,
      cgstPaise: 4_491,
      sgstPaise: 4_491,
      igstPaise: 0,
      totalPaise: 58_882,
    });
    expect(gstBreakdown(49_900, { intraState: false })).toEqual({
      taxablePaise: 49_900,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 8_982,
      totalPaise: 58_882,
    });
    // 18% of 1 paisa rounds to 0; of 3 paise to 1, which cannot halve: SGST takes the odd paisa.
    const odd = gstBreakdown(3, { intraState: true });
    expect([odd.cgstPaise, odd.sgstPaise]).toEqual([0, 1]);
    expect(() => gstBreakdown(10.5, { intraState: true })).toThrow(RangeError);
  });

  it('writes amounts in words with lakh and crore', () => {
    expect(paiseInWords(12_345_650)).toBe('Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Fifty Paise Only');
    expect(paiseInWords(58_882)).toBe('Rupees Five Hundred Eighty Eight and Eighty Two Paise Only');
    expect(paiseInWords(1_00_00_000_00)).toBe('Rupees One Crore Only');
    expect(paiseInWords(0)).toBe('Rupees Zero Only');
    expect(paiseInWords(1_01_01_01_100)).toBe('Rupees One Crore One Lakh One Thousand Eleven Only');
  });
});
