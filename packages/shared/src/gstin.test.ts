import { describe, expect, it } from 'vitest';
import { GST_STATE_CHOICES, GST_STATES, gstStateName } from './gst-states.ts';
import { gstinCheckCharacter, GstinSchema, gstinStateCode, isValidGstin } from './gstin.ts';

describe('GSTIN check character', () => {
  it('accepts published GSTINs and computes their check characters', () => {
    for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '33AAACH7409R1Z8']) {
      expect(gstinCheckCharacter(gstin.slice(0, 14)), gstin).toBe(gstin[14]);
      expect(isValidGstin(gstin), gstin).toBe(true);
    }
  });

  it('refuses a GSTIN with one character changed, swapped or of an unknown state', () => {
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1ZV'.replace('0939', '0993'))).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false);
    // A well-formed number with a correct check character for state 99, which GSTN does not use.
    const unknownState = `99AAPFU0939F1Z`;
    expect(isValidGstin(unknownState + gstinCheckCharacter(unknownState))).toBe(false);
  });

  it('reads the state from the first two digits', () => {
    expect(gstinStateCode('29AAGCB7383J1Z4')).toBe('29');
    expect(gstStateName(gstinStateCode('29AAGCB7383J1Z4'))).toBe('Karnataka');
  });

  it('normalises typed input and answers with the message', () => {
    expect(GstinSchema.parse(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    const result = GstinSchema.safeParse('27AAPFU0939F1ZW');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Enter a valid 15-character GSTIN');
  });
});

describe('GST state codes', () => {
  it('hold every state and UT once, with Other Territory, and offer no legacy code', () => {
    const codes = GST_STATES.map((state) => state.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toHaveLength(39);
    expect(gstStateName('97')).toBe('Other Territory');
    expect(gstStateName('38')).toBe('Ladakh');
    expect(gstStateName('36')).toBe('Telangana');
    expect(GST_STATE_CHOICES.map((state) => state.code)).not.toContain('28');
    expect(GST_STATE_CHOICES.map((state) => state.code)).not.toContain('25');
    expect(gstStateName('99')).toBeUndefined();
  });
});
