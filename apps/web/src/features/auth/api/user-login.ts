import type { UserLoginBodySchema, UserLoginRequest } from '@venue/shared';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { useCall } from '../hooks/use-call.ts';

export type UserLoginBody = z.infer<typeof UserLoginBodySchema>;

/** Sends a one-time code to the number (POST /v1/user/userLogin). */
export function userLogin(input: UserLoginRequest): Promise<UserLoginBody> {
  return api.post<UserLoginBody>('/v1/user/userLogin', input, {
    skipAuthRefresh: true,
    fallbackMessage: 'Could not send the code. Please try again.',
  });
}

export function useUserLogin() {
  return useCall(userLogin);
}
