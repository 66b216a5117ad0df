import { ActionIcon, Button, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { AVAILABILITY_WINDOWS_MAX, availabilityText, type Availability, type AvailabilityWindow } from '@venue/shared';
import { WeekdayChips } from '@/components/weekday-chips.tsx';

/** A new window: breakfast on weekdays, the most asked-for schedule. */
const NEW_WINDOW: AvailabilityWindow = { days: [1, 2, 3, 4, 5], start: '07:00', end: '11:00' };

/** The form's errors of the schedule, as react-hook-form nests them under the field. */
type WindowErrors = Partial<Record<keyof AvailabilityWindow, { message?: string }>>;
export type AvailabilityErrors = { message?: string } & Partial<Record<number, WindowErrors>>;

export const AVAILABILITY_TEXTS = {
  label: 'Available at',
  always: 'Always available',
  hint: 'On the guest menu only at these times (your venue’s time). Outside them it is listed last, marked “Available from …”.',
  add: 'Add a time',
  remove: 'Remove this time',
} as const;

/**
 * A category's, subcategory's or dish's schedule (decisions §7): days and times, optionally a
 * last day, several windows; none means always. The days are the dashboard's weekday chips.
 */
export function AvailabilityField({
  value,
  onChange,
  errors,
  disabled,
}: {
  value: Availability;
  onChange: (availability: Availability) => void;
  errors?: AvailabilityErrors;
  disabled?: boolean;
}) {
  const change = (index: number, patch: Partial<AvailabilityWindow>) =>
    onChange(value.map((window, at) => (at === index ? withoutEmptyUntil({ ...window, ...patch }) : window)));
  return (
    <Fieldset legend={AVAILABILITY_TEXTS.label} variant="unstyled">
      <Stack gap="xs">
        <Text size="sm" c="dimmed" data-testid="availability-summary">
          {availabilityText(value) ?? AVAILABILITY_TEXTS.always}
        </Text>
        {value.map((window, index) => (
          <Stack key={index} gap={6} p="xs" style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <WeekdayChips
                label={`Days (time ${index + 1})`}
                value={window.days}
                onChange={(days) => change(index, { days })}
                error={errors?.[index]?.days?.message}
                disabled={disabled}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`${AVAILABILITY_TEXTS.remove} (${index + 1})`}
                onClick={() => onChange(value.filter((_, at) => at !== index))}
                disabled={disabled}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
            {/* Two columns whatever the dialog's width: a time box narrower than this cuts its "am". */}
            <SimpleGrid cols={2}>
              <TextInput
                type="time"
                label="From"
                value={window.start}
                onChange={(event) => change(index, { start: event.currentTarget.value })}
                error={errors?.[index]?.start?.message}
                disabled={disabled}
              />
              <TextInput
                type="time"
                label="To"
                description={window.end <= window.start && window.end !== '' ? 'Next day' : undefined}
                value={window.end}
                onChange={(event) => change(index, { end: event.currentTarget.value })}
                error={errors?.[index]?.end?.message}
                disabled={disabled}
              />
              <TextInput
                type="date"
                label="Last day (optional)"
                value={window.until ?? ''}
                onChange={(event) => change(index, { until: event.currentTarget.value })}
                error={errors?.[index]?.until?.message}
                disabled={disabled}
              />
            </SimpleGrid>
          </Stack>
        ))}
        {errors?.message ? (
          <Text size="xs" c="red">
            {errors.message}
          </Text>
        ) : null}
        <Group>
          <Button
            variant="light"
            size="xs"
            onClick={() => onChange([...value, NEW_WINDOW])}
            disabled={disabled || value.length >= AVAILABILITY_WINDOWS_MAX}
          >
            {AVAILABILITY_TEXTS.add}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {AVAILABILITY_TEXTS.hint}
        </Text>
      </Stack>
    </Fieldset>
  );
}

/** A cleared "Last day" box leaves no `until` behind (the schema wants a date or nothing). */
function withoutEmptyUntil(window: AvailabilityWindow): AvailabilityWindow {
  if (window.until) return window;
  const { days, start, end } = window;
  return { days, start, end };
}
