import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamAuditEntry } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { teamRoutes } from '@venue/shared/routes';
import { teamKeys } from './keys.ts';

/** GET team-audit: who changed the team, what and when, newest first (owner only). */
export async function getTeamAudit(profileId: string): Promise<TeamAuditEntry[]> {
  const body = await api.call(teamRoutes.listTeamAudit, {
    query: { profileId, limit: 50 },
    fallbackMessage: 'Failed to load the audit trail',
  });
  return body.events;
}

export const teamAuditQuery = (profileId: string) =>
  queryOptions({ queryKey: teamKeys.audit(profileId), queryFn: () => getTeamAudit(profileId) });

export function useTeamAudit(profileId: string | null, options: { enabled?: boolean } = {}) {
  return useQuery({ ...teamAuditQuery(profileId ?? ''), enabled: Boolean(profileId) && (options.enabled ?? true) });
}
