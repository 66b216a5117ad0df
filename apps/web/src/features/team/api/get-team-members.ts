import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamMember, UsersBody } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { teamKeys } from './keys.ts';

/** GET users (spec §7): the active profile's members and pending invites. */
export async function getTeamMembers(profileId: string): Promise<TeamMember[]> {
  const body = await api.get<UsersBody>('/v1/user/users', { profileId }, { fallbackMessage: 'Failed to load team members' });
  return body.users;
}

export const teamMembersQuery = (profileId: string) =>
  queryOptions({ queryKey: teamKeys.members(profileId), queryFn: () => getTeamMembers(profileId) });

export function useTeamMembers(profileId: string | null, options: { enabled?: boolean } = {}) {
  return useQuery({ ...teamMembersQuery(profileId ?? ''), enabled: Boolean(profileId) && (options.enabled ?? true) });
}
