import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js/mobile';

/** Countries offered on the login screen; India first because the product is for Indian venues. */
export const LOGIN_COUNTRIES: CountryCode[] = ['IN', 'AE', 'SA', 'QA', 'SG', 'GB', 'US', 'NP', 'LK', 'BD'];
export const DEFAULT_COUNTRY: CountryCode = 'IN';

export const callingCodeOf = (country: CountryCode) => `+${getCountryCallingCode(country)}`;
