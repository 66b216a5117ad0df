import { queryOptions, useQuery } from '@tanstack/react-query';
import type { menuEndpoints, ResponseOf } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { menuRoutes } from '@venue/shared/routes';
import { menuKeys } from './keys.ts';

/** GET /v2/homePageImages: the venue's home-page carousel, in order. */
export function getHomePageImages(signal?: AbortSignal) {
  return api.call(menuRoutes.listHomePageImages, { signal });
}

export function homePageImagesQueryOptions(profileId: string) {
  return queryOptions({
    queryKey: menuKeys.homeImages(profileId),
    queryFn: ({ signal }) => getHomePageImages(signal),
    select: (body: ResponseOf<typeof menuEndpoints.listHomePageImages>) => [...body.images].sort((a, b) => a.order - b.order),
  });
}

export function useHomePageImages(profileId: string | undefined) {
  return useQuery({ ...homePageImagesQueryOptions(profileId ?? ''), enabled: Boolean(profileId) });
}
