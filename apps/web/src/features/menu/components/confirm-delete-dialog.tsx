import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  message: ReactNode;
  isDeleting?: boolean;
}

/** The spec's delete confirmation: "Are you sure?", the consequence, Cancel and Delete ("Deleting..."). */
export function ConfirmDeleteDialog({ opened, onClose, onConfirm, message, isDeleting = false }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Are you sure?" centered size="sm">
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={isDeleting}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} disabled={isDeleting}>
          {isDeleting ? 'Deleting...' : 'Delete'}
        </Button>
      </Group>
    </Modal>
  );
}
