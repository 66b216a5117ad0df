import { Alert, Anchor } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { PAYOUT_MESSAGES, type VendorAccount } from '@venue/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { ACCOUNT_STATUS_BADGES } from '../lib/wallet-labels.ts';

/** Why payouts are closed while there is no verified account, with the way to /bank-details. */
export function PayoutAccountNotice({ account }: { account: VendorAccount | null }) {
  if (account?.status === 'verified') return null;
  const title = account ? PAYOUT_MESSAGES.notVerified : PAYOUT_MESSAGES.noAccount;
  return (
    <Alert color={account?.status === 'rejected' ? 'red' : 'yellow'} icon={<IconInfoCircle />} title={title}>
      {account ? `${ACCOUNT_STATUS_BADGES[account.status].explanation} ` : null}
      <Anchor component={Link} to={paths.bankDetails.getHref()} fw={600}>
        {account ? 'Open bank details' : 'Add bank details'}
      </Anchor>
    </Alert>
  );
}
