import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  LogoutBodySchema,
  LogoutRequestSchema,
  RefreshTokensBodySchema,
  RefreshTokensRequestSchema,
  UpdateUserProfileRequestSchema,
  UserLoginBodySchema,
  UserLoginRequestSchema,
  UserProfileSchema,
  ValidateOtpBodySchema,
  ValidateOtpRequestSchema,
} from '@venue/shared';
import { ok } from '../../lib/envelope.ts';
import { userContextOf } from '../../plugins/access.ts';
import { authContextOf } from './auth-context.ts';
import {
  getUserProfile,
  logout,
  refreshSession,
  requestBookingCode,
  requestLoginCode,
  updateUserProfile,
  validateLoginCode,
} from './auth.service.ts';

/** Phone + one-time-code login, token refresh and the caller's own details (spec §4, §7; decisions §4). */
export const authModule: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  // Two names for one call in the spec's catalogue: the account is made at validateOtp.
  for (const url of ['/v1/user/addNewUser', '/v1/user/userLogin']) {
    app.post(
      url,
      {
        config: { access: 'public' },
        schema: { tags, body: UserLoginRequestSchema, response: { 200: envelopeOf(UserLoginBodySchema) } },
      },
      async (request) =>
        ok(
          await requestLoginCode(authContextOf(app, request), {
            mobileNumber: request.body.mobileNumber,
            clientAddress: request.ip,
          }),
        ),
    );
  }

  // A guest proves their number before booking a table (decisions §4, §6 "Reservations").
  app.post(
    '/v1/user/generateBookingOTP',
    {
      config: { access: 'public' },
      schema: { tags, body: UserLoginRequestSchema, response: { 200: envelopeOf(UserLoginBodySchema) } },
    },
    async (request) =>
      ok(
        await requestBookingCode(authContextOf(app, request), {
          mobileNumber: request.body.mobileNumber,
          clientAddress: request.ip,
        }),
      ),
  );

  app.post(
    '/v1/user/validateOtp',
    {
      config: { access: 'public' },
      schema: { tags, body: ValidateOtpRequestSchema, response: { 200: envelopeOf(ValidateOtpBodySchema) } },
    },
    async (request) => ok(await validateLoginCode(authContextOf(app, request), request.body)),
  );

  app.post(
    '/v1/user/refresh-tokens',
    {
      config: { access: 'public' },
      schema: { tags, body: RefreshTokensRequestSchema, response: { 200: envelopeOf(RefreshTokensBodySchema) } },
    },
    async (request) => ok(await refreshSession(authContextOf(app, request), request.body)),
  );

  app.post(
    '/v1/user/logout',
    {
      // The refresh token itself is the credential: a client whose access token has already
      // expired must still be able to end its session on the server.
      config: { access: 'public' },
      schema: { tags, body: LogoutRequestSchema.nullish(), response: { 200: envelopeOf(LogoutBodySchema) } },
    },
    async (request) => ok(await logout(authContextOf(app, request), request.body ?? {})),
  );

  app.get(
    '/v1/user/getUserProfile/',
    { config: { access: 'user' }, schema: { tags, response: { 200: envelopeOf(UserProfileSchema) } } },
    async (request) => ok(await getUserProfile(userContextOf(app, request))),
  );

  for (const url of ['/v1/user/updateProfile', '/v1/user/EditProfile']) {
    app.post(
      url,
      {
        config: { access: 'user' },
        schema: { tags, body: UpdateUserProfileRequestSchema, response: { 200: envelopeOf(UserProfileSchema) } },
      },
      async (request) => ok(await updateUserProfile(userContextOf(app, request), request.body)),
    );
  }
};
