import { useState } from 'react';
import { ActionIcon, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconEdit, IconLayoutGrid, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { WEEKDAY_NAMES, type MealTime, type Restaurant } from '@venue/shared';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog.tsx';
import { ResponsiveDialog } from '@/components/responsive-dialog.tsx';
import { paths } from '@/config/paths.ts';
import { toast, toastError } from '@/lib/toast.ts';
import { useCreateMealTime } from '../api/create-meal-time.ts';
import { useDeleteMealTime } from '../api/delete-meal-time.ts';
import { useMealTimes } from '../api/get-meal-times.ts';
import { useUpdateMealTime } from '../api/update-meal-time.ts';
import { formatLocalTime } from '@/lib/local-date.ts';
import { MealTimeForm, mealTimeDefaults } from './meal-time-form.tsx';
import { ReservationsPage } from './reservations-page.tsx';
import { EmptyState, LoadError, LoadingRows } from '@/components/screen-states.tsx';

function daysLabel(days: number[]): string {
  if (days.length === 7) return 'Every day';
  return days.map((day) => WEEKDAY_NAMES[day]?.slice(0, 3)).join(', ');
}

/** /reservations/manage-slots: the meal times whose slots guests book. */
export function MealTimesScreen({ restaurant }: { restaurant: Restaurant }) {
  const mealTimes = useMealTimes(restaurant._id);
  const create = useCreateMealTime();
  const update = useUpdateMealTime();
  const remove = useDeleteMealTime();
  const [editing, setEditing] = useState<MealTime | 'new' | null>(null);
  const [deleting, setDeleting] = useState<MealTime | null>(null);

  const close = () => setEditing(null);
  const onError = (error: Error) => toastError(error.message);

  return (
    <ReservationsPage
      title="Meal times"
      description="Each meal time makes bookable slots on its days. Open or close single slots per date."
      actions={
        <AccessGuard flag="tableReserveAccess" mode="disable">
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            Add meal time
          </Button>
        </AccessGuard>
      }
    >
      {mealTimes.isPending ? (
        <LoadingRows label="Loading meal times" rows={2} />
      ) : mealTimes.isError ? (
        <LoadError title="Meal times unavailable" error={mealTimes.error} />
      ) : mealTimes.data.length === 0 ? (
        <EmptyState title="No meal times yet">Add one, for example Dinner from 7 pm to 11 pm, so guests can book.</EmptyState>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {mealTimes.data.map((mealTime) => (
            <Card key={mealTime._id} withBorder radius="md" padding="md" component="article" aria-label={mealTime.name}>
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={700} size="lg">
                    {mealTime.name}
                  </Text>
                  <AccessGuard flag="tableReserveAccess" mode="disable">
                    <Group gap={4}>
                      <ActionIcon variant="subtle" aria-label={`Edit ${mealTime.name}`} onClick={() => setEditing(mealTime)}>
                        <IconEdit size={18} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete ${mealTime.name}`}
                        onClick={() => setDeleting(mealTime)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Group>
                  </AccessGuard>
                </Group>
                <Text size="sm">
                  {formatLocalTime(mealTime.start)} – {formatLocalTime(mealTime.end)} · {daysLabel(mealTime.days)}
                </Text>
                <Group gap={6}>
                  <Badge variant="light">Every {mealTime.slotIntervalMinutes} min</Badge>
                  <Badge variant="light" color="grape">
                    Stay {mealTime.stayMinutes} min
                  </Badge>
                  <Badge variant="light" color="teal">
                    {mealTime.coversPerSlot} guests per slot
                  </Badge>
                </Group>
                <Group>
                  <Button
                    component={Link}
                    to={paths.reservationsManageSlot.getHref(mealTime._id)}
                    variant="default"
                    size="xs"
                    leftSection={<IconLayoutGrid size={14} />}
                  >
                    Slots by date
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <ResponsiveDialog
        opened={editing !== null}
        onClose={close}
        title={editing === 'new' ? 'New meal time' : 'Edit meal time'}
        size="md"
      >
        {editing !== null ? (
          <MealTimeForm
            defaultValues={mealTimeDefaults(restaurant._id, editing === 'new' ? undefined : editing)}
            isSaving={create.isPending || update.isPending}
            submitLabel={editing === 'new' ? 'Add meal time' : 'Save'}
            onCancel={close}
            onSubmit={(values) =>
              editing === 'new'
                ? create.mutate(values, {
                    onSuccess: () => (toast({ title: 'Meal time added', description: values.name }), close()),
                    onError,
                  })
                : update.mutate(
                    { mealTimeId: editing._id, input: values },
                    { onSuccess: () => (toast({ title: 'Meal time saved', description: values.name }), close()), onError },
                  )
            }
          />
        ) : null}
      </ResponsiveDialog>
      <ConfirmDeleteDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        isDeleting={remove.isPending}
        message={`Delete ${deleting?.name ?? 'this meal time'}? Its slots disappear; bookings already made stay.`}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting._id, {
            onSuccess: () => (toast({ title: 'Meal time deleted' }), setDeleting(null)),
            onError,
          })
        }
      />
    </ReservationsPage>
  );
}
