import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/mobile';

/** The words for a number that is not a mobile number (login, team invites). */
export const INVALID_MOBILE_MESSAGE = 'Enter a valid mobile number';

// Kept apart so a digits box (the login page's) does not bring the number library with it.
export { digitsOnly } from './digits.ts';

/**
 * The number in E.164 when it is a valid mobile number of that country (India unless said),
 * else null. Mobile metadata on purpose: codes go out by SMS, so a landline can never log in,
 * and an invite must match the number that logs in.
 */
export function toE164(digits: string, country: CountryCode = 'IN'): string | null {
  const parsed = parsePhoneNumberFromString(digits, country);
  return parsed?.isValid() ? parsed.number : null;
}

/** "+91 90000 00011" for a stored number, with or without its leading "+". */
export function formatPhoneNumber(number: string): string {
  const e164 = number.startsWith('+') ? number : `+${number}`;
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
