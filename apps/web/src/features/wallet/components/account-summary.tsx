import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { VendorAccount } from '@venue/shared';
import { formatVenueDateTime } from '@/lib/venue-time.ts';
import { ACCOUNT_STATUS_BADGES } from '../lib/wallet-labels.ts';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}

/** The saved payout account as the server answers it: number masked, bank from the IFSC list, status. */
export function AccountSummary({ account, timeZone }: { account: VendorAccount; timeZone: string }) {
  const status = ACCOUNT_STATUS_BADGES[account.status];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Saved payout account">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{account.bankName ?? 'Bank account'}</Text>
          <Badge color={status.color} variant="light">
            {status.label}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {status.explanation}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Detail label="Account number" value={account.accountNumber} />
          <Detail label="IFSC" value={account.ifsc} />
          <Detail label="Account holder" value={account.accountHolder} />
          <Detail label="Last changed" value={formatVenueDateTime(account.updatedAt, timeZone)} />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
