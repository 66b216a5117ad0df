import type { ValidateOtpBody, ValidateOtpRequest } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { useCall } from '../hooks/use-call.ts';
import { completeLogin } from '../lib/complete-login.ts';

/** Exchanges the number and its one-time code for tokens and the user's profiles. */
export function validateOtp(input: ValidateOtpRequest): Promise<ValidateOtpBody> {
  return api.post<ValidateOtpBody>('/v1/user/validateOtp', input, {
    skipAuthRefresh: true,
    fallbackMessage: 'Could not verify the code. Please try again.',
  });
}

/** Checks the code, then stores the session; pending until the dashboard can open. */
const verifyAndSignIn = async (input: ValidateOtpRequest) => completeLogin(await validateOtp(input));

export function useValidateOtp() {
  return useCall(verifyAndSignIn);
}
