import { useMutation } from '@tanstack/react-query';
import { QR_MESSAGES } from '@venue/shared';
import { qrRoutes } from '@venue/shared/routes';
import { api } from '@/lib/api-client.ts';
import { useRefreshQrCodes } from './refresh-qr-codes.ts';

/** POST /v2/qr-codes/{id}/delete: the printed code stops working. */
export const deleteQrCode = (id: string) =>
  api.call(qrRoutes.deleteQrCode, { params: { id }, fallbackMessage: QR_MESSAGES.deleteFailed });

export function useDeleteQrCode() {
  const refresh = useRefreshQrCodes();
  return useMutation({
    mutationFn: deleteQrCode,
    onSuccess: () => refresh(),
  });
}
