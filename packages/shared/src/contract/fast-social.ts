import { z } from 'zod';
import { idSchema } from '../common.ts';
import {
  BasicDetailsSchema,
  ContactDetailsSchema,
  DeleteLinkSchema,
  FastSocialAllQuerySchema,
  FastSocialAllResponseSchema,
  LinkClicksQuerySchema,
  LinkClicksResponseSchema,
  SaveLinksSchema,
} from '../fast-social.ts';
import { defineEndpoints } from './define.ts';
import { fastSocialRoutes } from './fast-social.routes.ts';

export const fastSocialEndpoints = defineEndpoints(fastSocialRoutes, {
  getFastSocialAll: { query: FastSocialAllQuerySchema, response: FastSocialAllResponseSchema },
  saveLinks: { body: SaveLinksSchema, response: FastSocialAllResponseSchema },
  deleteLink: { body: DeleteLinkSchema, response: FastSocialAllResponseSchema },
  saveBasicDetails: { body: BasicDetailsSchema, response: FastSocialAllResponseSchema },
  saveContactDetails: { body: ContactDetailsSchema, response: FastSocialAllResponseSchema },
  getLinkClicks: {
    params: z.object({ linkId: idSchema('Invalid link id') }),
    query: LinkClicksQuerySchema,
    response: LinkClicksResponseSchema,
  },
});
