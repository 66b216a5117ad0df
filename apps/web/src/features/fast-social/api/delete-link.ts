import { useMutation } from '@tanstack/react-query';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { fastSocialRoutes } from '@venue/shared/routes';
import { fastSocialKeys } from './keys.ts';

/** DELETE /fast-social/links { _id } (decisions §6 "Link page"). */
export const deleteLink = (linkId: string) => api.call(fastSocialRoutes.deleteLink, { body: { _id: linkId } });

export function useDeleteLink() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({ mutationFn: deleteLink, onSuccess: () => invalidate(fastSocialKeys.all) });
}
