import { getCountryCallingCode } from 'libphonenumber-js/mobile';
import { describe, expect, it } from 'vitest';
import { callingCodeOf, displayNumber, LOGIN_COUNTRIES, loadNumberRules } from './phone.ts';

describe('login countries', () => {
  it("write out each country's calling code as the number library has it", () => {
    for (const country of LOGIN_COUNTRIES) expect(callingCodeOf(country)).toBe(`+${getCountryCallingCode(country)}`);
  });

  it('show a number as given until the library is here, then in its international form', async () => {
    expect(displayNumber('+919000000011')).toBe('+919000000011');
    await loadNumberRules();
    expect(displayNumber('+919000000011')).toBe('+91 90000 00011');
  });
});
