import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { QR_MESSAGES, type QrFormat } from '@venue/shared';
import { downloadApi } from '@/lib/api-client.ts';
import { qrRoutes } from '@venue/shared/routes';
import { useActiveProfileId } from '@/lib/session.ts';
import { qrKeys } from './keys.ts';

/** GET /v2/qr-codes/{id}/download/{png|svg}. */
export const downloadQrImage = (id: string, format: QrFormat) =>
  downloadApi(qrRoutes.downloadQrCode, { params: { id, format }, fallbackMessage: QR_MESSAGES.downloadFailed });

/** GET /v2/qr-codes/sheet.pdf?ids=: the printable A4 sheet of exactly these codes (every code when no ids). */
export const downloadQrSheet = (ids: string[] = []) =>
  downloadApi(qrRoutes.getQrSheet, {
    query: { ids: ids.length > 0 ? ids.join(',') : undefined },
    fallbackMessage: QR_MESSAGES.downloadFailed,
  });

/**
 * The code's SVG for on-screen display. The image call needs the bearer token, which an <img>
 * cannot send, so it is fetched and shown from an object URL.
 */
export function useQrImageUrl(id: string): string | null {
  const profileId = useActiveProfileId();
  const query = useQuery({
    queryKey: qrKeys.image(profileId, id),
    queryFn: () => downloadQrImage(id, 'svg').then((file) => file.blob),
    // A code's image changes only with its label, and an edit refreshes it (refresh-qr-codes.ts).
    staleTime: Infinity,
  });
  const url = useMemo(() => (query.data ? URL.createObjectURL(query.data) : null), [query.data]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return url;
}
