import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client.ts';
import { toastError } from '@/lib/toast.ts';

/** A small button that downloads a file, busy while it does, the server's words on failure. */
export function DownloadButton({
  download,
  label,
  ariaLabel,
  failure,
}: {
  download: () => Promise<void>;
  label: string;
  ariaLabel: string;
  failure: string;
}) {
  const [isDownloading, setDownloading] = useState(false);
  async function run() {
    setDownloading(true);
    try {
      await download();
    } catch (error) {
      toastError(error instanceof ApiError ? error.message : failure);
    } finally {
      setDownloading(false);
    }
  }
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconDownload size={14} />}
      loading={isDownloading}
      onClick={() => void run()}
      aria-label={ariaLabel}
    >
      {label}
    </Button>
  );
}
