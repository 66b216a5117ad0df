import { Button, Card, Flex, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBuildingBank, IconCash } from '@tabler/icons-react';
import {
  formatPaise,
  SETTLEMENT_MESSAGES,
  WALLET_ENTRIES_LIMIT,
  type VendorAccount,
  type WalletQuery,
  type WalletResponse,
} from '@venue/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { EmptyState, LoadError, LoadingRows } from '@/components/screen-states.tsx';
import { paths } from '@/config/paths.ts';
import { useVenueTimeZone } from '@/hooks/use-venue-time-zone.ts';
import { useAccess } from '@/lib/permissions.ts';
import { formatVenueDateTime } from '@/lib/venue-time.ts';
import { useVendorAccount } from '../api/get-vendor-account.ts';
import { PROCESSING_RECHECK_MS, usePayouts } from '../api/get-payouts.ts';
import { useWallet } from '../api/get-wallet.ts';
import { MIN_PAYOUT_PAISE } from '../lib/payout-form.ts';
import { FeeInvoicesSection } from './fee-invoices-section.tsx';
import { isRangeValid, LedgerFilters } from './ledger-filters.tsx';
import { LedgerTable } from './ledger-table.tsx';
import { PayoutAccountNotice } from './payout-account-notice.tsx';
import { PayoutDialog } from './payout-dialog.tsx';
import { PayoutsList } from './payouts-list.tsx';

/**
 * /wallet: the balance (the whole ledger's sum) split into what is available, pending and owed
 * (decisions §7 settlement), payouts of available money to the verified bank account, and the
 * ledger of sales, fees, GST, refunds and payouts filtered by kind and venue dates. Money is for
 * the owner and managers (decisions §6): staff get the restricted mask and nothing is fetched.
 */
export function WalletScreen() {
  const canManage = useAccess({ role: 'manager' }) === 'allowed';
  return (
    <AccessGuard role="manager" mode="mask">
      <WalletContent enabled={canManage} />
    </AccessGuard>
  );
}

function WalletContent({ enabled }: { enabled: boolean }) {
  const timeZone = useVenueTimeZone();
  const [filters, setFilters] = useState<WalletQuery>({});
  const rangeValid = isRangeValid(filters);
  const payouts = usePayouts({ enabled });
  // A failed payout is added back to the balance: while one is processing, the ledger is read again with the list.
  const isSettling = payouts.data?.some((payout) => payout.status === 'processing') ?? false;
  const wallet = useWallet(filters, { enabled: enabled && rangeValid, refetchInterval: isSettling && PROCESSING_RECHECK_MS });
  const account = useVendorAccount({ enabled });

  return (
    <Stack gap="lg">
      <BalanceCard
        figures={wallet.data}
        timeZone={timeZone}
        balanceError={wallet.isError && !wallet.data ? wallet.error : null}
        account={account.data}
        accountError={account.isError ? account.error : null}
      />

      <Stack gap="sm" component="section" aria-labelledby="payouts-heading">
        <Title order={2} size="h4" id="payouts-heading">
          Payouts
        </Title>
        {payouts.isPending ? (
          <LoadingRows rows={2} label="Loading payouts" />
        ) : payouts.isError ? (
          <LoadError title="Could not load payouts" error={payouts.error} />
        ) : payouts.data.length === 0 ? (
          <EmptyState title="No payouts yet">Payouts you request appear here with their status.</EmptyState>
        ) : (
          <PayoutsList payouts={payouts.data} timeZone={timeZone} />
        )}
      </Stack>

      <FeeInvoicesSection enabled={enabled} />

      <Stack gap="sm" component="section" aria-labelledby="ledger-heading">
        <div>
          <Title order={2} size="h4" id="ledger-heading">
            Ledger
          </Title>
          <Text size="xs" c="dimmed">
            Dates and times are your venue&apos;s ({timeZone}).
          </Text>
        </div>
        <LedgerFilters value={filters} onChange={setFilters} />
        {wallet.isPending ? (
          <LoadingRows label="Loading ledger" />
        ) : wallet.isError ? (
          <LoadError title="Could not load the ledger" error={wallet.error} />
        ) : wallet.data.ledger.length === 0 ? (
          <EmptyState title={filters.kind || filters.from || filters.to ? 'No entries match these filters' : 'No entries yet'}>
            Ticket sales, the platform fee and its GST, refunds and payouts are recorded here.
          </EmptyState>
        ) : (
          <>
            <LedgerTable entries={wallet.data.ledger} timeZone={timeZone} />
            {wallet.data.ledger.length >= WALLET_ENTRIES_LIMIT && (
              <Text size="xs" c="dimmed">
                The latest {WALLET_ENTRIES_LIMIT} entries are shown; narrow the dates to see older ones.
              </Text>
            )}
          </>
        )}
      </Stack>
    </Stack>
  );
}

type WalletFigures = Omit<WalletResponse, 'ledger'>;

function BalanceCard({
  figures,
  timeZone,
  balanceError,
  account,
  accountError,
}: {
  figures: WalletFigures | undefined;
  timeZone: string;
  balanceError: Error | null;
  account: VendorAccount | null | undefined;
  accountError: Error | null;
}) {
  const [isRequesting, setRequesting] = useState(false);
  const balance = figures?.balance;
  const available = figures?.availableBalance;
  const canRequest = available !== undefined && available >= MIN_PAYOUT_PAISE && account?.status === 'verified';
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Balance">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Stack gap={0}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Balance
            </Text>
            {balanceError ? (
              <Text fz={{ base: 28, sm: 34 }} fw={700} c="dimmed" title={balanceError.message}>
                —
              </Text>
            ) : balance === undefined ? (
              <Skeleton height={36} width={160} aria-label="Loading balance" />
            ) : (
              <Text fz={{ base: 28, sm: 34 }} fw={700} c={balance < 0 ? 'red.7' : undefined} data-testid="wallet-balance">
                {formatPaise(balance, { alwaysPaise: true })}
              </Text>
            )}
            <Text size="sm" c="dimmed">
              Ticket sales less the platform fee and its GST, refunds and payouts.
            </Text>
          </Stack>
          {/* On a phone: full-width buttons, the payout on top. */}
          <Flex gap="xs" direction={{ base: 'column-reverse', xs: 'row' }} w={{ base: '100%', xs: 'auto' }}>
            <Button
              component={Link}
              to={paths.bankDetails.getHref()}
              variant="default"
              leftSection={<IconBuildingBank size={18} />}
            >
              Bank details
            </Button>
            {/* The whole screen sits in the managers' AccessGuard, so this write needs no second one. */}
            <Button leftSection={<IconCash size={18} />} disabled={!canRequest} onClick={() => setRequesting(true)}>
              Request payout
            </Button>
          </Flex>
        </Group>
        {figures && <SettlementFigures figures={figures} timeZone={timeZone} />}
        {accountError ? (
          <LoadError title="Could not load your bank details" error={accountError} />
        ) : account !== undefined ? (
          <PayoutAccountNotice account={account} />
        ) : null}
        {available !== undefined && available < MIN_PAYOUT_PAISE && account?.status === 'verified' && (
          <Text size="sm" c="dimmed">
            Payouts open once at least {formatPaise(MIN_PAYOUT_PAISE)} is available
            {figures?.nextAvailableAt
              ? `; more becomes available on ${formatVenueDateTime(figures.nextAvailableAt, timeZone)}.`
              : '.'}
          </Text>
        )}
      </Stack>
      {account && available !== undefined && (
        <PayoutDialog opened={isRequesting} onClose={() => setRequesting(false)} available={available} account={account} />
      )}
    </Card>
  );
}

interface FigureProps {
  label: string;
  paise: number;
  reason?: string;
  isOwed?: boolean;
  testId: string;
}

function Figure({ label, paise, reason, isOwed = false, testId }: FigureProps) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="lg" fw={600} c={isOwed ? 'red.7' : undefined} data-testid={testId}>
        {formatPaise(paise, { alwaysPaise: true })}
      </Text>
      {reason && (
        <Text size="xs" c="dimmed">
          {reason}
        </Text>
      )}
    </Stack>
  );
}

/**
 * What of the balance can be paid out now, what waits for its event to settle, and what is owed
 * (refunds after a payout, taken from the next sales), each with why.
 */
function SettlementFigures({ figures, timeZone }: { figures: WalletFigures; timeZone: string }) {
  const next = figures.nextAvailableAt;
  return (
    <SimpleGrid cols={{ base: 1, xs: figures.owedBalance > 0 ? 3 : 2 }} spacing="sm" aria-label="Available and pending">
      <Figure label="Available to pay out" paise={figures.availableBalance} testId="wallet-available" />
      <Figure
        label="Pending"
        paise={figures.pendingBalance}
        reason={`${SETTLEMENT_MESSAGES.pending(figures.settlementDays)}${next ? `; next on ${formatVenueDateTime(next, timeZone)}` : ''}.`}
        testId="wallet-pending"
      />
      {figures.owedBalance > 0 && (
        <Figure label="Owed" paise={figures.owedBalance} reason={`${SETTLEMENT_MESSAGES.owed}.`} isOwed testId="wallet-owed" />
      )}
    </SimpleGrid>
  );
}
