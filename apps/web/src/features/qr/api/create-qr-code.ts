import { useMutation } from '@tanstack/react-query';
import { QR_MESSAGES, type CreateQrCodeRequest } from '@venue/shared';
import { qrRoutes } from '@venue/shared/routes';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { qrKeys } from './keys.ts';

/** POST /v2/qr-codes. */
export const createQrCode = (input: CreateQrCodeRequest) =>
  api.call(qrRoutes.createQrCode, { body: input, fallbackMessage: QR_MESSAGES.createFailed });

export function useCreateQrCode() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({
    mutationFn: createQrCode,
    onSuccess: () => invalidate(qrKeys.all),
  });
}
