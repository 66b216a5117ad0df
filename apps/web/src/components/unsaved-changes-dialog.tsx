import { Button, Group, Text } from '@mantine/core';
import type { UnsavedChanges } from '@/hooks/use-unsaved-changes.ts';
import { ResponsiveDialog } from './responsive-dialog.tsx';

/**
 * The question `hooks/use-unsaved-changes.ts` asks when the owner leaves an editor with work
 * not saved: stay (the default, so Escape or a tap outside keeps the work) or leave without it.
 */
export function UnsavedChangesDialog({ guard }: { guard: UnsavedChanges }) {
  return (
    <ResponsiveDialog
      opened={guard.isAsking}
      onClose={guard.stay}
      title="Leave without saving?"
      size="sm"
      drawerSize="auto"
      zIndex={400}
    >
      <Text size="sm">Your changes on this page are not saved yet. If you leave now, they will be lost.</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={guard.leave}>
          Leave without saving
        </Button>
        <Button onClick={guard.stay} data-autofocus>
          Stay on this page
        </Button>
      </Group>
    </ResponsiveDialog>
  );
}
