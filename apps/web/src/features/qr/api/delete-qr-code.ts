import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QR_MESSAGES } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { useActiveProfileId } from '@/lib/session.ts';
import { qrKeys } from './keys.ts';

/** POST /v2/qr-codes/{id}/delete: the printed code stops working. */
export const deleteQrCode = (id: string) =>
  api.post<{ deleted: string }>(
    `/v2/qr-codes/${encodeURIComponent(id)}/delete`,
    {},
    { fallbackMessage: QR_MESSAGES.deleteFailed },
  );

export function useDeleteQrCode() {
  const queryClient = useQueryClient();
  const profileId = useActiveProfileId();
  return useMutation({
    mutationFn: deleteQrCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qrKeys.all(profileId) }),
  });
}
