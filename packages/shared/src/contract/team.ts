import { z } from 'zod';
import {
  DeleteUserAccessBodySchema,
  DeleteUserAccessRequestSchema,
  EditUserRoleAndPermissionsBodySchema,
  EditUserRoleAndPermissionsRequestSchema,
  ProfileQuerySchema,
  TeamAuditBodySchema,
  TeamAuditQuerySchema,
  UserByNumberBodySchema,
  UsersBodySchema,
} from '../team.ts';
import { UserPermissionsBodySchema } from '../permissions.ts';
import { defineEndpoints } from './define.ts';
import { teamRoutes } from './team.routes.ts';

export const teamEndpoints = defineEndpoints(teamRoutes, {
  getUserPermissions: { query: ProfileQuerySchema, response: UserPermissionsBodySchema },
  listTeamMembers: { query: ProfileQuerySchema, response: UsersBodySchema },
  editUserRoleAndPermissions: { body: EditUserRoleAndPermissionsRequestSchema, response: EditUserRoleAndPermissionsBodySchema },
  deleteUserAccess: { body: DeleteUserAccessRequestSchema, response: DeleteUserAccessBodySchema },
  listTeamAudit: { query: TeamAuditQuerySchema, response: TeamAuditBodySchema },
  getUserByNumber: { params: z.object({ number: z.string().trim().max(32) }), response: UserByNumberBodySchema },
});
