import { ActionIcon, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { ATTENDEE_QUESTIONS_PER_TYPE_MAX } from '@venue/shared';
import type { EventEditorValues } from '../lib/event-form-schema.ts';

/**
 * What a ticket type asks each attendee besides their name (decisions §7 "attendee details"):
 * a few short questions, each required or not. A saved question keeps its id, so its answers
 * stay with it when its words change.
 */
export function AttendeeQuestionsEditor({ typeIndex, typeName }: { typeIndex: number; typeName: string }) {
  const form = useFormContext<EventEditorValues>();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: `ticketTypes.${typeIndex}.attendeeQuestions` });
  const errors = form.formState.errors.ticketTypes?.[typeIndex]?.attendeeQuestions;

  return (
    <Stack gap="xs" mt="sm">
      <Text size="sm" fw={600}>
        Attendee questions
      </Text>
      <Text size="xs" c="dimmed">
        Each guest gives their name{fields.length > 0 ? ' and answers these' : ''} for every {typeName} ticket.
      </Text>
      {fields.map((field, index) => (
        <Group key={field.id} align="flex-end" gap="xs" wrap="wrap">
          <TextInput
            style={{ flex: '1 1 14rem', minWidth: 0 }}
            label={`Question ${index + 1}`}
            placeholder="e.g. Dietary needs"
            error={errors?.[index]?.label?.message}
            {...form.register(`ticketTypes.${typeIndex}.attendeeQuestions.${index}.label`)}
          />
          <Checkbox mb={8} label="Required" {...form.register(`ticketTypes.${typeIndex}.attendeeQuestions.${index}.required`)} />
          <ActionIcon
            mb={4}
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Remove question ${index + 1} of ${typeName}`}
            onClick={() => remove(index)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      {fields.length < ATTENDEE_QUESTIONS_PER_TYPE_MAX && (
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} />}
            onClick={() => append({ label: '', required: false })}
          >
            Add question
          </Button>
        </Group>
      )}
    </Stack>
  );
}
