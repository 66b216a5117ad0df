import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomePageImage } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { menuKeys } from './keys.ts';

/** GET /v2/homePageImages: the venue's home-page carousel, in order. */
export function getHomePageImages(signal?: AbortSignal) {
  return api.get<{ images: HomePageImage[] }>('/v2/homePageImages', undefined, { signal });
}

export function homePageImagesQueryOptions(profileId: string) {
  return queryOptions({
    queryKey: menuKeys.homeImages(profileId),
    queryFn: ({ signal }) => getHomePageImages(signal),
    select: (body: { images: HomePageImage[] }) => [...body.images].sort((a, b) => a.order - b.order),
  });
}

export function useHomePageImages(profileId: string | undefined) {
  return useQuery({ ...homePageImagesQueryOptions(profileId ?? ''), enabled: Boolean(profileId) });
}
