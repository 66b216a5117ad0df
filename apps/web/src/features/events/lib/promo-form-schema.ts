import { PROMO_CODE_PATTERN, PROMO_MESSAGES, rupeesToPaise } from '@venue/shared';
import { z } from 'zod';

/*
 * What the owner types for a promo code (decisions §7 "Events: promo codes"): the discount as a
 * percentage or in rupees, an optional limit and last day; the server checks again with
 * CreatePromoCodeSchema, whose words these reuse.
 */
export const PromoFormSchema = z
  .object({
    code: z.string().trim().regex(PROMO_CODE_PATTERN, PROMO_MESSAGES.codeFormat),
    kind: z.enum(['percent', 'amount']),
    value: z.string().trim().min(1, 'Enter the discount'),
    /** Blank: no limit. */
    maxUses: z
      .string()
      .trim()
      .regex(/^([1-9]\d{0,6})?$/, 'Enter a whole number of uses, or leave it blank'),
    validTo: z.string(),
    ticketTypeIds: z.array(z.string()),
  })
  .superRefine((form, issues) => {
    if (form.kind === 'percent') {
      const percent = Number(form.value);
      if (!Number.isInteger(percent) || percent < 1 || percent > 100) {
        issues.addIssue({ code: 'custom', path: ['value'], message: PROMO_MESSAGES.percentRange });
      }
    } else if (!/^\d+(\.\d{1,2})?$/.test(form.value) || rupeesToPaise(form.value) <= 0) {
      issues.addIssue({ code: 'custom', path: ['value'], message: PROMO_MESSAGES.amountPositive });
    }
  });
export type PromoFormValues = z.infer<typeof PromoFormSchema>;

export const EMPTY_PROMO_FORM: PromoFormValues = {
  code: '',
  kind: 'percent',
  value: '',
  maxUses: '',
  validTo: '',
  ticketTypeIds: [],
};
