import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useFormContext, type FieldError } from 'react-hook-form';
import type { WorkingHours } from '@venue/shared';

type RangesPath = `openingHours.${number}.ranges` | `exceptions.${number}.ranges`;

/** An array's own error from the zod resolver sits on the array or on its `root`. */
export function arrayErrorOf(error: unknown): string | undefined {
  const value = error as (FieldError & { root?: FieldError }) | undefined;
  return value?.message ?? value?.root?.message;
}

const NEXT_RANGE = { start: '18:00', end: '22:00' };

/** Several opening ranges of one day (e.g. lunch and dinner), each start–end in HH:MM. */
export function RangesEditor({ name, label }: { name: RangesPath; label: string }) {
  const form = useFormContext<WorkingHours>();
  const ranges = useFieldArray({ control: form.control, name });
  const errors = form.formState.errors;
  const path = name.split('.');
  const listError = path.reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], errors);

  return (
    <Stack gap={6}>
      {ranges.fields.map((field, index) => {
        const rangeError = arrayErrorOf((listError as unknown[] | undefined)?.[index]);
        return (
          <Stack key={field.id} gap={2}>
            <Group gap="xs" wrap="nowrap" align="center">
              <TextInput
                type="time"
                size="xs"
                w={112}
                aria-label={`${label} range ${index + 1} opens`}
                {...form.register(`${name}.${index}.start`)}
              />
              <Text size="xs" c="dimmed">
                to
              </Text>
              <TextInput
                type="time"
                size="xs"
                w={112}
                aria-label={`${label} range ${index + 1} closes`}
                {...form.register(`${name}.${index}.end`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${label} range ${index + 1}`}
                onClick={() => ranges.remove(index)}
                disabled={ranges.fields.length === 1}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
            {rangeError ? (
              <Text size="xs" c="red">
                {rangeError}
              </Text>
            ) : null}
          </Stack>
        );
      })}
      {arrayErrorOf(listError) ? (
        <Text size="xs" c="red" role="alert">
          {arrayErrorOf(listError)}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="subtle"
          size="compact-xs"
          leftSection={<IconPlus size={12} />}
          onClick={() => ranges.append(NEXT_RANGE)}
          disabled={ranges.fields.length >= 6}
        >
          Add range
        </Button>
      </Group>
    </Stack>
  );
}
