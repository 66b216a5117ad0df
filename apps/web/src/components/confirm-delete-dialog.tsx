import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ResponsiveDialog } from './responsive-dialog.tsx';

interface Props {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  message: ReactNode;
  isDeleting?: boolean;
  /** The red button's words: "Delete" unless removing means something else ("Remove", "Withdraw invite"). */
  confirmLabel?: string;
  /** What the red button says while the delete runs. */
  pendingLabel?: string;
}

/**
 * The one confirmation before anything is deleted (spec §2/§4): "Are you sure?", the
 * consequence, Cancel and Delete ("Deleting..."). A bottom drawer on a phone.
 */
export function ConfirmDeleteDialog({
  opened,
  onClose,
  onConfirm,
  message,
  isDeleting = false,
  confirmLabel = 'Delete',
  pendingLabel = 'Deleting...',
}: Props) {
  return (
    <ResponsiveDialog opened={opened} onClose={onClose} title="Are you sure?" size="sm" drawerSize="auto">
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={isDeleting}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} disabled={isDeleting}>
          {isDeleting ? pendingLabel : confirmLabel}
        </Button>
      </Group>
    </ResponsiveDialog>
  );
}
