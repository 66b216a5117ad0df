import { useMutation } from '@tanstack/react-query';
import { QR_MESSAGES, type CreateQrCodeRequest } from '@venue/shared';
import { qrRoutes } from '@venue/shared/routes';
import { api } from '@/lib/api-client.ts';
import { useRefreshQrCodes } from './refresh-qr-codes.ts';

/** POST /v2/qr-codes. */
export const createQrCode = (input: CreateQrCodeRequest) =>
  api.call(qrRoutes.createQrCode, { body: input, fallbackMessage: QR_MESSAGES.createFailed });

export function useCreateQrCode() {
  const refresh = useRefreshQrCodes();
  return useMutation({
    mutationFn: createQrCode,
    onSuccess: () => refresh(),
  });
}
