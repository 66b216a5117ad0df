import { Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { formatPaise, type WalletEntry } from '@venue/shared';
import { useIsMobile } from '@/hooks/use-is-mobile.ts';
import { formatVenueDateTime } from '@/lib/venue-time.ts';
import { ENTRY_KIND_LABELS } from '../lib/wallet-labels.ts';

/** "+₹499.00" / "-₹14.97": every row is money in or out. */
function SignedAmount({ amount }: { amount: number }) {
  return (
    <Text span fw={600} c={amount < 0 ? 'red.7' : 'teal.7'} style={{ whiteSpace: 'nowrap' }}>
      {amount > 0 ? '+' : ''}
      {formatPaise(amount, { alwaysPaise: true })}
    </Text>
  );
}

/** The ledger rows as the server sends them (newest first); cards on a phone, a table otherwise. */
export function LedgerTable({ entries, timeZone }: { entries: WalletEntry[]; timeZone: string }) {
  const isMobile = useIsMobile();
  if (isMobile) {
    return (
      <Stack gap={6} component="ul" aria-label="Ledger" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {entries.map((entry) => (
          <Card key={entry._id} component="li" withBorder padding="sm" radius="md">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {entry.description}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatVenueDateTime(entry.createdAt, timeZone)}
                </Text>
                <Badge variant="light" color="gray" size="sm">
                  {ENTRY_KIND_LABELS[entry.kind]}
                </Badge>
              </Stack>
              <SignedAmount amount={entry.amount} />
            </Group>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Ledger">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry._id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatVenueDateTime(entry.createdAt, timeZone)}</Table.Td>
              <Table.Td>{entry.description}</Table.Td>
              <Table.Td>
                <Badge variant="light" color="gray">
                  {ENTRY_KIND_LABELS[entry.kind]}
                </Badge>
              </Table.Td>
              <Table.Td ta="right">
                <SignedAmount amount={entry.amount} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
