import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteUserAccessRequest } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { teamRoutes } from '@venue/shared/routes';
import { teamKeys } from './keys.ts';

/** POST deleteUserAccess (spec §7): a member by userId, or a pending invite by memberId. */
export function deleteUserAccess(input: DeleteUserAccessRequest) {
  return api.call(teamRoutes.deleteUserAccess, { body: input, fallbackMessage: 'Failed to remove user access' });
}

export function useDeleteUserAccess(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<DeleteUserAccessRequest, 'profileId'>) => deleteUserAccess({ ...input, profileId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.all(profileId) }),
  });
}
