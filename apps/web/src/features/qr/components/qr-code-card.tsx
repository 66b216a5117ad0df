import { useState } from 'react';
import { ActionIcon, Anchor, Badge, Button, Card, Checkbox, Group, Image, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconPencil, IconTrash } from '@tabler/icons-react';
import { QR_KIND_LABELS, QR_MESSAGES, type QrCode, type QrFormat } from '@venue/shared';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog.tsx';
import { toast, toastError } from '@/lib/toast.ts';
import { useDeleteQrCode } from '../api/delete-qr-code.ts';
import { saveFile } from '@/lib/save-file.ts';
import { downloadQrImage, useQrImageUrl } from '../api/download-qr-file.ts';
import { scanSummary } from '../lib/scan-summary.ts';
import { QrEditDialog } from './qr-edit-dialog.tsx';

interface Props {
  code: QrCode;
  /** Chosen for the printed sheet. */
  isSelected: boolean;
  onSelectedChange: (selected: boolean) => void;
}

/** One code: its image, what it opens, its scan count, downloads, edit, delete, and a box to print it. */
export function QrCodeCard({ code, isSelected, onSelectedChange }: Props) {
  const imageUrl = useQrImageUrl(code._id);
  const remove = useDeleteQrCode();
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const [downloading, setDownloading] = useState<QrFormat | null>(null);

  const download = async (format: QrFormat) => {
    setDownloading(format);
    try {
      saveFile(await downloadQrImage(code._id, format), `${code.displayName}.${format}`);
    } catch (error) {
      toastError((error as Error).message || QR_MESSAGES.downloadFailed);
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Card withBorder radius="md" padding="md" data-testid="qr-code-card" aria-label={code.displayName} component="article">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
            <Checkbox
              mt={6}
              checked={isSelected}
              onChange={(event) => onSelectedChange(event.currentTarget.checked)}
              aria-label={`Print ${code.displayName}`}
            />
            <div style={{ minWidth: 0 }}>
              <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
                {code.displayName}
              </Text>
              <Badge variant="light" color={code.kind === 'table' ? 'teal' : 'gray'}>
                {QR_KIND_LABELS[code.kind]}
              </Badge>
            </div>
          </Group>
          <AccessGuard flag="digitalMenuAccess" mode="disable">
            <Group gap={4} wrap="nowrap">
              <Tooltip label="Edit label">
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Edit ${code.displayName}`}
                  onClick={() => setEditing(true)}
                >
                  <IconPencil size={18} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Delete QR code">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete ${code.displayName}`}
                  onClick={() => setConfirming(true)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </AccessGuard>
        </Group>
        {imageUrl ? (
          // Its height follows the label under the code.
          <Image src={imageUrl} alt={`QR code for ${code.displayName}`} w={160} h="auto" mx="auto" />
        ) : (
          <Skeleton w={160} h={160} mx="auto" />
        )}
        <Anchor href={code.shortUrl} target="_blank" rel="noopener" size="sm" ta="center" style={{ wordBreak: 'break-all' }}>
          {code.shortUrl}
        </Anchor>
        <Text size="sm" c="dimmed" ta="center" data-testid="scan-count">
          {scanSummary(code.scanCount, code.lastScannedAt)}
        </Text>
        <Group grow gap="xs">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconDownload size={14} />}
            loading={downloading === 'png'}
            onClick={() => void download('png')}
          >
            PNG
          </Button>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconDownload size={14} />}
            loading={downloading === 'svg'}
            onClick={() => void download('svg')}
          >
            SVG
          </Button>
        </Group>
      </Stack>
      <QrEditDialog code={code} opened={editing} onClose={() => setEditing(false)} />
      <ConfirmDeleteDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        isDeleting={remove.isPending}
        onConfirm={() =>
          remove.mutate(code._id, {
            onSuccess: () => {
              setConfirming(false);
              toast({ title: QR_MESSAGES.deleted });
            },
            onError: (error) => toastError(error.message),
          })
        }
        message={`This will permanently delete the QR code for "${code.displayName}". Printed copies will stop working. This action cannot be undone.`}
      />
    </Card>
  );
}
