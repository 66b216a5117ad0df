import { z } from 'zod';
import { isGstStateCode } from './gst-states.ts';

/*
 * GSTIN: state code (2 digits), the holder's PAN (10), entity number (1), "Z" by default, and a
 * check character over the first 14 in base 36 (GSTN's published scheme, a Luhn mod-N variant).
 * One mistyped character on an invoice makes the buyer's input tax credit claim fail, so a
 * GSTIN is accepted only when its check character holds.
 */

/** State (2 digits), PAN (5 letters, 4 digits, 1 letter), entity number, 'Z', check character. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character for the first 14 characters of a GSTIN (upper case). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const value = BASE36.indexOf(first14[index] ?? '');
    if (value < 0) throw new RangeError('A GSTIN has only digits and capital letters');
    // Weights alternate 1, 2 from the left; a product's base-36 digits are added separately.
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36]!;
}

/** Shape, a known state code, and the check character. */
export function isValidGstin(gstin: string): boolean {
  return GSTIN_PATTERN.test(gstin) && isGstStateCode(gstin.slice(0, 2)) && gstinCheckCharacter(gstin) === gstin[14];
}

/** "29AAACV0000D1Z3" → "29": the registration's state, which decides intra- or inter-state supply. */
export const gstinStateCode = (gstin: string): string => gstin.slice(0, 2);

export const GSTIN_MESSAGE = 'Enter a valid 15-character GSTIN';

/** A GSTIN field: trimmed, upper-cased, and refused unless its check character holds. */
export const GstinSchema = z.string().trim().toUpperCase().refine(isValidGstin, GSTIN_MESSAGE);
