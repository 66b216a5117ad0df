import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  FileButton,
  Group,
  Image,
  NumberInput,
  SimpleGrid,
  Stack,
  Stepper,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { EVENT_MESSAGES, type EditScope, type TicketTypeInput, type VenueEvent } from '@venue/shared';
import { CropDialog } from '@/components/crop-dialog.tsx';
import { usePendingImage } from '@/hooks/use-pending-image.ts';
import { ApiError } from '@/lib/api-client.ts';
import { toast, toastError } from '@/lib/toast.ts';
import { useCreateEvent } from '../api/create-event.ts';
import { useCreateTicketedEvent } from '../api/create-ticketed-event.ts';
import type { BannerChange, EventInput, TicketedSettings } from '../api/event-form-data.ts';
import { useUpdateEvent } from '../api/update-event.ts';
import { useUpdateTicketedEvent } from '../api/update-ticketed-event.ts';
import { useVenueTimeZone } from '@/hooks/use-venue-time-zone.ts';
import { eventEditorSchema, type EventEditorValues } from '../lib/event-form-schema.ts';
import { instantToVenueLocal, venueLocalToInstant } from '@/lib/venue-time.ts';
import { SeriesScopeDialog } from './series-scope-dialog.tsx';
import { TicketedSettingsFields } from './ticketed-settings-fields.tsx';
import { newTicketType, TicketTypesEditor } from './ticket-types-editor.tsx';
import { StickyFormFooter } from '@/components/sticky-form-footer.tsx';
import { UnsavedChangesDialog } from '@/components/unsaved-changes-dialog.tsx';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes.ts';

const DETAIL_FIELDS = [
  'name',
  'description',
  'startsAt',
  'endsAt',
  'venueName',
  'address',
  'capacity',
  'rsvp',
  'byDay',
  'until',
  'refundHours',
] as const;

function defaultsOf(event: VenueEvent | null, isTicketed: boolean, timeZone: string): EventEditorValues {
  const local = (instant: string) => instantToVenueLocal(instant, timeZone);
  if (event)
    return {
      name: event.name,
      description: event.description,
      startsAt: local(event.startsAt),
      endsAt: local(event.endsAt),
      venueName: event.venueName,
      address: event.address,
      capacity: event.capacity,
      rsvp: event.rsvp,
      ...settingsDefaults(event),
      ticketTypes: event.ticketTypes.map((ticket) => ({
        _id: ticket._id,
        name: ticket.name,
        price: ticket.price,
        quantity: ticket.quantity,
        salesStart: local(ticket.salesStart),
        salesEnd: local(ticket.salesEnd),
        maxPerOrder: ticket.maxPerOrder,
        attendeeQuestions: ticket.attendeeQuestions.map((question) => ({ ...question })),
      })),
    };
  const empty = { name: '', description: '', startsAt: '', endsAt: '', venueName: '', address: '', capacity: null, rsvp: false };
  return { ...empty, ...settingsDefaults(null), ticketTypes: isTicketed ? [newTicketType('', '')] : [] };
}

function settingsDefaults(event: VenueEvent | null) {
  return {
    repeats: false,
    byDay: [],
    until: '',
    refundAllowed: event?.refundPolicy.allowed ?? false,
    refundHours: event?.refundPolicy.untilHoursBefore ?? 24,
    gstRatePercent: String(event?.gstRatePercent ?? 0),
  };
}

interface Props {
  isTicketed: boolean;
  /** The event being edited; null while creating one. */
  event: VenueEvent | null;
  onSaved: (event: VenueEvent) => void;
  onCancel: () => void;
  /** 1 opens a ticketed event on its ticket-info step. */
  initialStep?: 0 | 1;
  /** Shown in a dialog: the save bar sticks to the dialog's bottom, not above the phone's tab bar. */
  inDialog?: boolean;
}

/**
 * Create or edit an event (decisions §6): details with times on the venue's clock, a cropped
 * banner uploaded on save, and for a ticketed event the ticket-info step.
 */
export function EventEditor({ isTicketed, event, onSaved, onCancel, initialStep = 0, inDialog = false }: Props) {
  const venueZone = useVenueTimeZone();
  // A stored event carries its venue's zone; a new one takes the active venue's.
  const timeZone = event?.timeZone ?? venueZone;
  const form = useForm<EventEditorValues>({
    resolver: zodResolver(eventEditorSchema(isTicketed)) as never,
    defaultValues: defaultsOf(event, isTicketed, timeZone),
  });
  const banner = usePendingImage(event?.banner ?? null);
  const [step, setStep] = useState<number>(initialStep);
  const createEvent = useCreateEvent();
  const updateEvent = useUpdateEvent();
  const createTicketed = useCreateTicketedEvent();
  const updateTicketed = useUpdateTicketedEvent();
  const isSaving = createEvent.isPending || updateEvent.isPending || createTicketed.isPending || updateTicketed.isPending;
  const unsaved = useUnsavedChanges(form.formState.isDirty || banner.pendingFile !== null);
  // A date of a series asks which dates the change is for before it saves.
  const [scopeFor, setScopeFor] = useState<EventEditorValues | null>(null);

  async function save(values: EventEditorValues, scope?: EditScope) {
    if (isTicketed && event?.seriesId && !scope) {
      setScopeFor(values);
      return;
    }
    const instant = (local: string) => venueLocalToInstant(local, timeZone) ?? local;
    const input: EventInput = {
      name: values.name.trim(),
      description: values.description,
      startsAt: instant(values.startsAt),
      endsAt: instant(values.endsAt),
      venueName: values.venueName.trim(),
      address: values.address.trim(),
      capacity: values.capacity,
      rsvp: values.rsvp,
    };
    const ticketTypes: TicketTypeInput[] = values.ticketTypes.map((ticket) => ({
      ...(ticket._id ? { _id: ticket._id } : {}),
      name: ticket.name.trim(),
      price: ticket.price.trim(),
      quantity: ticket.quantity,
      salesStart: instant(ticket.salesStart),
      salesEnd: instant(ticket.salesEnd),
      maxPerOrder: ticket.maxPerOrder,
      attendeeQuestions: ticket.attendeeQuestions.map((question) => ({
        ...(question._id ? { _id: question._id } : {}),
        label: question.label.trim(),
        required: question.required,
      })),
    }));
    const bannerChange: BannerChange = banner.pendingFile ? { file: banner.pendingFile } : null;
    const settings: TicketedSettings = {
      refundPolicy: { allowed: values.refundAllowed, untilHoursBefore: values.refundAllowed ? values.refundHours : 0 },
      gstRatePercent: Number(values.gstRatePercent),
      ...(!event && values.repeats
        ? { recurrence: { frequency: 'weekly' as const, byDay: values.byDay, until: values.until } }
        : {}),
    };
    try {
      const saved = isTicketed
        ? event
          ? await updateTicketed.mutateAsync({ eventId: event._id, input, banner: bannerChange, ticketTypes, settings, scope })
          : await createTicketed.mutateAsync({ input, banner: bannerChange, ticketTypes, settings })
        : event
          ? await updateEvent.mutateAsync({ eventId: event._id, input, banner: bannerChange })
          : await createEvent.mutateAsync({ input, banner: bannerChange });
      toast({ title: event ? 'Event updated' : settings.recurrence ? 'Series created' : 'Event created' });
      setScopeFor(null);
      unsaved.markSaved();
      onSaved(saved.event);
    } catch (error) {
      const fallback = event ? EVENT_MESSAGES.updateTicketedFailed : EVENT_MESSAGES.createTicketedFailed;
      toastError(error instanceof ApiError ? error.message : fallback);
    }
  }

  /** Cancel is the owner's own choice to drop the work: it does not ask again. */
  function cancel() {
    unsaved.markSaved();
    onCancel();
  }

  async function next() {
    if (await form.trigger(DETAIL_FIELDS)) setStep(1);
  }

  const submit = form.handleSubmit(
    (values) => save(values),
    (errors) => {
      // A ticketed form submitted from the ticket step may still hold a detail error: show it.
      if (DETAIL_FIELDS.some((field) => errors[field])) setStep(0);
    },
  );
  const startsAt = form.watch('startsAt');

  const details = (
    <Stack gap="sm">
      <TextInput label="Event name" withAsterisk error={form.formState.errors.name?.message} {...form.register('name')} />
      <Textarea
        label="Description"
        autosize
        minRows={3}
        error={form.formState.errors.description?.message}
        {...form.register('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          type="datetime-local"
          label="Starts"
          description={`Venue time (${timeZone})`}
          withAsterisk
          error={form.formState.errors.startsAt?.message}
          {...form.register('startsAt')}
        />
        <TextInput
          type="datetime-local"
          label="Ends"
          description={`Venue time (${timeZone})`}
          withAsterisk
          error={form.formState.errors.endsAt?.message}
          {...form.register('endsAt')}
        />
        <TextInput
          label="Venue name"
          withAsterisk
          error={form.formState.errors.venueName?.message}
          {...form.register('venueName')}
        />
        <Controller
          control={form.control}
          name="capacity"
          render={({ field, fieldState }) => (
            <NumberInput
              label="Capacity"
              description="Leave empty for no limit"
              min={1}
              allowDecimal={false}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(value === '' ? null : Number(value))}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      </SimpleGrid>
      <Textarea
        label="Address"
        withAsterisk
        autosize
        minRows={2}
        error={form.formState.errors.address?.message}
        {...form.register('address')}
      />
      <Controller
        control={form.control}
        name="rsvp"
        render={({ field }) => (
          <Switch label="Ask guests to RSVP" checked={field.value} onChange={(e) => field.onChange(e.currentTarget.checked)} />
        )}
      />
      {isTicketed && <TicketedSettingsFields canRepeat={event === null} />}
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          Banner
        </Text>
        {banner.previewUrl && <Image src={banner.previewUrl} alt="Event banner" radius="sm" maw={360} />}
        <Group gap="xs">
          <FileButton onChange={(file) => file && banner.pick(file)} accept="image/png,image/jpeg">
            {(props) => (
              <Button variant="light" size="xs" {...props}>
                {banner.previewUrl ? 'Change banner' : 'Add banner'}
              </Button>
            )}
          </FileButton>
          {banner.pendingFile && (
            <Button variant="subtle" size="xs" onClick={banner.recrop}>
              Crop Image
            </Button>
          )}
        </Group>
      </Stack>
    </Stack>
  );

  const saveLabel = isSaving ? 'Saving...' : event ? 'Save Changes' : isTicketed ? 'Create ticketed event' : 'Create event';

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={event ? 'Edit event' : 'New event'}>
        {isTicketed ? (
          <Stepper active={step} onStepClick={(index) => (index === 0 ? setStep(0) : void next())} size="sm">
            <Stepper.Step label="Event details">{details}</Stepper.Step>
            <Stepper.Step label="Ticket info">
              <TicketTypesEditor defaultSales={{ start: '', end: startsAt }} />
            </Stepper.Step>
          </Stepper>
        ) : (
          details
        )}
        <StickyFormFooter inDialog={inDialog}>
          <Button variant="default" onClick={step === 1 ? () => setStep(0) : cancel} disabled={isSaving}>
            {step === 1 ? 'Back' : 'Cancel'}
          </Button>
          {/* Distinct keys: React must not turn the clicked Next button into the submit button
              under the pointer, or the same click would also submit the form. */}
          {isTicketed && step === 0 ? (
            <Button key="next" onClick={() => void next()}>
              Next: Ticket info
            </Button>
          ) : (
            <Button key="save" type="submit" disabled={isSaving}>
              {saveLabel}
            </Button>
          )}
        </StickyFormFooter>
        <UnsavedChangesDialog guard={unsaved} />
        <SeriesScopeDialog
          opened={scopeFor !== null}
          onClose={() => setScopeFor(null)}
          onConfirm={(scope) => scopeFor && void save(scopeFor, scope)}
          isSaving={isSaving}
        />
        <CropDialog source={banner.cropSource} onCancel={banner.cancelCrop} onCropped={banner.onCropped} />
      </form>
    </FormProvider>
  );
}
