import type { FastifyPluginAsync } from 'fastify';
import { teamEndpoints as endpoints } from '@venue/shared';
import { route } from '../../lib/route.ts';
import { profileContextOf } from '../../plugins/access.ts';
import {
  deleteUserAccess,
  editUserRoleAndPermissions,
  getUserPermissions,
  listTeamAudit,
  listTeamMembers,
  lookUpNumber,
} from './team.service.ts';

/** Staff access (spec §6, §7; issue #3): the calls of packages/shared/src/contract/team.routes.ts. */
export const teamModule: FastifyPluginAsync = async (app) => {
  route(app, endpoints.getUserPermissions, (request) => getUserPermissions(profileContextOf(app, request)));
  route(app, endpoints.listTeamMembers, async (request) => ({ users: await listTeamMembers(profileContextOf(app, request)) }));
  route(app, endpoints.editUserRoleAndPermissions, (request) =>
    editUserRoleAndPermissions(profileContextOf(app, request), request.body),
  );
  route(app, endpoints.deleteUserAccess, (request) => deleteUserAccess(profileContextOf(app, request), request.body));
  route(app, endpoints.listTeamAudit, async (request) => ({
    events: await listTeamAudit(profileContextOf(app, request), request.query),
  }));
  route(app, endpoints.getUserByNumber, (request) =>
    lookUpNumber(profileContextOf(app, request), { rateLimiter: app.deps.rateLimiter }, request.params.number),
  );
};
