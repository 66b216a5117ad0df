import { useMutation } from '@tanstack/react-query';
import { QR_MESSAGES, type UpdateQrCodeRequest } from '@venue/shared';
import { qrRoutes } from '@venue/shared/routes';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { qrKeys } from './keys.ts';

/** PATCH /v2/qr-codes/{id}: a new label (and table number); the printed code keeps working. */
export const updateQrCode = ({ id, ...input }: UpdateQrCodeRequest & { id: string }) =>
  api.call(qrRoutes.updateQrCode, { params: { id }, body: input, fallbackMessage: QR_MESSAGES.updateFailed });

export function useUpdateQrCode() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({
    mutationFn: updateQrCode,
    onSuccess: () => invalidate(qrKeys.all),
  });
}
