import type { CountryCode } from 'libphonenumber-js/mobile';
import type * as PhoneModule from '@/lib/phone.ts';

/** Countries offered on the login screen; India first because the product is for Indian venues. */
export const LOGIN_COUNTRIES: CountryCode[] = ['IN', 'AE', 'SA', 'QA', 'SG', 'GB', 'US', 'NP', 'LK', 'BD'];
export const DEFAULT_COUNTRY: CountryCode = 'IN';

/**
 * The login countries' calling codes, written out so the login page's first script does not
 * carry the number library's metadata (issue 15, docs/decisions/0019); phone.test.ts checks
 * them against the library.
 */
const CALLING_CODES: Record<string, string> = {
  IN: '91',
  AE: '971',
  SA: '966',
  QA: '974',
  SG: '65',
  GB: '44',
  US: '1',
  NP: '977',
  LK: '94',
  BD: '880',
};

export const callingCodeOf = (country: CountryCode) => `+${CALLING_CODES[country]}`;

type NumberRules = typeof PhoneModule;
let numberRules: Promise<NumberRules> | null = null;
let loaded: NumberRules | null = null;

/**
 * The number library (lib/phone.ts and its mobile metadata), fetched once: when a person starts
 * typing their number, and awaited by the check on "Send code".
 */
export function loadNumberRules(): Promise<NumberRules> {
  numberRules ??= import('@/lib/phone.ts').then((module) => (loaded = module));
  return numberRules;
}

/** "+91 90000 00011" once the library is here (the code step comes after the number's check), else the number as given. */
export const displayNumber = (e164: string) => loaded?.formatPhoneNumber(e164) ?? e164;
