import { describe, expect, it } from 'vitest';
import { digitsOnly, formatPhoneNumber, toE164 } from './phone.ts';

describe('phone numbers', () => {
  it('accept Indian mobile numbers however they are typed', () => {
    expect(toE164('9000000014')).toBe('+919000000014');
    expect(toE164('+91 90000 00014')).toBe('+919000000014');
    expect(toE164('12345')).toBeNull();
    expect(toE164('501234567', 'AE')).toBe('+971501234567');
  });

  it('keep digits only and show numbers the international way', () => {
    expect(digitsOnly('90000-00014 abc')).toBe('9000000014');
    expect(digitsOnly('1234567', 6)).toBe('123456');
    expect(formatPhoneNumber('919000000014')).toBe('+91 90000 00014');
    expect(formatPhoneNumber('+919000000014')).toBe('+91 90000 00014');
  });
});
