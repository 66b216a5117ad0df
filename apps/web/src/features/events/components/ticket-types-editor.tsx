import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Button, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { DragHandle } from '@/components/drag-handle.tsx';
import { SortableList } from '@/components/sortable-list.tsx';
import { WholeNumberField } from '@/components/whole-number-field.tsx';
import type { EventEditorValues } from '../lib/event-form-schema.ts';
import { AttendeeQuestionsEditor } from './attendee-questions-editor.tsx';

/** A new ticket type's defaults: on sale from now until the event starts. */
export function newTicketType(salesStart: string, salesEnd: string): EventEditorValues['ticketTypes'][number] {
  return { name: '', price: '', quantity: 100, salesStart, salesEnd, maxPerOrder: 10, attendeeQuestions: [] };
}

/** The one move (from, to) that turns `before` into `after`, as a single drag does. */
export function movedIndexes(before: string[], after: string[]): [number, number] {
  const first = before.findIndex((id, i) => after[i] !== id);
  const last = before.findLastIndex((id, i) => after[i] !== id);
  return after[last] === before[first] ? [first, last] : [last, first];
}

/**
 * The ticket-info step (spec §2): ticket types in the order guests see them, each editable and
 * draggable. Rows are keyed by react-hook-form's field ids, so a drag moves the typed values.
 */
export function TicketTypesEditor({ defaultSales }: { defaultSales: { start: string; end: string } }) {
  const form = useFormContext<EventEditorValues>();
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'ticketTypes' });
  const ids = fields.map((field) => field.id);
  const listError = form.formState.errors.ticketTypes?.root?.message ?? form.formState.errors.ticketTypes?.message;

  return (
    <Stack gap="sm">
      <SortableList
        ids={ids}
        label="ticket types"
        onReorder={(before, after) => {
          const [from, to] = movedIndexes(before, after);
          move(from, to);
        }}
      >
        {fields.map((field, index) => (
          <TicketTypeRow
            key={field.id}
            id={field.id}
            index={index}
            onRemove={() => remove(index)}
            canRemove={fields.length > 1}
          />
        ))}
      </SortableList>
      {listError && (
        <Text c="red" size="sm" role="alert">
          {listError}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => append(newTicketType(defaultSales.start, defaultSales.end))}
        >
          Add ticket type
        </Button>
      </Group>
    </Stack>
  );
}

function TicketTypeRow({
  id,
  index,
  onRemove,
  canRemove,
}: {
  id: string;
  index: number;
  onRemove: () => void;
  canRemove: boolean;
}) {
  const form = useFormContext<EventEditorValues>();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({ id });
  const errors = form.formState.errors.ticketTypes?.[index];
  const name = form.watch(`ticketTypes.${index}.name`) || `Ticket type ${index + 1}`;

  return (
    <Card
      ref={setNodeRef}
      withBorder
      padding="sm"
      role="group"
      aria-label={`Ticket type ${index + 1}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <DragHandle ref={setActivatorNodeRef} name={name} {...attributes} {...listeners} />
          <Text fw={600} size="sm" truncate>
            {name}
          </Text>
        </Group>
        {canRemove && (
          <ActionIcon variant="subtle" color="red" aria-label={`Remove ${name}`} onClick={onRemove}>
            <IconTrash size={16} />
          </ActionIcon>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Ticket name"
          withAsterisk
          error={errors?.name?.message}
          {...form.register(`ticketTypes.${index}.name`)}
        />
        <TextInput
          label="Price (₹)"
          inputMode="decimal"
          withAsterisk
          error={errors?.price?.message}
          {...form.register(`ticketTypes.${index}.price`)}
        />
        <WholeNumberField
          control={form.control}
          name={`ticketTypes.${index}.quantity`}
          label="Quantity"
          min={1}
          withAsterisk
          error={errors?.quantity?.message}
        />
        <WholeNumberField
          control={form.control}
          name={`ticketTypes.${index}.maxPerOrder`}
          label="Max per order"
          min={1}
          withAsterisk
          error={errors?.maxPerOrder?.message}
        />
        <TextInput
          type="datetime-local"
          label="Sales start"
          withAsterisk
          error={errors?.salesStart?.message}
          {...form.register(`ticketTypes.${index}.salesStart`)}
        />
        <TextInput
          type="datetime-local"
          label="Sales end"
          withAsterisk
          error={errors?.salesEnd?.message}
          {...form.register(`ticketTypes.${index}.salesEnd`)}
        />
      </SimpleGrid>
      <AttendeeQuestionsEditor typeIndex={index} typeName={name} />
    </Card>
  );
}
