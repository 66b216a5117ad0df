import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

export const INVALID_MOBILE_MESSAGE = 'Enter a valid mobile number';

/** Digits only, at most 15 (E.164): what the number box accepts as people type or paste. */
export const digitsOnly = (text: string) => text.replace(/\D/g, '').slice(0, 15);

/**
 * Whether a typed number is a valid mobile number, India by default (the same rule as the
 * login screen and the server, so an invite always matches the number that logs in).
 */
export function isValidMobileNumber(text: string): boolean {
  return parsePhoneNumberFromString(text, 'IN')?.isValid() ?? false;
}

/** "+91 90000 00012" for stored E.164 digits. */
export function formatMobileNumber(digits: string): string {
  return parsePhoneNumberFromString(`+${digits}`)?.formatInternational() ?? `+${digits}`;
}
