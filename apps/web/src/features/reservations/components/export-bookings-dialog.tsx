import { useState } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { ResponsiveDialog } from '@/components/responsive-dialog.tsx';
import { saveFile } from '@/lib/save-file.ts';
import { toastError } from '@/lib/toast.ts';
import { exportBookings } from '../api/export-bookings.ts';
import { addDays } from '@/lib/local-date.ts';

/** Bookings of a local date range as a spreadsheet. */
export function ExportBookingsDialog({
  opened,
  onClose,
  defaultFrom,
}: {
  opened: boolean;
  onClose: () => void;
  defaultFrom: string;
}) {
  const [from, setFrom] = useState(defaultFrom);
  const [to, setTo] = useState(addDays(defaultFrom, 6));
  const [isExporting, setExporting] = useState(false);
  const isValid = Boolean(from && to && from <= to);

  const run = async () => {
    setExporting(true);
    try {
      saveFile(await exportBookings({ from, to }), `bookings-${from}-to-${to}.xlsx`);
      onClose();
    } catch (error) {
      toastError((error as Error).message);
    } finally {
      setExporting(false);
    }
  };

  return (
    <ResponsiveDialog opened={opened} onClose={onClose} title="Export bookings" size="sm" drawerSize="auto">
      <Stack gap="sm">
        <TextInput type="date" label="From" value={from} onChange={(event) => setFrom(event.currentTarget.value)} />
        <TextInput
          type="date"
          label="To"
          value={to}
          onChange={(event) => setTo(event.currentTarget.value)}
          error={from && to && from > to ? 'The end date must not be before the start' : undefined}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void run()} loading={isExporting} disabled={!isValid}>
            Download
          </Button>
        </Group>
      </Stack>
    </ResponsiveDialog>
  );
}
