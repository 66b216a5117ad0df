import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditUserRoleAndPermissionsRequest } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { teamRoutes } from '@venue/shared/routes';
import { teamKeys } from './keys.ts';

/** POST editUserRoleAndPermissions (spec §7): add by phone number, or change a member's role and flags. */
export function editUserRoleAndPermissions(input: EditUserRoleAndPermissionsRequest) {
  return api.call(teamRoutes.editUserRoleAndPermissions, { body: input, fallbackMessage: 'Failed to update user access' });
}

export function useEditUserRoleAndPermissions(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<EditUserRoleAndPermissionsRequest, 'profileId'>) =>
      editUserRoleAndPermissions({ ...input, profileId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.all(profileId) }),
  });
}
