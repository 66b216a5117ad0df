import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DeleteUserAccessBodySchema,
  DeleteUserAccessRequestSchema,
  EditUserRoleAndPermissionsBodySchema,
  EditUserRoleAndPermissionsRequestSchema,
  envelopeOf,
  ProfileQuerySchema,
  TeamAuditBodySchema,
  TeamAuditQuerySchema,
  UserByNumberBodySchema,
  UserPermissionsBodySchema,
  UsersBodySchema,
} from '@venue/shared';
import { ok } from '../../lib/envelope.ts';
import { profileContextOf } from '../../plugins/access.ts';
import {
  deleteUserAccess,
  editUserRoleAndPermissions,
  getUserPermissions,
  listTeamAudit,
  listTeamMembers,
  lookUpNumber,
} from './team.service.ts';

/**
 * Staff access (spec §6, §7; issue #3). Owners and managers may read the team; only the
 * owner changes it or reads its audit trail; every member may read their own permissions.
 * Owners and managers may ask whether a number they are adding has an account.
 */
export const teamModule: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['team'];

  app.get(
    '/v1/user/user-permissions',
    {
      config: { access: 'member' },
      schema: { tags, querystring: ProfileQuerySchema, response: { 200: envelopeOf(UserPermissionsBodySchema) } },
    },
    async (request) => ok(getUserPermissions(profileContextOf(app, request))),
  );

  app.get(
    '/v1/user/users',
    {
      config: { access: 'manager' },
      schema: { tags, querystring: ProfileQuerySchema, response: { 200: envelopeOf(UsersBodySchema) } },
    },
    async (request) => ok({ users: await listTeamMembers(profileContextOf(app, request)) }),
  );

  app.post(
    '/v1/user/editUserRoleAndPermissions',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        body: EditUserRoleAndPermissionsRequestSchema,
        response: { 200: envelopeOf(EditUserRoleAndPermissionsBodySchema) },
      },
    },
    async (request) => ok(await editUserRoleAndPermissions(profileContextOf(app, request), request.body)),
  );

  app.post(
    '/v1/user/deleteUserAccess',
    {
      config: { access: 'owner' },
      schema: { tags, body: DeleteUserAccessRequestSchema, response: { 200: envelopeOf(DeleteUserAccessBodySchema) } },
    },
    async (request) => ok(await deleteUserAccess(profileContextOf(app, request), request.body)),
  );

  app.get(
    '/v1/user/team-audit',
    {
      config: { access: 'owner' },
      schema: { tags, querystring: TeamAuditQuerySchema, response: { 200: envelopeOf(TeamAuditBodySchema) } },
    },
    async (request) => ok({ events: await listTeamAudit(profileContextOf(app, request), request.query) }),
  );

  app.get(
    '/v1/user/getUserByNumber/:number',
    {
      config: { access: 'manager' },
      schema: {
        tags,
        params: z.object({ number: z.string().trim().max(32) }),
        response: { 200: envelopeOf(UserByNumberBodySchema) },
      },
    },
    async (request) =>
      ok(await lookUpNumber(profileContextOf(app, request), { rateLimiter: app.deps.rateLimiter }, request.params.number)),
  );
};
