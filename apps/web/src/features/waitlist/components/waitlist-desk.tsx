import { useEffect, useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconBell, IconArmchair, IconSettings, IconX } from '@tabler/icons-react';
import { AddWaitlistEntrySchema, type WaitlistEntry, type WaitlistListEntry } from '@venue/shared';
import { KnownGuest } from '@/components/known-guest.tsx';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { ResponsiveDialog } from '@/components/responsive-dialog.tsx';
import { EmptyState, LoadError, LoadingRows } from '@/components/screen-states.tsx';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { toast, toastError } from '@/lib/toast.ts';
import { useAddWaitlistEntry } from '../api/add-entry.ts';
import { useWaitlistAction, type WaitlistAction } from '../api/entry-actions.ts';
import { useWaitlistEntries, type WaitlistStatusFilter } from '../api/get-entries.ts';
import { useWaitlistQuote } from '../api/get-quote.ts';
import { waitlistKeys } from '../api/keys.ts';
import { useUpdateWaitlistSettings, useWaitlistSettings } from '../api/settings.ts';
import { useWaitlistLive } from '../hooks/use-waitlist-live.ts';

const STATUS_LOOKS: Record<WaitlistEntry['status'], { label: string; color: string }> = {
  waiting: { label: 'Waiting', color: 'blue' },
  notified: { label: 'Notified', color: 'orange' },
  seated: { label: 'Seated', color: 'green' },
  left: { label: 'Left', color: 'gray' },
};

const FILTERS: Array<{ value: string; label: string }> = [
  { value: 'live', label: 'In queue' },
  { value: 'seated', label: 'Seated' },
  { value: 'left', label: 'Left' },
  { value: 'all', label: 'All' },
];

const message = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong');

/** Minutes since an instant, on the desk's clock. */
export const minutesSince = (iso: string, now: number) => Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));

/** A clock that ticks every 30 s, so waited times move without a reload. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The add-a-party form: name, phone, party size and the quoted wait, pre-filled from the suggestion. */
function AddPartyForm() {
  const [name, setName] = useState('');
  const [mobileNumber, setMobileNumber] = useState('');
  const [partySize, setPartySize] = useState<number>(2);
  const [quoted, setQuoted] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const quote = useWaitlistQuote(partySize || null);
  const add = useAddWaitlistEntry();
  const suggested = quote.data?.quotedMinutes;
  const quotedMinutes = quoted ?? suggested ?? 15;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = AddWaitlistEntrySchema.safeParse({ name, mobileNumber, partySize, quotedMinutes, note: note || undefined });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    add.mutate(parsed.data, {
      onSuccess: ({ entry }) => {
        toast({ title: `${entry.name} added`, description: `Number ${entry.position} in the queue` });
        setName('');
        setMobileNumber('');
        setPartySize(2);
        setQuoted(null);
        setNote('');
      },
      onError: (error) => toastError(message(error)),
    });
  };

  return (
    <Card withBorder radius="md" padding="md" component="form" onSubmit={submit} aria-label="Add a party">
      <Stack gap="sm">
        <Group grow align="flex-start" wrap="wrap" gap="sm">
          <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} miw={160} />
          <TextInput
            label="Phone"
            type="tel"
            inputMode="tel"
            value={mobileNumber}
            onChange={(e) => setMobileNumber(e.currentTarget.value)}
            error={errors.mobileNumber}
            miw={160}
          />
        </Group>
        <Group grow align="flex-start" gap="sm">
          <NumberInput
            label="Party size"
            min={1}
            max={50}
            value={partySize}
            onChange={(value) => setPartySize(typeof value === 'number' ? value : Number(value) || 0)}
            error={errors.partySize}
          />
          <NumberInput
            label="Quoted wait (min)"
            min={0}
            max={600}
            step={5}
            value={quotedMinutes}
            onChange={(value) => setQuoted(typeof value === 'number' ? value : Number(value) || 0)}
            description={
              suggested === undefined ? undefined : quote.data?.samples ? 'From recent seat times' : 'Suggested by queue length'
            }
            error={errors.quotedMinutes}
          />
        </Group>
        <Textarea
          label="Note"
          autosize
          minRows={1}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          error={errors.note}
        />
        <AccessGuard flag="tableReserveAccess" mode="disable">
          <Button type="submit" loading={add.isPending}>
            Add to waitlist
          </Button>
        </AccessGuard>
      </Stack>
    </Card>
  );
}

function EntryRow({
  entry,
  now,
  onAct,
  busy,
}: {
  entry: WaitlistListEntry;
  now: number;
  onAct: (action: WaitlistAction) => void;
  busy: boolean;
}) {
  const [removing, setRemoving] = useState(false);
  const [reason, setReason] = useState('');
  const live = entry.status === 'waiting' || entry.status === 'notified';
  const waited = minutesSince(entry.joinedAt, now);
  const over = live && waited > entry.quotedMinutes;
  const look = STATUS_LOOKS[entry.status];
  return (
    <Card withBorder radius="md" padding="sm" data-testid="waitlist-entry" aria-label={entry.name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Badge size="xl" radius="sm" variant="light" color={look.color} miw={44} aria-label="Position">
            {entry.position ?? '–'}
          </Badge>
          <div>
            <Text fw={600}>
              {entry.name} · {entry.partySize} {entry.partySize === 1 ? 'guest' : 'guests'}
            </Text>
            <Text size="sm" c="dimmed">
              {entry.mobileNumber}
              {entry.source === 'remote' ? ' · joined online' : ''}
            </Text>
            <Text size="sm" c={over ? 'red' : undefined} data-testid="waited">
              Waited {waited} min of {entry.quotedMinutes} quoted
            </Text>
            {entry.note ? <Text size="sm">{entry.note}</Text> : null}
            <KnownGuest guest={entry.guest} />
            {entry.reason ? (
              <Text size="sm" c="dimmed">
                Reason: {entry.reason}
              </Text>
            ) : null}
          </div>
        </Group>
        <Badge color={look.color} variant="light">
          {look.label}
        </Badge>
      </Group>
      {live ? (
        <AccessGuard flag="tableReserveAccess" mode="disable" block>
          <Group gap="xs" mt="sm" grow>
            {entry.status === 'waiting' ? (
              <Button
                size="sm"
                variant="light"
                leftSection={<IconBell size={16} />}
                disabled={busy}
                onClick={() => onAct({ kind: 'notify', id: entry._id })}
              >
                Notify
              </Button>
            ) : null}
            <Button
              size="sm"
              leftSection={<IconArmchair size={16} />}
              disabled={busy}
              onClick={() => onAct({ kind: 'seat', id: entry._id })}
            >
              Seat
            </Button>
            <Button
              size="sm"
              variant="default"
              color="red"
              leftSection={<IconX size={16} />}
              disabled={busy}
              onClick={() => setRemoving(true)}
            >
              Remove
            </Button>
          </Group>
        </AccessGuard>
      ) : null}
      <ResponsiveDialog
        opened={removing}
        onClose={() => setRemoving(false)}
        title={`Remove ${entry.name}`}
        drawerSize="auto"
        size="sm"
      >
        <Stack gap="sm">
          <TextInput
            label="Reason"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={200}
            data-autofocus
          />
          <Button
            color="red"
            disabled={!reason.trim()}
            onClick={() => {
              onAct({ kind: 'remove', id: entry._id, reason: reason.trim() });
              setRemoving(false);
            }}
          >
            Remove from waitlist
          </Button>
        </Stack>
      </ResponsiveDialog>
    </Card>
  );
}

function SettingsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const settings = useWaitlistSettings();
  const save = useUpdateWaitlistSettings();
  const [draft, setDraft] = useState<{ remoteJoin: boolean; maxPartySize: number | string; maxWaiting: number | string } | null>(
    null,
  );
  const current = draft ?? settings.data?.settings ?? null;
  return (
    <ResponsiveDialog opened={opened} onClose={onClose} title="Waitlist settings" size="sm">
      {!current ? (
        settings.error ? (
          <LoadError title="Could not load the settings" error={settings.error} />
        ) : (
          <LoadingRows rows={3} label="Loading settings" />
        )
      ) : (
        <Stack gap="sm">
          <Switch
            label="Guests may join online (from the booking page)"
            checked={current.remoteJoin}
            onChange={(e) => setDraft({ ...current, remoteJoin: e.currentTarget.checked })}
          />
          <NumberInput
            label="Largest party"
            min={1}
            max={50}
            value={current.maxPartySize}
            onChange={(value) => setDraft({ ...current, maxPartySize: value })}
          />
          <NumberInput
            label="Most parties waiting"
            min={1}
            max={500}
            value={current.maxWaiting}
            onChange={(value) => setDraft({ ...current, maxWaiting: value })}
          />
          <AccessGuard flag="tableReserveAccess" mode="disable">
            <Button
              loading={save.isPending}
              onClick={() =>
                save.mutate(
                  {
                    remoteJoin: current.remoteJoin,
                    maxPartySize: Number(current.maxPartySize),
                    maxWaiting: Number(current.maxWaiting),
                  },
                  {
                    onSuccess: () => {
                      toast({ title: 'Waitlist settings saved' });
                      setDraft(null);
                      onClose();
                    },
                    onError: (error) => toastError(message(error)),
                  },
                )
              }
            >
              Save
            </Button>
          </AccessGuard>
        </Stack>
      )}
    </ResponsiveDialog>
  );
}

/** The desk's waitlist (decisions §7): add a party, the ordered queue, notify / seat / remove, settings. */
export function WaitlistDesk() {
  const [filter, setFilter] = useState('live');
  const [settingsOpen, setSettingsOpen] = useState(false);
  const status = filter === 'live' ? undefined : (filter as WaitlistStatusFilter);
  const entries = useWaitlistEntries(status);
  const action = useWaitlistAction();
  const invalidate = useInvalidateProfileQueries();
  const now = useNow();
  useWaitlistLive(() => void invalidate(waitlistKeys.all));

  const act = (move: WaitlistAction) =>
    action.mutate(move, {
      onSuccess: ({ entry }) =>
        toast({
          title:
            move.kind === 'notify'
              ? `${entry.name} notified`
              : move.kind === 'seat'
                ? `${entry.name} seated`
                : `${entry.name} removed`,
        }),
      onError: (error) => toastError(message(error)),
    });

  return (
    <Stack gap="md">
      <AddPartyForm />
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SegmentedControl value={filter} onChange={setFilter} data={FILTERS} aria-label="Which parties" />
        <ActionIcon variant="default" size="lg" aria-label="Waitlist settings" onClick={() => setSettingsOpen(true)}>
          <IconSettings size={18} />
        </ActionIcon>
      </Group>
      {entries.isPending ? (
        <LoadingRows label="Loading the waitlist" />
      ) : entries.error ? (
        <LoadError title="Could not load the waitlist" error={entries.error} />
      ) : entries.data.length === 0 ? (
        <EmptyState title={filter === 'live' ? 'Nobody is waiting' : 'No parties here'}>
          {filter === 'live' ? 'Add a walk-in party above.' : null}
        </EmptyState>
      ) : (
        <Stack gap="sm" aria-label="Waitlist">
          {entries.data.map((entry) => (
            <EntryRow key={entry._id} entry={entry} now={now} onAct={act} busy={action.isPending} />
          ))}
        </Stack>
      )}
      <SettingsDialog opened={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </Stack>
  );
}
