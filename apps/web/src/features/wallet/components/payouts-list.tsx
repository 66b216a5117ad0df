import { Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { formatPaise, type Payout } from '@venue/shared';
import { useIsMobile } from '@/hooks/use-is-mobile.ts';
import { formatVenueDateTime } from '@/lib/venue-time.ts';
import { PAYOUT_STATUS_BADGES } from '../lib/wallet-labels.ts';

function PayoutStatus({ payout }: { payout: Payout }) {
  const badge = PAYOUT_STATUS_BADGES[payout.status];
  return (
    <Stack gap={2} align="flex-end">
      <Badge color={badge.color} variant="light">
        {badge.label}
      </Badge>
      {payout.status === 'failed' && payout.failureReason && (
        <Text size="xs" c="red.7" ta="right">
          {payout.failureReason}
        </Text>
      )}
    </Stack>
  );
}

/** Payouts newest first with their status; a failed one was added back to the balance by the server. */
export function PayoutsList({ payouts, timeZone }: { payouts: Payout[]; timeZone: string }) {
  const isMobile = useIsMobile();
  if (isMobile) {
    return (
      <Stack gap={6} component="ul" aria-label="Payouts" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {payouts.map((payout) => (
          <Card key={payout._id} component="li" withBorder padding="sm" radius="md">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600}>{formatPaise(payout.amount, { alwaysPaise: true })}</Text>
                <Text size="xs" c="dimmed">
                  {formatVenueDateTime(payout.createdAt, timeZone)} · to {payout.accountNumber}
                </Text>
              </Stack>
              {/* The badge keeps its whole word; a failure's reason wraps beside the amount. */}
              <div style={{ flexShrink: 0, maxWidth: '50%' }}>
                <PayoutStatus payout={payout} />
              </div>
            </Group>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" aria-label="Payouts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Requested</Table.Th>
            <Table.Th>To account</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th ta="right">Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payouts.map((payout) => (
            <Table.Tr key={payout._id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatVenueDateTime(payout.createdAt, timeZone)}</Table.Td>
              <Table.Td ff="monospace">{payout.accountNumber}</Table.Td>
              <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatPaise(payout.amount, { alwaysPaise: true })}
              </Table.Td>
              <Table.Td ta="right">
                <PayoutStatus payout={payout} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
