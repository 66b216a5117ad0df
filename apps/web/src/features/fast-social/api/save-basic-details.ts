import { useMutation } from '@tanstack/react-query';
import type { BasicDetailsSchema } from '@venue/shared';
import type { z } from 'zod';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { fastSocialRoutes } from '@venue/shared/routes';
import { fastSocialKeys } from './keys.ts';

export type BasicDetailsInput = z.input<typeof BasicDetailsSchema>;

/** POST /fast-social/basic-details. */
export const saveBasicDetails = (input: BasicDetailsInput) => api.call(fastSocialRoutes.saveBasicDetails, { body: input });

export function useSaveBasicDetails() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({ mutationFn: saveBasicDetails, onSuccess: () => invalidate(fastSocialKeys.all) });
}
