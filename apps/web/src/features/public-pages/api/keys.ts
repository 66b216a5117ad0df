/** Query keys of the public-pages feature (one factory, style.md). Keyed by profile so a switch refetches. */
export const publicPagesKeys = {
  all: ['public-pages'] as const,
  preview: (profileId: string) => [...publicPagesKeys.all, 'preview', profileId] as const,
  settings: (profileId: string) => [...publicPagesKeys.all, 'settings', profileId] as const,
};
