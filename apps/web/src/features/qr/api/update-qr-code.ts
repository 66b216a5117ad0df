import { useMutation } from '@tanstack/react-query';
import { QR_MESSAGES, type UpdateQrCodeRequest } from '@venue/shared';
import { qrRoutes } from '@venue/shared/routes';
import { api } from '@/lib/api-client.ts';
import { useRefreshQrCodes } from './refresh-qr-codes.ts';

/** PATCH /v2/qr-codes/{id}: a new label (and table number); the printed code keeps working. */
export const updateQrCode = ({ id, ...input }: UpdateQrCodeRequest & { id: string }) =>
  api.call(qrRoutes.updateQrCode, { params: { id }, body: input, fallbackMessage: QR_MESSAGES.updateFailed });

export function useUpdateQrCode() {
  const refresh = useRefreshQrCodes();
  return useMutation({
    mutationFn: updateQrCode,
    onSuccess: (_answer, { id }) => refresh(id),
  });
}
