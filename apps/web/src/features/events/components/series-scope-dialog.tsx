import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { EditScope } from '@venue/shared';
import { ResponsiveDialog } from '@/components/responsive-dialog.tsx';

const CHOICES: Array<{ value: EditScope; label: string; description: string }> = [
  { value: 'one', label: 'This date', description: 'Only this date changes.' },
  { value: 'following', label: 'This and following dates', description: 'This date and every later one.' },
  { value: 'all', label: 'All dates', description: 'Every date of the series, earlier ones too.' },
];

interface Props {
  opened: boolean;
  onClose: () => void;
  onConfirm: (scope: EditScope) => void;
  isSaving: boolean;
}

/**
 * Saving a date of a weekly series asks which dates the change is for (issue 39). Times move
 * onto each date's own day; each date keeps its own tickets sold.
 */
export function SeriesScopeDialog({ opened, onClose, onConfirm, isSaving }: Props) {
  const [scope, setScope] = useState<EditScope>('one');
  return (
    <ResponsiveDialog opened={opened} onClose={onClose} title="Save changes to" size="md" drawerSize="auto">
      <Stack gap="md">
        <Radio.Group value={scope} onChange={(value) => setScope(value as EditScope)} aria-label="Dates to change">
          <Stack gap="sm">
            {CHOICES.map((choice) => (
              <Radio key={choice.value} value={choice.value} label={choice.label} description={choice.description} />
            ))}
          </Stack>
        </Radio.Group>
        <Text size="xs" c="dimmed">
          New times keep each date&apos;s own day. Tickets already sold stay with their date.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={isSaving}>
            Cancel
          </Button>
          <Button onClick={() => onConfirm(scope)} loading={isSaving}>
            Save
          </Button>
        </Group>
      </Stack>
    </ResponsiveDialog>
  );
}
