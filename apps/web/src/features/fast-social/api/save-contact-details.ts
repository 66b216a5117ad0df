import { useMutation } from '@tanstack/react-query';
import type { ContactDetailsSchema } from '@venue/shared';
import type { z } from 'zod';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { fastSocialRoutes } from '@venue/shared/routes';
import { fastSocialKeys } from './keys.ts';

export type ContactDetailsInput = z.input<typeof ContactDetailsSchema>;

/** POST /fast-social/contact-details. */
export const saveContactDetails = (input: ContactDetailsInput) => api.call(fastSocialRoutes.saveContactDetails, { body: input });

export function useSaveContactDetails() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({ mutationFn: saveContactDetails, onSuccess: () => invalidate(fastSocialKeys.all) });
}
