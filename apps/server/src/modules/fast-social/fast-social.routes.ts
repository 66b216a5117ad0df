import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BasicDetailsSchema,
  ContactDetailsSchema,
  DeleteLinkSchema,
  envelopeOf,
  FastSocialAllQuerySchema,
  FastSocialAllResponseSchema,
  idSchema,
  LinkClicksQuerySchema,
  LinkClicksResponseSchema,
  SaveLinksSchema,
} from '@venue/shared';
import { ok } from '../../lib/envelope.ts';
import { profileContextOf, userContextOf } from '../../plugins/access.ts';
import {
  deleteLink,
  getFastSocialAll,
  getLinkClicks,
  saveBasicDetails,
  saveContactDetails,
  saveLinks,
} from './fast-social.service.ts';

const LinkParamsSchema = z.object({ linkId: idSchema('Invalid link id') });

/**
 * The link page's editor (decisions §6 "Link page", spec §7 Fast social). The read is any
 * member's, named by username; every write needs socialProfileAccess in the active profile.
 */
export const fastSocialModule: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['fast social'];
  const response = { 200: envelopeOf(FastSocialAllResponseSchema) };

  // 'user', not 'member': switching profile reads it before X-Profile-ID names the new profile
  // (spec §4); the service checks the caller is a member of the venue the username names.
  app.get(
    '/fast-social/all',
    { config: { access: 'user' }, schema: { tags, querystring: FastSocialAllQuerySchema, response } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await getFastSocialAll(userContextOf(app, request), request.query.userName));
    },
  );

  app.post(
    '/fast-social/links',
    { config: { access: 'socialProfileAccess' }, schema: { tags, body: SaveLinksSchema, response } },
    async (request) => ok(await saveLinks(profileContextOf(app, request), request.body)),
  );

  app.delete(
    '/fast-social/links',
    { config: { access: 'socialProfileAccess' }, schema: { tags, body: DeleteLinkSchema, response } },
    async (request) => ok(await deleteLink(profileContextOf(app, request), request.body)),
  );

  app.post(
    '/fast-social/basic-details',
    { config: { access: 'socialProfileAccess' }, schema: { tags, body: BasicDetailsSchema, response } },
    async (request) => ok(await saveBasicDetails(profileContextOf(app, request), request.body)),
  );

  app.post(
    '/fast-social/contact-details',
    { config: { access: 'socialProfileAccess' }, schema: { tags, body: ContactDetailsSchema, response } },
    async (request) => ok(await saveContactDetails(profileContextOf(app, request), request.body)),
  );

  app.get(
    '/fast-social/links/:linkId/clicks',
    {
      config: { access: 'member' },
      schema: {
        tags,
        params: LinkParamsSchema,
        querystring: LinkClicksQuerySchema,
        response: { 200: envelopeOf(LinkClicksResponseSchema) },
      },
    },
    async (request) => ok(await getLinkClicks(profileContextOf(app, request), request.params.linkId, request.query)),
  );
};
