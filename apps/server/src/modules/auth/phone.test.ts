import { describe, expect, it } from 'vitest';
import { formatPhone, normalisePhone } from './phone.ts';

describe('normalisePhone', () => {
  it.each(['9000000001', '90000 00001', '09000000001', '919000000001', '+91 90000 00001', '+91-900-000-0001'])(
    'reads %s as +919000000001',
    (typed) => {
      expect(normalisePhone(typed)).toEqual({ digits: '919000000001', e164: '+919000000001' });
    },
  );

  it('keeps numbers of other countries typed with their code', () => {
    expect(normalisePhone('+1 415 555 0123').digits).toBe('14155550123');
  });

  it.each(['', '12345', '1234567890123456', 'hello', '022 2659 1234'])(
    'refuses %j with "Enter a valid mobile number"',
    (typed) => {
      expect(() => normalisePhone(typed)).toThrow('Enter a valid mobile number');
    },
  );

  it('formats for people', () => {
    expect(formatPhone('919000000001')).toBe('+91 90000 00001');
  });
});
