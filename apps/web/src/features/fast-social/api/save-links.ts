import { useMutation } from '@tanstack/react-query';
import type { SaveLinksSchema } from '@venue/shared';
import type { z } from 'zod';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { fastSocialRoutes } from '@venue/shared/routes';
import { fastSocialKeys } from './keys.ts';

export type SaveLinksInput = z.input<typeof SaveLinksSchema>;

/** POST /fast-social/links: the whole list in its order; the server saves all of it or none. */
export const saveLinks = (input: SaveLinksInput) => api.call(fastSocialRoutes.saveLinks, { body: input });

export function useSaveLinks() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({ mutationFn: saveLinks, onSuccess: () => invalidate(fastSocialKeys.all) });
}
