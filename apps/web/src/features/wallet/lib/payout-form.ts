import { PAYOUT_MESSAGES, PRICE_PATTERN, rupeesToPaise } from '@venue/shared';
import { z } from 'zod';

/** The smallest payout the server takes (PayoutRequestSchema: 100 paise). */
export const MIN_PAYOUT_PAISE = 100;
export const PAYOUT_AMOUNT_MESSAGES = {
  required: 'Enter the amount in rupees',
  format: 'Enter rupees with at most 2 decimals (e.g. 250.75)',
  minimum: 'Enter an amount of at least ₹1',
} as const;

/**
 * The payout dialog: rupees as typed (up to 2 decimals, as prices are) → `{ amount }` in paise,
 * from ₹1 to the available balance shown. The server checks it again under its lock (a refund or
 * another payout may land in between) and its refusal is shown in its words.
 */
export function payoutFormSchema(availablePaise: number) {
  return z.object({
    amount: z
      .string()
      .trim()
      .min(1, PAYOUT_AMOUNT_MESSAGES.required)
      .regex(PRICE_PATTERN, PAYOUT_AMOUNT_MESSAGES.format)
      .transform(rupeesToPaise)
      .pipe(
        z.number().int().min(MIN_PAYOUT_PAISE, PAYOUT_AMOUNT_MESSAGES.minimum).max(availablePaise, PAYOUT_MESSAGES.insufficient),
      ),
  });
}
export type PayoutFormValues = z.input<ReturnType<typeof payoutFormSchema>>;
export type PayoutFormOutput = z.output<ReturnType<typeof payoutFormSchema>>;
