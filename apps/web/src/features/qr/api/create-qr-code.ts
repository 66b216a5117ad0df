import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QR_MESSAGES, type CreateQrCodeRequest, type QrCode } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { useActiveProfileId } from '@/lib/session.ts';
import { qrKeys } from './keys.ts';

/** POST /v2/qr-codes. */
export const createQrCode = (input: CreateQrCodeRequest) =>
  api.post<{ qrCode: QrCode }>('/v2/qr-codes', input, { fallbackMessage: QR_MESSAGES.createFailed });

export function useCreateQrCode() {
  const queryClient = useQueryClient();
  const profileId = useActiveProfileId();
  return useMutation({
    mutationFn: createQrCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qrKeys.all(profileId) }),
  });
}
