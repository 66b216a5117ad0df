import { z } from 'zod';
import { idSchema, InstantSchema } from './common.ts';

/*
 * Promo codes for ticketed events (decisions §7 "Events: promo codes, series, attendees, buyer
 * cancellation", issue 39). A code takes a percentage (1–100) or an amount in paise off the
 * order's tickets of the types it names (all types when it names none), never more than their
 * subtotal. Codes are matched case-insensitively and are unique per event.
 */

export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]{3,24}$/;
export const PROMO_CODES_PER_EVENT_MAX = 50;

export const PROMO_MESSAGES = {
  codeFormat: 'A code is 3 to 24 letters, digits, - or _',
  oneDiscount: 'Give either a percentage or an amount off, not both',
  percentRange: 'Percentage off must be between 1 and 100',
  amountPositive: 'Amount off must be more than ₹0',
  windowOrder: 'The code must stop working after it starts',
  duplicate: 'This event already has that code',
  tooMany: `An event can have at most ${PROMO_CODES_PER_EVENT_MAX} codes`,
  notFound: 'Promo code not found',
  invalid: 'This code does not work for this event. Check it and try again.',
  notForTheseTickets: 'This code does not apply to the tickets you chose.',
  expired: 'This code has expired.',
  notYetValid: 'This code is not valid yet.',
  exhausted: 'This code has been used up.',
} as const;

/** Form fields may arrive blank: '' means "not given". */
const blankAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** `POST /v2/ticketed-events/{id}/promo-codes`. */
export const CreatePromoCodeSchema = z
  .object({
    code: z.string().trim().regex(PROMO_CODE_PATTERN, PROMO_MESSAGES.codeFormat),
    percentOff: z.preprocess(
      blankAsUndefined,
      z.coerce.number().int().min(1, PROMO_MESSAGES.percentRange).max(100, PROMO_MESSAGES.percentRange).optional(),
    ),
    amountOffPaise: z.preprocess(
      blankAsUndefined,
      z.coerce.number().int().min(1, PROMO_MESSAGES.amountPositive).max(100_000_000).optional(),
    ),
    maxUses: z.preprocess(blankAsUndefined, z.coerce.number().int().min(1).max(1_000_000).optional()),
    validFrom: z.preprocess(blankAsUndefined, InstantSchema.optional()),
    validTo: z.preprocess(blankAsUndefined, InstantSchema.optional()),
    ticketTypeIds: z.array(idSchema('Invalid ticket type id')).max(20).optional(),
  })
  .refine((value) => (value.percentOff === undefined) !== (value.amountOffPaise === undefined), {
    message: PROMO_MESSAGES.oneDiscount,
    path: ['percentOff'],
  })
  .refine((value) => !value.validFrom || !value.validTo || Date.parse(value.validTo) > Date.parse(value.validFrom), {
    message: PROMO_MESSAGES.windowOrder,
    path: ['validTo'],
  });
export type CreatePromoCode = z.output<typeof CreatePromoCodeSchema>;

export const PromoCodeSchema = z.object({
  _id: z.string(),
  eventId: z.string(),
  /** As the owner typed it; matched case-insensitively. */
  code: z.string(),
  percentOff: z.number().int().nullable(),
  amountOffPaise: z.number().int().nullable(),
  maxUses: z.number().int().nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  /** Empty: every ticket type of the event. */
  ticketTypeIds: z.array(z.string()),
  /** Paid orders that used it. */
  used: z.number().int(),
  /** Orders on hold with it (they count toward maxUses until released). */
  held: z.number().int(),
  /** What its paid orders brought in, after the discount (the owner's figure). */
  revenuePaise: z.number().int(),
  /** What its paid orders were given off. */
  discountPaise: z.number().int(),
  createdAt: z.string(),
});
export type PromoCode = z.infer<typeof PromoCodeSchema>;
export const PromoCodeResponseSchema = z.object({ promoCode: PromoCodeSchema });
export const PromoCodeListResponseSchema = z.object({ promoCodes: z.array(PromoCodeSchema) });
export const PromoCodeParamsSchema = z.object({ id: idSchema('Invalid event id'), codeId: idSchema('Invalid promo code id') });
export const DeletedPromoCodeResponseSchema = z.object({ _id: z.string(), deleted: z.literal(true) });

/** `GET /v2/ticket-orders/promo-preview?eventId=&code=`: what the checkout shows before ordering. */
export const PromoPreviewQuerySchema = z.object({
  eventId: idSchema('Invalid event id'),
  code: z.string().trim().min(1, 'Enter a code').max(40),
});
export const PromoPreviewResponseSchema = z.object({
  promo: z.object({
    code: z.string(),
    percentOff: z.number().int().nullable(),
    amountOffPaise: z.number().int().nullable(),
    ticketTypeIds: z.array(z.string()),
  }),
});
export type PromoPreview = z.infer<typeof PromoPreviewResponseSchema>['promo'];
