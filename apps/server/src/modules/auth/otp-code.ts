import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@venue/shared';

/** A fresh code from the CSPRNG, zero-padded (decisions §4). */
export function generateOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/**
 * Codes are stored only as an HMAC keyed by the server secret and bound to their row, so a
 * database leak reveals no usable code and a hash cannot be replayed onto another row.
 */
export function hashOtpCode(secret: string, codeId: string, code: string): string {
  return createHmac('sha256', secret).update(`otp:${codeId}:${code}`).digest('hex');
}

/** Constant-time comparison of a typed code with the stored HMAC. */
export function otpCodeMatches(secret: string, codeId: string, code: string, storedHmac: string): boolean {
  const expected = Buffer.from(storedHmac, 'hex');
  const actual = Buffer.from(hashOtpCode(secret, codeId, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
