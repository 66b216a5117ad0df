import { z } from 'zod';
import { ROLES } from './permission-rules.ts';

export * from './permission-rules.ts';

export const RoleSchema = z.enum(ROLES);

const FlagValueSchema = z.object({ value: z.boolean() });

/** `user-permissions` response body in the spec's shape (§7). */
export const UserPermissionsBodySchema = z.object({
  role: RoleSchema,
  permissions: z.object({
    digitalMenuAccess: FlagValueSchema,
    tableReserveAccess: FlagValueSchema,
    socialProfileAccess: FlagValueSchema,
  }),
});
export type UserPermissionsBody = z.infer<typeof UserPermissionsBodySchema>;
