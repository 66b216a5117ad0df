import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Group, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleMinus } from '@tabler/icons-react';
import type { Restaurant, Slot } from '@venue/shared';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { countOf } from '@/lib/plural.ts';
import { toast, toastError } from '@/lib/toast.ts';
import { useMealTimes } from '../api/get-meal-times.ts';
import { useSlots } from '../api/get-slots.ts';
import { useUpdateSlots } from '../api/update-slots.ts';
import { formatLocalDate, formatLocalTime, venueDate } from '@/lib/local-date.ts';
import { guestViewText } from '../lib/guest-view.ts';
import { ReservationsPage } from './reservations-page.tsx';
import { EmptyState, LoadError, LoadingRows } from '@/components/screen-states.tsx';
import { VenueDatePicker } from './venue-date-picker.tsx';

type SlotStatus = 'open' | 'closed';

/** /reservations/manage-slots/{mealTimeId}: one meal time's slots on a date, opened or closed one by one or together. */
export function SlotGrid({ restaurant, mealTimeId }: { restaurant: Restaurant; mealTimeId: string }) {
  const today = venueDate(restaurant.timeZone);
  const [date, setDate] = useState(today);
  const [selected, setSelected] = useState<string[]>([]);
  const mealTimes = useMealTimes(restaurant._id);
  const slots = useSlots(restaurant._id, date);
  const update = useUpdateSlots();
  const mealTime = mealTimes.data?.find((entry) => entry._id === mealTimeId);
  const ownSlots = (slots.data ?? []).filter((slot) => slot.mealTimeId === mealTimeId);

  const setStatus = (times: string[], slotStatus: SlotStatus) =>
    update.mutate(
      { restaurantId: restaurant._id, slotDate: date, slotStartTimes: times, slotStatus },
      {
        onSuccess: () => {
          toast({
            title: slotStatus === 'open' ? 'Slots opened' : 'Slots closed',
            description: `${times.length} ${times.length === 1 ? 'slot' : 'slots'} on ${formatLocalDate(date)}`,
          });
          setSelected([]);
        },
        onError: (error) => toastError(error.message),
      },
    );

  const changeDate = (next: string) => {
    setDate(next);
    setSelected([]);
  };

  if (mealTimes.isSuccess && !mealTime) {
    return (
      <ReservationsPage title="Slots">
        <Alert color="yellow" title="Meal time not found">
          It may have been deleted. Choose a meal time from the list.
        </Alert>
      </ReservationsPage>
    );
  }

  return (
    <ReservationsPage
      title={mealTime ? `${mealTime.name} slots` : 'Slots'}
      description={
        mealTime
          ? `${formatLocalTime(mealTime.start)} – ${formatLocalTime(mealTime.end)}, ${countOf(mealTime.coversPerSlot, 'guest')} per slot`
          : undefined
      }
    >
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <VenueDatePicker value={date} today={today} onChange={changeDate} />
        <AccessGuard flag="tableReserveAccess" mode="disable">
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              onClick={() => setSelected(selected.length === ownSlots.length ? [] : ownSlots.map((slot) => slot.time))}
              disabled={ownSlots.length === 0}
            >
              {selected.length === ownSlots.length && ownSlots.length > 0 ? 'Select none' : 'Select all'}
            </Button>
            <Button
              size="xs"
              color="teal"
              disabled={selected.length === 0 || update.isPending}
              onClick={() => setStatus(selected, 'open')}
            >
              Open selected
            </Button>
            <Button
              size="xs"
              color="red"
              variant="light"
              disabled={selected.length === 0 || update.isPending}
              onClick={() => setStatus(selected, 'closed')}
            >
              Close selected
            </Button>
          </Group>
        </AccessGuard>
      </Group>
      {slots.isPending || mealTimes.isPending ? (
        <LoadingRows label="Loading slots" rows={3} />
      ) : slots.isError ? (
        <LoadError title="Slots unavailable" error={slots.error} />
      ) : ownSlots.length === 0 ? (
        <EmptyState title={`No ${mealTime?.name ?? ''} slots on ${formatLocalDate(date)}`}>
          The meal time does not run that day, or the restaurant is closed then.
        </EmptyState>
      ) : (
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, md: 6 }} spacing="sm" aria-label="Slots">
          {ownSlots.map((slot) => {
            const isOpen = slot.slotStatus === 'open';
            const isBookable = slot.guest.available;
            const isSelected = selected.includes(slot.time);
            return (
              <Card
                key={slot.time}
                withBorder
                radius="md"
                padding="sm"
                bg={isBookable ? undefined : 'gray.1'}
                style={{ borderColor: isSelected ? 'var(--mantine-color-blue-6)' : undefined }}
                aria-label={`Slot ${slot.time}`}
                component="article"
              >
                <Stack gap={6}>
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={700}>{slot.time}</Text>
                    <AccessGuard flag="tableReserveAccess" mode="unselectable">
                      <Checkbox
                        aria-label={`Select ${slot.time}`}
                        checked={isSelected}
                        onChange={(event) =>
                          setSelected((current) =>
                            event.currentTarget.checked ? [...current, slot.time] : current.filter((time) => time !== slot.time),
                          )
                        }
                      />
                    </AccessGuard>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {slot.coversBooked} booked · {slot.coversLeft} left
                  </Text>
                  <GuestView slot={slot} />
                  <AccessGuard flag="tableReserveAccess" mode="disable">
                    <Switch
                      size="sm"
                      label={isOpen ? 'Open' : 'Closed'}
                      aria-label={`${slot.time} open`}
                      checked={isOpen}
                      disabled={update.isPending}
                      onChange={(event) => setStatus([slot.time], event.currentTarget.checked ? 'open' : 'closed')}
                    />
                  </AccessGuard>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </ReservationsPage>
  );
}

/** What a guest gets for the slot, as the guests' booking page answers it. */
function GuestView({ slot }: { slot: Slot }) {
  const { isBookable, text } = guestViewText(slot);
  const Icon = isBookable ? IconCircleCheck : IconCircleMinus;
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <Icon
        size={14}
        aria-hidden
        style={{ flexShrink: 0, marginTop: 2 }}
        color={`var(--mantine-color-${isBookable ? 'teal' : 'gray'}-7)`}
      />
      <Text size="xs">{text}</Text>
    </Group>
  );
}
