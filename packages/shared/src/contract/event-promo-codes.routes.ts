import { defineRoutes } from './define.ts';

/**
 * Promo codes of a ticketed event (decisions §7 "Events: promo codes, series, attendees, buyer
 * cancellation", issue 39): the venue's list, with uses and revenue, for every member; creating
 * and deleting with tableReserveAccess; the checkout's preview is public.
 */
export const eventPromoCodesRoutes = defineRoutes('events', {
  listPromoCodes: {
    method: 'GET',
    path: '/v2/ticketed-events/:id/promo-codes',
    access: 'member',
    summary: "A ticketed event's promo codes with their uses and revenue",
    errors: ['NOT_FOUND'],
  },
  createPromoCode: {
    method: 'POST',
    path: '/v2/ticketed-events/:id/promo-codes',
    access: 'tableReserveAccess',
    summary: 'Add a promo code (percentage or amount off) to a ticketed event',
    errors: ['NOT_FOUND', 'CONFLICT', 'BUSINESS_RULE'],
  },
  deletePromoCode: {
    method: 'DELETE',
    path: '/v2/ticketed-events/:id/promo-codes/:codeId',
    access: 'tableReserveAccess',
    summary: 'Delete a promo code (orders that used it keep their discount)',
    errors: ['NOT_FOUND'],
  },
});

export const promoPreviewRoutes = defineRoutes('events (guests)', {
  previewPromoCode: {
    method: 'GET',
    path: '/v2/ticket-orders/promo-preview',
    access: 'public',
    summary: "Check a promo code at checkout: the discount it gives, or why it doesn't work",
    errors: ['NOT_FOUND', 'promo_code_invalid', 'promo_code_expired', 'promo_code_exhausted', 'RATE_LIMITED'],
  },
});
