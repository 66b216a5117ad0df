import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BusinessProfileDetailsSchema,
  CreateProfileRequestSchema,
  EditBusinessProfileRequestSchema,
  envelopeOf,
  ProfileSchema,
  ProfilesListBodySchema,
  UserNameAvailabilityBodySchema,
  UserNameAvailabilityQuerySchema,
} from '@venue/shared';
import { ok } from '../../lib/envelope.ts';
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
 * Profiles a person can switch between (spec §4, §5, §7). These act on the caller's own
 * memberships, so they need a logged-in user but no active profile.
 */
export const profilesModule: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['profiles'];

  app.post(
    '/v1/user/createSocialProfile',
    {
      config: { access: 'user' },
      schema: { tags, body: CreateProfileRequestSchema, response: { 200: envelopeOf(ProfileSchema) } },
    },
    async (request) => ok(await createSocialProfile(userContextOf(app, request), request.body)),
  );

  app.get(
    '/v1/user/socialProfiles',
    { config: { access: 'user' }, schema: { tags, response: { 200: envelopeOf(ProfilesListBodySchema) } } },
    async (request) => {
      const ctx = userContextOf(app, request);
      return ok({ profiles: await listProfiles(ctx, ctx.caller.userId) });
    },
  );

  app.get(
    '/v1/user/businessUserProfiles/',
    { config: { access: 'user' }, schema: { tags, response: { 200: envelopeOf(ProfilesListBodySchema) } } },
    async (request) => {
      const ctx = userContextOf(app, request);
      return ok({ profiles: await listBusinessProfiles(ctx, ctx.caller.userId) });
    },
  );

  // Both spellings are in the spec's catalogue (§7), typo included.
  for (const url of ['/v1/user/checkProfileUserNameAvailabilty/', '/v1/user/check-username-availability']) {
    app.get(
      url,
      {
        config: { access: 'user' },
        schema: {
          tags,
          querystring: UserNameAvailabilityQuerySchema,
          response: { 200: envelopeOf(UserNameAvailabilityBodySchema) },
        },
      },
      async (request) =>
        ok({ isUserNameAvailable: await isUserNameAvailable(userContextOf(app, request), request.query.userName) }),
    );
  }

  // Edit business profile (spec §2 /profile/edit-business-profile, §7 "/v1/profiles (GST)"):
  // every member may read the details; the owner or a manager changes them.
  app.get(
    '/v1/profiles',
    { config: { access: 'member' }, schema: { tags, response: { 200: envelopeOf(BusinessProfileDetailsSchema) } } },
    async (request) => ok(await getBusinessProfileDetails(profileContextOf(app, request))),
  );

  app.post(
    '/v1/profiles',
    {
      config: { access: 'manager' },
      schema: { tags, body: EditBusinessProfileRequestSchema, response: { 200: envelopeOf(BusinessProfileDetailsSchema) } },
    },
    async (request) => ok(await editBusinessProfile(profileContextOf(app, request), request.body)),
  );
};
