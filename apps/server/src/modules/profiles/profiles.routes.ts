import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CreateProfileRequestSchema,
  envelopeOf,
  ProfileSchema,
  ProfilesListBodySchema,
  UserNameAvailabilityBodySchema,
  UserNameAvailabilityQuerySchema,
} from '@venue/shared';
import { ok } from '../../lib/envelope.ts';
import { userContextOf } from '../../plugins/access.ts';
import { createSocialProfile, isUserNameAvailable, listBusinessProfiles, listProfiles } from './profiles.service.ts';

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
};
