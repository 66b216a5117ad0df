import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { badRequest } from '../../lib/errors.ts';

/**
 * A business contact number as E.164 digits (India by default), or null when left empty.
 * Landlines are fine here: these are numbers customers call, not ones that receive codes.
 * @throws AppError 400 with `message` when the number is not a valid phone number
 */
export function normaliseContactNumber(raw: string, message: string): string | null {
  const value = raw.trim();
  if (!value) return null;
  const parsed = parsePhoneNumberFromString(value, 'IN');
  if (!parsed || !parsed.isValid()) throw badRequest(message);
  return parsed.number.slice(1);
}
