import { describe, expect, it } from 'vitest';
import { generateOtpCode, hashOtpCode, otpCodeMatches } from './otp-code.ts';

const secret = 'a-test-secret-a-test-secret-a-test-secret';

describe('one-time code helpers', () => {
  it('generates 6 digits, zero-padded, varied', () => {
    const codes = Array.from({ length: 200 }, generateOtpCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('matches only the same code for the same row and secret', () => {
    const stored = hashOtpCode(secret, 'row-1', '123456');
    expect(otpCodeMatches(secret, 'row-1', '123456', stored)).toBe(true);
    expect(otpCodeMatches(secret, 'row-1', '123457', stored)).toBe(false);
    expect(otpCodeMatches(secret, 'row-2', '123456', stored)).toBe(false);
    expect(otpCodeMatches(`${secret}x`, 'row-1', '123456', stored)).toBe(false);
    expect(otpCodeMatches(secret, 'row-1', '123456', 'abcd')).toBe(false);
  });
});
