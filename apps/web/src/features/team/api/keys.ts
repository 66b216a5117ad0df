/** Query keys of the team feature, one factory (style.md); scoped by profile so a switch never shows another team. */
export const teamKeys = {
  all: ['team'] as const,
  members: (profileId: string) => [...teamKeys.all, profileId, 'members'] as const,
  audit: (profileId: string) => [...teamKeys.all, profileId, 'audit'] as const,
};
