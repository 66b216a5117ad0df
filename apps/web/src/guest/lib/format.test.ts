import { describe, expect, it } from 'vitest';
import { formatRupees, isShownPrice, itemPriceLine } from './format.ts';

describe('formatRupees', () => {
  it.each([
    ['0', '₹0'],
    ['9', '₹9'],
    ['999', '₹999'],
    ['1000', '₹1,000'],
    ['123456', '₹1,23,456'],
    ['1234567', '₹12,34,567'],
    ['9999999.99', '₹99,99,999.99'],
    ['10.5', '₹10.50'],
    ['10.50', '₹10.50'],
    ['249.00', '₹249'],
    [449.5, '₹449.50'],
    ['007', '₹7'],
  ])('%s → %s', (input, expected) => expect(formatRupees(input)).toBe(expected));
});

describe('item prices (spec §2 Item card)', () => {
  it('hides a price of 0 or empty', () => {
    expect(isShownPrice('0')).toBe(false);
    expect(isShownPrice('0.00')).toBe(false);
    expect(isShownPrice('')).toBe(false);
    expect(isShownPrice(null)).toBe(false);
    expect(isShownPrice('12')).toBe(true);
  });

  it('joins variety prices with " / ", skipping the unpriced ones', () => {
    const varieties = [
      { name: 'Half', price: '249', foodType: 'veg' as const },
      { name: 'Taste', price: '0', foodType: 'veg' as const },
      { name: 'Full', price: '1449.5', foodType: 'veg' as const },
    ];
    expect(itemPriceLine({ price: '999', varieties })).toBe('₹249 / ₹1,449.50');
    expect(itemPriceLine({ price: '120', varieties: [] })).toBe('₹120');
    expect(itemPriceLine({ price: '0', varieties: [] })).toBe('');
  });
});
