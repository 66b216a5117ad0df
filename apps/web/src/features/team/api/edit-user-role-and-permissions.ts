import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditUserRoleAndPermissionsRequest, TeamMember } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { teamKeys } from './keys.ts';

export interface EditUserRoleAndPermissionsResult {
  user: TeamMember;
  created: boolean;
}

/** POST editUserRoleAndPermissions (spec §7): add by phone number, or change a member's role and flags. */
export function editUserRoleAndPermissions(input: EditUserRoleAndPermissionsRequest): Promise<EditUserRoleAndPermissionsResult> {
  return api.post<EditUserRoleAndPermissionsResult>('/v1/user/editUserRoleAndPermissions', input, {
    fallbackMessage: 'Failed to update user access',
  });
}

export function useEditUserRoleAndPermissions(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<EditUserRoleAndPermissionsRequest, 'profileId'>) =>
      editUserRoleAndPermissions({ ...input, profileId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.all(profileId) }),
  });
}
