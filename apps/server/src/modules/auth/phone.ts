import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { AppError } from '../../lib/errors.ts';

export interface NormalisedPhone {
  /** E.164 digits without '+', as stored (e.g. 919000000001). */
  digits: string;
  /** E.164 with '+', as shown and sent to SMS gateways. */
  e164: string;
}

export const INVALID_MOBILE_MESSAGE = 'Enter a valid mobile number';

/**
 * Normalises a typed number to E.164 with India as the default country, so "90000 00001",
 * "09000000001", "919000000001" and "+91 90000 00001" are one person.
 * Landlines are refused: they cannot receive the one-time code.
 * @throws AppError 400 VALIDATION_FAILED "Enter a valid mobile number"
 */
export function normalisePhone(raw: string): NormalisedPhone {
  const parsed = parsePhoneNumberFromString(raw.trim(), 'IN');
  if (!parsed || !parsed.isValid() || parsed.getType() === 'FIXED_LINE') {
    throw new AppError('VALIDATION_FAILED', INVALID_MOBILE_MESSAGE);
  }
  return { digits: parsed.number.slice(1), e164: parsed.number };
}

/** "+91 90000 00001" for messages and logs meant for people. */
export function formatPhone(digits: string): string {
  return parsePhoneNumberFromString(`+${digits}`)?.formatInternational() ?? `+${digits}`;
}
