import type { FastifyPluginAsync } from 'fastify';
import { profileListEndpoints, profilesEndpoints as endpoints } from '@venue/shared';
import { route } from '../../lib/route.ts';
import { profileContextOf, userContextOf } from '../../plugins/access.ts';
import {
  createSocialProfile,
  editBusinessProfile,
  getBusinessProfileDetails,
  isUserNameAvailable,
  listBusinessProfiles,
  listProfiles,
} from './profiles.service.ts';

/**
 * Profiles a person can switch between (spec §4, §5, §7; the calls of contract/profiles.routes.ts
 * but the set-up checklist's). These act on the caller's own memberships, so they need a
 * logged-in user but no active profile.
 */
export const profilesModule: FastifyPluginAsync = async (app) => {
  route(app, endpoints.createSocialProfile, (request) => createSocialProfile(userContextOf(app, request), request.body));
  route(app, profileListEndpoints.listSocialProfiles, async (request) => {
    const ctx = userContextOf(app, request);
    return { profiles: await listProfiles(ctx, ctx.caller.userId) };
  });
  route(app, endpoints.listBusinessProfiles, async (request) => {
    const ctx = userContextOf(app, request);
    return { profiles: await listBusinessProfiles(ctx, ctx.caller.userId) };
  });
  // Both spellings are in the spec's catalogue (§7), typo included: the second is an alias.
  route(app, endpoints.checkUserNameAvailability, async (request) => ({
    isUserNameAvailable: await isUserNameAvailable(userContextOf(app, request), request.query.userName),
  }));

  // Edit business profile (spec §2 /profile/edit-business-profile, §7 "/v1/profiles (GST)"):
  // every member may read the details; the owner or a manager changes them.
  route(app, endpoints.getBusinessProfileDetails, (request) => getBusinessProfileDetails(profileContextOf(app, request)));
  route(app, endpoints.editBusinessProfile, (request) => editBusinessProfile(profileContextOf(app, request), request.body));
};
