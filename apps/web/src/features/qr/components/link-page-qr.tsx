import { useState } from 'react';
import { Button, Group, Image, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload, IconQrcode } from '@tabler/icons-react';
import { QR_MESSAGES } from '@venue/shared';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { saveFile } from '@/lib/save-file.ts';
import { toastError } from '@/lib/toast.ts';
import { useCreateQrCode } from '../api/create-qr-code.ts';
import { downloadQrImage, useQrImageUrl } from '../api/download-qr-file.ts';
import { useQrCodes } from '../api/get-qr-codes.ts';
import type { QrCode } from '@venue/shared';

function LinkPageCode({ code }: { code: QrCode }) {
  const imageUrl = useQrImageUrl(code._id);
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      saveFile(await downloadQrImage(code._id, 'png'), `${code.displayName}.png`);
    } catch (error) {
      toastError((error as Error).message || QR_MESSAGES.downloadFailed);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Group gap="md" align="center">
      {imageUrl ? <Image src={imageUrl} alt="QR code for your link page" w={120} h={120} /> : <Skeleton w={120} h={120} />}
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {code.scanCount} {code.scanCount === 1 ? 'scan' : 'scans'}
        </Text>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconDownload size={14} />}
          loading={downloading}
          onClick={() => void download()}
        >
          Download PNG
        </Button>
      </Stack>
    </Group>
  );
}

/**
 * The link page's QR code (a QR manager code of kind "links"), for the link editor: shown when
 * the venue has one, else made with one click. Scans count like every other code.
 */
export function LinkPageQr({ profileId }: { profileId: string }) {
  const codes = useQrCodes(profileId);
  const create = useCreateQrCode();
  if (codes.isPending) return <Skeleton w={120} h={120} mt="sm" />;
  if (codes.isError) return null;
  const code = codes.data.codes.find((entry) => entry.kind === 'links');
  return (
    <Stack gap="xs" mt="sm" align="flex-start">
      {code ? (
        <LinkPageCode code={code} />
      ) : (
        <AccessGuard flag="digitalMenuAccess" mode="disable">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconQrcode size={14} />}
            loading={create.isPending}
            onClick={() => create.mutate({ kind: 'links', label: '' }, { onError: (error) => toastError(error.message) })}
          >
            Make a QR code for this page
          </Button>
        </AccessGuard>
      )}
    </Stack>
  );
}
