/**
 * Money (decisions §4): integer paise everywhere, shown as rupees with Indian digit grouping.
 * This file imports nothing, so the guests' public bundle can use it without carrying zod
 * (`@venue/shared/money`).
 */

/** "249" → 24900, "10.5" → 1050. The input must match PRICE_PATTERN (menu.ts). */
export function rupeesToPaise(rupees: string): number {
  const [whole = '0', fraction = ''] = rupees.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 24900 → "249", 1050 → "10.50", 1099 → "10.99": the item price string of the menu response. */
export function paiseToRupeeString(paise: number): string {
  const whole = Math.trunc(paise / 100);
  const fraction = paise % 100;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, '0')}`;
}

/** 24900 → 249, 1050 → 10.5: the variety price number of the menu response. */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** "1234567" → "12,34,567": the last three digits, then pairs (lakh, crore). */
export function groupIndian(digits: string): string {
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  return rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${lastThree}` : lastThree;
}

/**
 * 12345600 → "₹1,23,456", 1050 → "₹10.50"; `{ alwaysPaise: true }` keeps ".00" (invoices).
 * Written out rather than Intl so a server render and the hydrated page never disagree.
 */
export function formatPaise(paise: number, options: { alwaysPaise?: boolean } = {}): string {
  const sign = paise < 0 ? '-' : '';
  const absolute = Math.abs(Math.round(paise));
  const whole = groupIndian(String(Math.trunc(absolute / 100)));
  const fraction = String(absolute % 100).padStart(2, '0');
  return fraction === '00' && !options.alwaysPaise ? `${sign}₹${whole}` : `${sign}₹${whole}.${fraction}`;
}

/**
 * A rupee amount as the menu response carries it ("899.5", "1234", 10.5) shown with Indian
 * grouping and, when fractional, always two decimals: "₹899.50", "₹1,234" (issue 15). The
 * dashboard's item cards and the guests' menu both print prices with it.
 */
export function formatRupees(rupees: string | number): string {
  const value = typeof rupees === 'number' ? rupees.toFixed(2) : rupees.trim();
  const [wholeText = '0', fractionText = ''] = value.split('.');
  const whole = wholeText.replace(/^0+(?=\d)/, '') || '0';
  const fraction = fractionText.padEnd(2, '0').slice(0, 2);
  return fraction === '00' ? `₹${groupIndian(whole)}` : `₹${groupIndian(whole)}.${fraction}`;
}

/** India's standard GST rate on SaaS (SAC 998314 and neighbours). */
export const GST_RATE_PERCENT = 18;

/**
 * What one ticket sale leaves the venue: the platform fee (`feePercent` of the sale) and GST on
 * the fee, each rounded half up to the paisa, exactly as the wallet's ledger writes them; `net`
 * is what settles to the venue. The owner reads the same figures before selling (issue 36).
 */
export function ticketSaleSplit(salePaise: number, feePercent: number): { feePaise: number; gstPaise: number; netPaise: number } {
  const feePaise = Math.round((salePaise * feePercent) / 100);
  const gstPaise = Math.round((feePaise * GST_RATE_PERCENT) / 100);
  return { feePaise, gstPaise, netPaise: salePaise - feePaise - gstPaise };
}

export interface GstBreakdown {
  taxablePaise: number;
  /** Intra-state supply: CGST + SGST, half each; inter-state: IGST. */
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/**
 * The tax lines of a supply. Tax is rounded once to the paisa (half up) and then split, so
 * CGST + SGST always equals the IGST the same supply would carry.
 */
export function gstBreakdown(taxablePaise: number, options: { intraState: boolean; ratePercent?: number }): GstBreakdown {
  if (!Number.isInteger(taxablePaise) || taxablePaise < 0)
    throw new RangeError('taxablePaise must be a whole, non-negative number');
  const tax = Math.round((taxablePaise * (options.ratePercent ?? GST_RATE_PERCENT)) / 100);
  const cgst = options.intraState ? Math.floor(tax / 2) : 0;
  const sgst = options.intraState ? tax - cgst : 0;
  const igst = options.intraState ? 0 : tax;
  return { taxablePaise, cgstPaise: cgst, sgstPaise: sgst, igstPaise: igst, totalPaise: taxablePaise + tax };
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return `${TENS[Math.floor(n / 10)]}${unit ? ` ${ONES[unit]}` : ''}`;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** Whole numbers in the Indian system: crore, lakh, thousand, hundred. */
function wholeInWords(n: number): string {
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1_000);
  const rest = n % 1_000;
  return [
    crore ? `${wholeInWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * A tax invoice's "amount in words": 12345650 → "Rupees One Lakh Twenty Three Thousand Four
 * Hundred Fifty Six and Fifty Paise Only".
 */
export function paiseInWords(paise: number): string {
  if (!Number.isInteger(paise) || paise < 0) throw new RangeError('paise must be a whole, non-negative number');
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${wholeInWords(rupees)}${rest ? ` and ${belowHundred(rest)} Paise` : ''} Only`;
}

/**
 * A promo code's discount on an order's lines (decisions §7 "Events: promo codes"): a percentage
 * (rounded to the paisa) or an amount off the lines of the types it names (every type when it
 * names none), never more than their subtotal. Here, free of zod, for the server's order and the
 * event page's checkout alike.
 */
export function promoDiscountPaise(
  promo: { percentOff: number | null; amountOffPaise: number | null; ticketTypeIds: readonly string[] },
  lines: ReadonlyArray<{ ticketTypeId: string; quantity: number; unitPricePaise: number }>,
): number {
  const eligible = lines
    .filter((line) => promo.ticketTypeIds.length === 0 || promo.ticketTypeIds.includes(line.ticketTypeId))
    .reduce((total, line) => total + line.quantity * line.unitPricePaise, 0);
  const off = promo.percentOff !== null ? Math.round((eligible * promo.percentOff) / 100) : (promo.amountOffPaise ?? 0);
  return Math.min(eligible, Math.max(0, off));
}
