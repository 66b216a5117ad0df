import { useDeferredValue, useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Chip,
  Group,
  Pagination,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { formatPaise } from '@venue/shared/money';
import type { Guest } from '@venue/shared';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { EmptyState, LoadError, LoadingRows } from '@/components/screen-states.tsx';
import { useVenueTimeZone } from '@/hooks/use-venue-time-zone.ts';
import { formatPhoneNumber } from '@/lib/phone.ts';
import { countOf } from '@/lib/plural.ts';
import { saveFile } from '@/lib/save-file.ts';
import { toastError } from '@/lib/toast.ts';
import { formatVenueDateTime } from '@/lib/venue-time.ts';
import { exportGuests } from '../api/export-guests.ts';
import { useGuests } from '../api/get-guests.ts';
import { GuestDetailDialog } from './guest-detail-dialog.tsx';

/** One guest as a card: who, their tags, how often they came, what they spent. */
function GuestCard({ guest, timeZone, onOpen }: { guest: Guest; timeZone: string; onOpen: () => void }) {
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={guest.name}>
      <UnstyledButton onClick={onOpen} aria-label={`Open ${guest.name}`} style={{ display: 'block', width: '100%' }}>
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={600} truncate>
              {guest.name}
            </Text>
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {formatPaise(guest.spendPaise)}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {formatPhoneNumber(guest.mobileNumber)}
          </Text>
          <Text size="sm">
            {countOf(guest.visits, 'visit')}
            {guest.noShows > 0 ? ` · ${countOf(guest.noShows, 'no-show')}` : ''}
            {guest.cancellations > 0 ? ` · ${countOf(guest.cancellations, 'cancellation')}` : ''}
          </Text>
          <Text size="xs" c="dimmed">
            {guest.lastVisit ? `Last visit ${formatVenueDateTime(guest.lastVisit, timeZone)}` : 'No visit yet'}
          </Text>
          {guest.tags.length > 0 ? (
            <Group gap={4}>
              {guest.tags.map((tag) => (
                <Badge key={tag} size="sm" variant="light" color={tag === 'VIP' ? 'grape' : 'blue'}>
                  {tag}
                </Badge>
              ))}
            </Group>
          ) : null}
          {guest.notes ? (
            <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {guest.notes}
            </Text>
          ) : null}
        </Stack>
      </UnstyledButton>
    </Card>
  );
}

/**
 * /reservations/guests: the venue's guest book (decisions §7 "Guest book"): search by name or
 * number however typed, tag chips, the guests as cards, a guest's sheet, export.
 */
export function GuestBook() {
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const [isExporting, setExporting] = useState(false);
  const deferredSearch = useDeferredValue(search.trim());
  const guests = useGuests({ search: deferredSearch, tag, page });
  const timeZone = useVenueTimeZone();
  const tags = guests.data?.tags ?? [];
  const pageCount = guests.data ? Math.ceil(guests.data.total / guests.data.pageSize) : 0;

  const download = async () => {
    setExporting(true);
    try {
      saveFile(await exportGuests({ search: deferredSearch, tag }), 'guests.xlsx');
    } catch (error) {
      toastError((error as Error).message);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          label="Search guests"
          placeholder="Name or phone number"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 240px' }}
          type="search"
        />
        <AccessGuard flag="tableReserveAccess" mode="disable">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={isExporting}
            onClick={() => void download()}
          >
            Export
          </Button>
        </AccessGuard>
      </Group>
      {tags.length > 0 ? (
        <ScrollArea type="never" offsetScrollbars={false}>
          <Chip.Group
            multiple={false}
            value={tag ?? ''}
            onChange={(value) => {
              setTag(value && value !== tag ? value : null);
              setPage(1);
            }}
          >
            <Group gap={6} wrap="nowrap" w="max-content" role="group" aria-label="Filter by tag">
              {tags.map((name) => (
                <Chip key={name} value={name} size="sm" onClick={() => name === tag && setTag(null)}>
                  {name}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </ScrollArea>
      ) : null}
      {guests.isPending ? (
        <LoadingRows label="Loading the guest book" />
      ) : guests.error ? (
        <LoadError title="Could not load the guest book" error={guests.error} />
      ) : guests.data.guests.length === 0 ? (
        <EmptyState title={deferredSearch || tag ? 'No guest matches' : 'No guests yet'}>
          {deferredSearch || tag
            ? 'Try another name, number or tag.'
            : 'Guests appear here as they book, join the waitlist or buy tickets.'}
        </EmptyState>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {countOf(guests.data.total, 'guest')}
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="sm" aria-label="Guests">
            {guests.data.guests.map((guest) => (
              <GuestCard key={guest._id} guest={guest} timeZone={timeZone} onOpen={() => setOpenId(guest._id)} />
            ))}
          </SimpleGrid>
          {pageCount > 1 ? <Pagination total={pageCount} value={page} onChange={setPage} /> : null}
        </>
      )}
      <GuestDetailDialog guestId={openId} tagOptions={tags} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
