import {
  CreatePromoCodeSchema,
  DeletedPromoCodeResponseSchema,
  PromoCodeListResponseSchema,
  PromoCodeParamsSchema,
  PromoCodeResponseSchema,
  PromoPreviewQuerySchema,
  PromoPreviewResponseSchema,
} from '../event-promo-codes.ts';
import { EventIdParamsSchema } from '../events.ts';
import { defineEndpoints } from './define.ts';
import { eventPromoCodesRoutes, promoPreviewRoutes } from './event-promo-codes.routes.ts';

export const eventPromoCodesEndpoints = defineEndpoints(eventPromoCodesRoutes, {
  listPromoCodes: { params: EventIdParamsSchema, response: PromoCodeListResponseSchema },
  createPromoCode: { params: EventIdParamsSchema, body: CreatePromoCodeSchema, response: PromoCodeResponseSchema },
  deletePromoCode: { params: PromoCodeParamsSchema, response: DeletedPromoCodeResponseSchema },
});

export const promoPreviewEndpoints = defineEndpoints(promoPreviewRoutes, {
  previewPromoCode: { query: PromoPreviewQuerySchema, response: PromoPreviewResponseSchema },
});
