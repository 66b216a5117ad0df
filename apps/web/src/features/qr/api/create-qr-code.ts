import { useMutation } from '@tanstack/react-query';
import { QR_MESSAGES, type CreateQrCodeRequest, type QrCode } from '@venue/shared';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { qrKeys } from './keys.ts';

/** POST /v2/qr-codes. */
export const createQrCode = (input: CreateQrCodeRequest) =>
  api.post<{ qrCode: QrCode }>('/v2/qr-codes', input, { fallbackMessage: QR_MESSAGES.createFailed });

export function useCreateQrCode() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({
    mutationFn: createQrCode,
    onSuccess: () => invalidate(qrKeys.all),
  });
}
