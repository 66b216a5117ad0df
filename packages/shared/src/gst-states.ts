/**
 * GST state and union-territory codes (GSTN's list; the first two digits of every GSTIN).
 * Place of supply on a tax invoice names one of these (CGST Rules, rule 46(n)); the billing
 * details' state picker offers them. Imports nothing, like money.ts.
 */

export interface GstState {
  code: string;
  name: string;
  /**
   * A code that GSTINs still carry but no new registration gets: 25 (Daman and Diu, merged
   * into 26 in 2020) and 28 (Andhra Pradesh before Telangana split off; now 37). Not offered
   * in pickers; still printed for a GSTIN that starts with it.
   */
  isLegacy?: boolean;
}

export const GST_STATES: readonly GstState[] = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '25', name: 'Daman and Diu', isLegacy: true },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '28', name: 'Andhra Pradesh (before division)', isLegacy: true },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
  { code: '97', name: 'Other Territory' },
];

/** What a state picker offers: every current code, in GSTN's order. */
export const GST_STATE_CHOICES: readonly GstState[] = GST_STATES.filter((state) => !state.isLegacy);

const NAMES = new Map(GST_STATES.map((state) => [state.code, state.name]));

/** "29" → "Karnataka"; undefined for a code GSTN does not use. */
export const gstStateName = (code: string): string | undefined => NAMES.get(code);

export const isGstStateCode = (code: string): boolean => NAMES.has(code);
