import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { UpdatePartySizeSchema, UpdateRestaurantSettingsSchema, type Restaurant } from '@venue/shared';
import type { z } from 'zod';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { UnsavedChangesDialog } from '@/components/unsaved-changes-dialog.tsx';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes.ts';
import { toast, toastError } from '@/lib/toast.ts';
import { useUpdatePartySize } from '../api/update-party-size.ts';
import { useUpdateRestaurantSettings, type RestaurantSettingsInput } from '../api/update-restaurant-settings.ts';
import { ReservationsPage } from './reservations-page.tsx';
import { TimeZoneSelect } from './time-zone-select.tsx';
import { WholeNumberField } from '@/components/whole-number-field.tsx';

type SettingsOutput = z.output<typeof UpdateRestaurantSettingsSchema>;
type PartyInput = z.input<typeof UpdatePartySizeSchema>;

/** /reservations/business-profile-settings and /profile/settings/table-reservation. */
export function RestaurantSettings({ restaurant }: { restaurant: Restaurant }) {
  return (
    <ReservationsPage title="Reservation settings" description={restaurant.name}>
      <DetailsForm restaurant={restaurant} />
      <PartySizeForm restaurant={restaurant} />
    </ReservationsPage>
  );
}

function DetailsForm({ restaurant }: { restaurant: Restaurant }) {
  const update = useUpdateRestaurantSettings();
  const form = useForm<RestaurantSettingsInput, unknown, SettingsOutput>({
    resolver: zodResolver(UpdateRestaurantSettingsSchema),
    defaultValues: {
      restaurantId: restaurant._id,
      name: restaurant.name,
      city: restaurant.city,
      address: restaurant.address,
      timeZone: restaurant.timeZone,
      minNoticeMinutes: restaurant.minNoticeMinutes,
      maxDaysAhead: restaurant.maxDaysAhead,
      cancelCutoffMinutes: restaurant.cancelCutoffMinutes,
      reminderHoursBefore: restaurant.reminderHoursBefore,
      pendingExpiryMinutes: restaurant.pendingExpiryMinutes,
      cancellationCutoffHours: restaurant.cancellationCutoffHours,
      depositHandling: restaurant.depositHandling,
    },
  });
  const errors = form.formState.errors;
  const unsaved = useUnsavedChanges(form.formState.isDirty);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="form"
      noValidate
      aria-label="Restaurant details"
      onSubmit={form.handleSubmit((values) =>
        update.mutate(values, {
          onSuccess: () => {
            unsaved.markSaved();
            form.reset(form.getValues());
            toast({ title: 'Settings saved' });
          },
          onError: (error) => toastError(error.message),
        }),
      )}
    >
      <Stack gap="sm">
        <Text fw={600}>Restaurant</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Restaurant name" error={errors.name?.message} {...form.register('name')} />
          <TextInput label="City" error={errors.city?.message} {...form.register('city')} />
        </SimpleGrid>
        <TextInput label="Address" error={errors.address?.message} {...form.register('address')} />
        <Controller
          control={form.control}
          name="timeZone"
          render={({ field, fieldState }) => (
            <TimeZoneSelect value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
        <Text fw={600} mt="sm">
          Booking rules
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <WholeNumberField
            control={form.control}
            name="minNoticeMinutes"
            label="Minimum notice (minutes)"
            description="How soon before a slot guests may still book"
            error={errors.minNoticeMinutes?.message}
          />
          <WholeNumberField
            control={form.control}
            name="maxDaysAhead"
            label="Book up to (days ahead)"
            error={errors.maxDaysAhead?.message}
          />
          <WholeNumberField
            control={form.control}
            name="cancelCutoffMinutes"
            label="Guest cancellation cut-off (minutes)"
            description="Guests cannot cancel online closer to the booking than this"
            error={errors.cancelCutoffMinutes?.message}
          />
          <WholeNumberField
            control={form.control}
            name="reminderHoursBefore"
            label="Reminder (hours before)"
            description="0 sends no reminder"
            error={errors.reminderHoursBefore?.message}
          />
          <WholeNumberField
            control={form.control}
            name="pendingExpiryMinutes"
            label="Time to answer a booking (minutes)"
            description="A booking you have not accepted or declined by then expires, its table is freed and the guest told (at the latest when it starts)"
            error={errors.pendingExpiryMinutes?.message}
          />
        </SimpleGrid>
        <Text fw={600} mt="sm">
          Deposits
        </Text>
        <Text size="sm" c="dimmed">
          Meal times that ask a deposit hold the table while the guest pays. These rules say what happens to it.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <WholeNumberField
            control={form.control}
            name="cancellationCutoffHours"
            label="Refund cut-off (hours before)"
            description="Guests who cancel earlier get the deposit back; later, or a no-show, and you keep it"
            error={errors.cancellationCutoffHours?.message}
          />
          <Controller
            control={form.control}
            name="depositHandling"
            render={({ field }) => (
              <Radio.Group label="When the guest arrives" value={field.value ?? 'refund'} onChange={field.onChange}>
                <Stack gap={6} mt={6}>
                  <Radio value="refund" label="Refund the deposit" />
                  <Radio value="apply-to-bill" label="Take it off the bill" />
                </Stack>
              </Radio.Group>
            )}
          />
        </SimpleGrid>
        <Group>
          <AccessGuard flag="tableReserveAccess" mode="disable">
            <Button type="submit" loading={update.isPending}>
              Save settings
            </Button>
          </AccessGuard>
        </Group>
      </Stack>
      <UnsavedChangesDialog guard={unsaved} />
    </Card>
  );
}

function PartySizeForm({ restaurant }: { restaurant: Restaurant }) {
  const update = useUpdatePartySize();
  const form = useForm<PartyInput>({
    resolver: zodResolver(UpdatePartySizeSchema),
    defaultValues: { restaurantId: restaurant._id, min: restaurant.partyMin, max: restaurant.partyMax },
  });
  const errors = form.formState.errors;
  const unsaved = useUnsavedChanges(form.formState.isDirty);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="form"
      noValidate
      aria-label="Party size"
      onSubmit={form.handleSubmit((values) =>
        update.mutate(values, {
          onSuccess: () => {
            unsaved.markSaved();
            form.reset(form.getValues());
            toast({ title: 'Party size saved' });
          },
          // The server refuses a largest party no meal time seats (issue 36): say it at the field.
          onError: (error) => form.setError('max', { type: 'server', message: error.message }),
        }),
      )}
    >
      <Stack gap="sm">
        <Text fw={600}>Party size</Text>
        <SimpleGrid cols={2}>
          <WholeNumberField control={form.control} name="min" label="Smallest party" error={errors.min?.message} />
          <WholeNumberField control={form.control} name="max" label="Largest party" error={errors.max?.message} />
        </SimpleGrid>
        <Group>
          <AccessGuard flag="tableReserveAccess" mode="disable">
            <Button type="submit" loading={update.isPending}>
              Save party size
            </Button>
          </AccessGuard>
        </Group>
      </Stack>
      <UnsavedChangesDialog guard={unsaved} />
    </Card>
  );
}
