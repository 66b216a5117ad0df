import { useMutation } from '@tanstack/react-query';
import { QR_MESSAGES, type CreateQrTablesRequest } from '@venue/shared';
import { qrRoutes } from '@venue/shared/routes';
import { api } from '@/lib/api-client.ts';
import { useRefreshQrCodes } from './refresh-qr-codes.ts';

/** POST /v2/qr-codes/tables: a room's worth of table codes at once; tables that have one keep it. */
export const createQrTables = (input: CreateQrTablesRequest) =>
  api.call(qrRoutes.createQrTables, { body: input, fallbackMessage: QR_MESSAGES.createFailed });

export function useCreateQrTables() {
  const refresh = useRefreshQrCodes();
  return useMutation({
    mutationFn: createQrTables,
    onSuccess: () => refresh(),
  });
}
