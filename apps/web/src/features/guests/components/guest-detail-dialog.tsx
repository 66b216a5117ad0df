import { useEffect, useState } from 'react';
import { Badge, Button, Divider, Group, SimpleGrid, Stack, TagsInput, Text, Textarea } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { BOOKING_STATUS_LABELS, GUEST_NOTES_MAX, GUEST_TAGS_MAX, UpdateGuestSchema, type BookingStatus } from '@venue/shared';
import { formatPaise } from '@venue/shared/money';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog.tsx';
import { ResponsiveDialog } from '@/components/responsive-dialog.tsx';
import { LoadError, LoadingRows } from '@/components/screen-states.tsx';
import { UnsavedChangesDialog } from '@/components/unsaved-changes-dialog.tsx';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes.ts';
import { useVenueTimeZone } from '@/hooks/use-venue-time-zone.ts';
import { formatPhoneNumber } from '@/lib/phone.ts';
import { toast, toastError } from '@/lib/toast.ts';
import { formatVenueDateTime } from '@/lib/venue-time.ts';
import { useEraseGuest } from '../api/erase-guest.ts';
import { useGuest, type GuestDetail } from '../api/get-guest.ts';
import { useUpdateGuest } from '../api/update-guest.ts';

const KIND_LABELS: Record<GuestDetail['history'][number]['kind'], string> = {
  booking: 'Booking',
  waitlist: 'Waitlist',
  'ticket-order': 'Tickets',
};

/** A history row's status in the words of its own screen. */
function statusLabel(item: GuestDetail['history'][number]): string {
  if (item.kind === 'booking' && item.status in BOOKING_STATUS_LABELS) return BOOKING_STATUS_LABELS[item.status as BookingStatus];
  return item.status.charAt(0).toUpperCase() + item.status.slice(1).replace('-', ' ');
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

/** The tags and notes editor; its work counts as unsaved until Save. */
function GuestNotesEditor({ guest, tagOptions }: { guest: GuestDetail; tagOptions: string[] }) {
  const [tags, setTags] = useState(guest.tags);
  const [notes, setNotes] = useState(guest.notes);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateGuest();
  useEffect(() => {
    setTags(guest.tags);
    setNotes(guest.notes);
  }, [guest.tags, guest.notes]);
  const isDirty = notes !== guest.notes || tags.join('\n') !== guest.tags.join('\n');
  const unsaved = useUnsavedChanges(isDirty);

  const save = () => {
    const parsed = UpdateGuestSchema.safeParse({ tags, notes });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the tags and notes');
      return;
    }
    setError(null);
    update.mutate(
      { id: guest._id, body: parsed.data },
      {
        onSuccess: () => {
          unsaved.markSaved();
          toast({ title: 'Guest saved' });
        },
        onError: (failure) => toastError(failure.message),
      },
    );
  };

  return (
    <Stack gap="sm">
      <TagsInput
        label="Tags"
        description="Pick from the list or type your own"
        data={tagOptions}
        value={tags}
        onChange={setTags}
        maxTags={GUEST_TAGS_MAX}
        clearable
        error={error}
      />
      <Textarea
        label="Notes"
        description={`${notes.length} / ${GUEST_NOTES_MAX}`}
        autosize
        minRows={2}
        maxRows={6}
        value={notes}
        maxLength={GUEST_NOTES_MAX}
        onChange={(event) => setNotes(event.currentTarget.value)}
      />
      <AccessGuard flag="tableReserveAccess" mode="disable">
        <Button onClick={save} loading={update.isPending} disabled={!isDirty}>
          Save tags and notes
        </Button>
      </AccessGuard>
      <UnsavedChangesDialog guard={unsaved} />
    </Stack>
  );
}

/** One guest: figures, tags and notes, history and erasure (decisions §7 "Guest book"). */
export function GuestDetailDialog({
  guestId,
  tagOptions,
  onClose,
}: {
  guestId: string | null;
  tagOptions: string[];
  onClose: () => void;
}) {
  const guest = useGuest(guestId);
  const erase = useEraseGuest();
  const timeZone = useVenueTimeZone();
  const [confirming, setConfirming] = useState(false);
  const data = guest.data;

  return (
    <ResponsiveDialog opened={guestId !== null} onClose={onClose} title={data?.name ?? 'Guest'} size="lg">
      {guest.error ? (
        <LoadError title="Could not load the guest" error={guest.error} />
      ) : !data ? (
        <LoadingRows rows={4} label="Loading the guest" />
      ) : (
        <Stack gap="md">
          {data.mobileNumber ? (
            <Text component="a" href={`tel:${data.mobileNumber}`} size="sm">
              {formatPhoneNumber(data.mobileNumber)}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              Details erased
            </Text>
          )}
          <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm">
            <Figure label="Visits" value={String(data.visits)} />
            <Figure label="No-shows" value={String(data.noShows)} />
            <Figure label="Cancellations" value={String(data.cancellations)} />
            <Figure label="Spend" value={formatPaise(data.spendPaise)} />
          </SimpleGrid>
          {data.erasedAt ? null : <GuestNotesEditor guest={data} tagOptions={tagOptions} />}
          <Divider label="History" labelPosition="left" />
          {data.history.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nothing yet.
            </Text>
          ) : (
            <Stack gap={6} component="ul" aria-label="History" p={0} m={0} style={{ listStyle: 'none' }}>
              {data.history.map((item) => (
                <Group key={`${item.kind}:${item._id}`} component="li" justify="space-between" wrap="wrap" gap="xs">
                  <Group gap="xs" wrap="nowrap">
                    <Badge variant="light" color="gray" miw={80}>
                      {KIND_LABELS[item.kind]}
                    </Badge>
                    <Text size="sm">{formatVenueDateTime(item.at, timeZone)}</Text>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {statusLabel(item)}
                    {item.partySize ? ` · ${item.partySize} ${item.partySize === 1 ? 'guest' : 'guests'}` : ''}
                    {item.spendPaise > 0 ? ` · ${formatPaise(item.spendPaise)}` : ''}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
          {data.erasedAt ? null : (
            <AccessGuard flag="tableReserveAccess" mode="disable">
              <Button
                variant="default"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => setConfirming(true)}
                style={{ alignSelf: 'flex-start' }}
              >
                Erase guest's details
              </Button>
            </AccessGuard>
          )}
          <ConfirmDeleteDialog
            opened={confirming}
            onClose={() => setConfirming(false)}
            confirmLabel="Erase"
            pendingLabel="Erasing..."
            isDeleting={erase.isPending}
            message={`${data.name}'s name, number and notes will be removed from every booking, waitlist entry and ticket order (DPDP Act 2023). Visits and money figures stay. This cannot be undone.`}
            onConfirm={() =>
              erase.mutate(data._id, {
                onSuccess: () => {
                  setConfirming(false);
                  toast({ title: "Guest's details erased" });
                  onClose();
                },
                onError: (failure) => toastError(failure.message),
              })
            }
          />
        </Stack>
      )}
    </ResponsiveDialog>
  );
}
