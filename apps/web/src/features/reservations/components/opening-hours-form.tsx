import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Button, Card, Divider, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { WEEKDAY_NAMES, WorkingHoursSchema, type WorkingHours } from '@venue/shared';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { toast, toastError } from '@/lib/toast.ts';
import { useVenueTimeZone } from '@/hooks/use-venue-time-zone.ts';
import { useOpeningHours } from '../api/get-opening-hours.ts';
import { useUpdateOpeningHours } from '../api/update-opening-hours.ts';
import { venueDate } from '@/lib/local-date.ts';
import { RangesEditor } from './ranges-editor.tsx';
import { LoadError, LoadingRows } from '@/components/screen-states.tsx';
import { StickyFormFooter } from '@/components/sticky-form-footer.tsx';
import { UnsavedChangesDialog } from '@/components/unsaved-changes-dialog.tsx';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes.ts';

const DEFAULT_RANGE = { start: '12:00', end: '23:00' };
const checkHours = zodResolver(WorkingHoursSchema);

/** Seven days in order, whatever the server sent; a missing day is closed. */
export function fullWeek(hours: WorkingHours): WorkingHours {
  const openingHours = WEEKDAY_NAMES.map((_, day) => {
    const stored = hours.openingHours.find((entry) => entry.day === day);
    return stored
      ? { ...stored, ranges: stored.ranges.length > 0 ? stored.ranges : [DEFAULT_RANGE] }
      : { day, isOpen: false, ranges: [DEFAULT_RANGE] };
  });
  const exceptions = hours.exceptions.map((entry) => ({
    ...entry,
    ranges: entry.ranges.length > 0 ? entry.ranges : [DEFAULT_RANGE],
  }));
  return { openingHours, exceptions };
}

/** A closed day or date keeps no ranges on the server. */
function toRequest(values: WorkingHours): WorkingHours {
  return {
    openingHours: values.openingHours.map((entry) => ({ ...entry, ranges: entry.isOpen ? entry.ranges : [] })),
    exceptions: values.exceptions.map((entry) => ({ ...entry, ranges: entry.isOpen ? entry.ranges : [] })),
  };
}

/**
 * /profile/settings/opening-hours: the venue's one set of hours (issue 35), with or without
 * table reservations: split shifts (lunch and dinner) and holidays. Guests see them on the
 * menu, the link page and the booking page; bookings are taken only inside them.
 */
export function OpeningHoursScreen() {
  const hours = useOpeningHours();
  const timeZone = useVenueTimeZone();
  return hours.isPending ? (
    <LoadingRows rows={7} label="Loading opening hours" />
  ) : hours.isError ? (
    <LoadError title="Opening hours unavailable" error={hours.error} />
  ) : (
    <OpeningHoursForm timeZone={timeZone} initial={fullWeek(hours.data)} />
  );
}

export function OpeningHoursForm({ timeZone, initial }: { timeZone: string; initial: WorkingHours }) {
  const update = useUpdateOpeningHours();
  const form = useForm<WorkingHours>({
    // The form keeps a closed day's ranges (reopening restores them); only open ones are checked and sent.
    resolver: (values, context, options) => checkHours(toRequest(values), context, options as Parameters<typeof checkHours>[2]),
    defaultValues: initial,
  });
  const exceptions = useFieldArray({ control: form.control, name: 'exceptions' });
  const unsaved = useUnsavedChanges(form.formState.isDirty);

  const submit = form.handleSubmit((values) =>
    update.mutate(toRequest(values), {
      onSuccess: () => {
        unsaved.markSaved();
        form.reset(values);
        toast({ title: 'Opening hours saved' });
      },
      onError: (error) => toastError(error.message),
    }),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="Opening hours">
        <Stack gap="md">
          <Card withBorder radius="md" padding="md">
            <Stack gap="sm">
              <Text fw={600}>Every week</Text>
              <Text size="xs" c="dimmed">
                Add a second range for split shifts, e.g. lunch 12:00–15:00 and dinner 19:00–23:00.
              </Text>
              {WEEKDAY_NAMES.map((dayName, index) => (
                <DayRow key={dayName} index={index} dayName={dayName} />
              ))}
            </Stack>
          </Card>
          <Card withBorder radius="md" padding="md">
            <Stack gap="sm">
              <Group justify="space-between">
                <div>
                  <Text fw={600}>Exceptions</Text>
                  <Text size="xs" c="dimmed">
                    Holidays and one-off hours on a date
                  </Text>
                </div>
                <Button
                  variant="light"
                  size="xs"
                  leftSection={<IconPlus size={14} />}
                  onClick={() => exceptions.append({ date: venueDate(timeZone), isOpen: false, ranges: [DEFAULT_RANGE] })}
                >
                  Add exception
                </Button>
              </Group>
              {exceptions.fields.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No exceptions.
                </Text>
              ) : null}
              {exceptions.fields.map((field, index) => (
                <ExceptionRow key={field.id} index={index} onRemove={() => exceptions.remove(index)} />
              ))}
            </Stack>
          </Card>
          <StickyFormFooter>
            <AccessGuard role="manager" mode="disable">
              <Button type="submit" loading={update.isPending}>
                Save opening hours
              </Button>
            </AccessGuard>
          </StickyFormFooter>
        </Stack>
        <UnsavedChangesDialog guard={unsaved} />
      </form>
    </FormProvider>
  );
}

function DayRow({ index, dayName }: { index: number; dayName: string }) {
  const isOpen = useWatch<WorkingHours, `openingHours.${number}.isOpen`>({ name: `openingHours.${index}.isOpen` });
  return (
    <>
      {index > 0 ? <Divider /> : null}
      <Group align="flex-start" gap="md" wrap="wrap">
        <OpenSwitch name={`openingHours.${index}.isOpen`} label={dayName} />
        {isOpen ? (
          <RangesEditor name={`openingHours.${index}.ranges`} label={dayName} />
        ) : (
          <Text size="sm" c="dimmed" pt={4}>
            Closed
          </Text>
        )}
      </Group>
    </>
  );
}

function OpenSwitch({ name, label }: { name: `openingHours.${number}.isOpen` | `exceptions.${number}.isOpen`; label: string }) {
  return (
    <Controller<WorkingHours, typeof name>
      name={name}
      render={({ field }) => (
        <Switch
          w={150}
          label={label}
          aria-label={`${label} open`}
          checked={field.value}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
        />
      )}
    />
  );
}

function ExceptionRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const isOpen = useWatch<WorkingHours, `exceptions.${number}.isOpen`>({ name: `exceptions.${index}.isOpen` });
  return (
    <Card withBorder radius="sm" padding="sm">
      <Group align="flex-start" gap="md" wrap="wrap">
        <Controller<WorkingHours, `exceptions.${number}.date`>
          name={`exceptions.${index}.date`}
          render={({ field, fieldState }) => (
            <TextInput type="date" size="xs" label="Date" w={150} {...field} error={fieldState.error?.message} />
          )}
        />
        <Stack gap={6}>
          <OpenSwitch name={`exceptions.${index}.isOpen`} label={isOpen ? 'Open, special hours' : 'Closed all day'} />
          {isOpen ? <RangesEditor name={`exceptions.${index}.ranges`} label={`Exception ${index + 1}`} /> : null}
        </Stack>
        <ActionIcon variant="subtle" color="red" aria-label={`Remove exception ${index + 1}`} onClick={onRemove} ml="auto">
          <IconTrash size={16} />
        </ActionIcon>
      </Group>
    </Card>
  );
}
