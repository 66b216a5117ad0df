import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client.ts';
import { saveFile } from '@/lib/save-file.ts';
import { toastError } from '@/lib/toast.ts';
import { exportAttendees } from '../api/export-attendees.ts';

/** Downloads every guest of the event as .xlsx (built on the server; it names the file). */
export function ExportGuestsButton({ eventId }: { eventId: string }) {
  const [isExporting, setExporting] = useState(false);
  async function download() {
    setExporting(true);
    try {
      saveFile(await exportAttendees(eventId), 'guests.xlsx');
    } catch (error) {
      toastError(error instanceof ApiError ? error.message : 'Failed to export guests');
    } finally {
      setExporting(false);
    }
  }
  return (
    <Button
      variant="default"
      leftSection={<IconFileSpreadsheet size={16} />}
      loading={isExporting}
      onClick={() => void download()}
    >
      Export .xlsx
    </Button>
  );
}
