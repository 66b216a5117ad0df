/** Query keys of the QR feature (one factory, style.md); per profile so a switch refetches. */
export const qrKeys = {
  all: ['qr'] as const,
  list: (profileId: string) => [...qrKeys.all, 'list', profileId] as const,
  stats: (profileId: string, days: number) => [...qrKeys.all, 'stats', profileId, days] as const,
  image: (id: string) => [...qrKeys.all, 'image', id] as const,
};
