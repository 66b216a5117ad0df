import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamMember } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { teamRoutes } from '@venue/shared/routes';
import { teamKeys } from './keys.ts';

/** GET users (spec §7): the active profile's members and pending invites. */
export async function getTeamMembers(profileId: string): Promise<TeamMember[]> {
  const body = await api.call(teamRoutes.listTeamMembers, {
    query: { profileId },
    fallbackMessage: 'Failed to load team members',
  });
  return body.users;
}

export const teamMembersQuery = (profileId: string) =>
  queryOptions({ queryKey: teamKeys.members(profileId), queryFn: () => getTeamMembers(profileId) });

export function useTeamMembers(profileId: string | null, options: { enabled?: boolean } = {}) {
  return useQuery({ ...teamMembersQuery(profileId ?? ''), enabled: Boolean(profileId) && (options.enabled ?? true) });
}
