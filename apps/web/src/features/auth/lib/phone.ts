import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/mobile';

/** Countries offered on the login screen; India first because the product is for Indian venues. */
export const LOGIN_COUNTRIES: CountryCode[] = ['IN', 'AE', 'SA', 'QA', 'SG', 'GB', 'US', 'NP', 'LK', 'BD'];
export const DEFAULT_COUNTRY: CountryCode = 'IN';

export const callingCodeOf = (country: CountryCode) => `+${getCountryCallingCode(country)}`;

/** Keeps what a person may type into the number box: digits only, at most 15 (E.164). */
export const digitsOnly = (text: string, max = 15) => text.replace(/\D/g, '').slice(0, max);

/**
 * The number in E.164 when it is a valid mobile number of that country, else null. Mobile
 * metadata on purpose: codes go out by SMS, so a landline can never log in.
 */
export function toE164(country: CountryCode, digits: string): string | null {
  const parsed = parsePhoneNumberFromString(digits, country);
  return parsed?.isValid() ? parsed.number : null;
}

/** "+91 90000 00011" for showing the number the code went to. */
export function formatForDisplay(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
