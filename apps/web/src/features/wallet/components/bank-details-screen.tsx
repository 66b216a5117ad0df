import { Anchor, Card, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { LoadError } from '@/components/screen-states.tsx';
import { paths } from '@/config/paths.ts';
import { useVenueTimeZone } from '@/hooks/use-venue-time-zone.ts';
import { useAccess } from '@/lib/permissions.ts';
import { useVendorAccount } from '../api/get-vendor-account.ts';
import { AccountSummary } from './account-summary.tsx';
import { BankDetailsForm } from './bank-details-form.tsx';

/**
 * /bank-details: where ticket-sale payouts go. The owner and managers see it (decisions §6);
 * staff get the restricted mask and nothing behind it is fetched. Only the owner saves.
 */
export function BankDetailsScreen() {
  const canManage = useAccess({ role: 'manager' }) === 'allowed';
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Your ticket sales are paid out to this account.{' '}
        <Anchor component={Link} to={paths.wallet.getHref()} size="sm">
          Open the wallet
        </Anchor>
      </Text>
      <AccessGuard role="manager" mode="mask">
        <BankDetailsContent enabled={canManage} />
      </AccessGuard>
    </Stack>
  );
}

function BankDetailsContent({ enabled }: { enabled: boolean }) {
  const account = useVendorAccount({ enabled });
  const timeZone = useVenueTimeZone();
  if (account.isPending) return <Skeleton height={320} radius="md" aria-label="Loading bank details" />;
  if (account.isError) return <LoadError title="Could not load your bank details" error={account.error} />;
  return (
    <Stack gap="md">
      {account.data && <AccountSummary account={account.data} timeZone={timeZone} />}
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Text fw={600}>{account.data ? 'Change bank details' : 'Add your bank account'}</Text>
          {/* Adding and changing validate differently (a kept number may be empty): one form each. */}
          <BankDetailsForm key={account.data ? 'change' : 'add'} account={account.data} />
        </Stack>
      </Card>
    </Stack>
  );
}
