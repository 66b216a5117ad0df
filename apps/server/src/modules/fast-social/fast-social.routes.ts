import type { FastifyPluginAsync } from 'fastify';
import { fastSocialEndpoints as endpoints } from '@venue/shared';
import { route } from '../../lib/route.ts';
import { profileContextOf, userContextOf } from '../../plugins/access.ts';
import {
  deleteLink,
  getFastSocialAll,
  getLinkClicks,
  saveBasicDetails,
  saveContactDetails,
  saveLinks,
} from './fast-social.service.ts';

/** The link page's editor (decisions §6 "Link page"): the calls of contract/fast-social.routes.ts. */
export const fastSocialModule: FastifyPluginAsync = async (app) => {
  route(app, endpoints.getFastSocialAll, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return getFastSocialAll(userContextOf(app, request), request.query.userName);
  });
  route(app, endpoints.saveLinks, (request) => saveLinks(profileContextOf(app, request), request.body));
  route(app, endpoints.deleteLink, (request) => deleteLink(profileContextOf(app, request), request.body));
  route(app, endpoints.saveBasicDetails, (request) => saveBasicDetails(profileContextOf(app, request), request.body));
  route(app, endpoints.saveContactDetails, (request) => saveContactDetails(profileContextOf(app, request), request.body));
  route(app, endpoints.getLinkClicks, (request) =>
    getLinkClicks(profileContextOf(app, request), request.params.linkId, request.query),
  );
};
