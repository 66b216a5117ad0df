import { Alert, Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { formatPaise, ticketSaleSplit, type SellingTerms, type VenueEvent } from '@venue/shared';
import { Link } from 'react-router';
import { ResponsiveDialog } from '@/components/responsive-dialog.tsx';
import { LoadError, LoadingRows } from '@/components/screen-states.tsx';
import { paths } from '@/config/paths.ts';
import { useSellingTerms } from '../api/get-selling-terms.ts';

interface Props {
  event: VenueEvent | null;
  onClose: () => void;
  onConfirm: () => void;
  isPending: boolean;
}

const money = (paise: number) => formatPaise(paise, { alwaysPaise: true });

/**
 * "Publish and sell" (issue 36): the one step that shows a ticketed event on the venue's page
 * and opens its sales, after saying what each sale costs (the platform fee and GST on it, on
 * the event's own first ticket price) and where the money goes; without a verified payout
 * account it says payouts wait for one and links to the bank details.
 */
export function PublishAndSellDialog({ event, onClose, onConfirm, isPending }: Props) {
  const terms = useSellingTerms({ enabled: event !== null });
  return (
    <ResponsiveDialog opened={event !== null} onClose={onClose} title="Publish and sell" size="md" drawerSize="auto">
      {event && (
        <Stack gap="sm">
          <Text size="sm">
            “{event.name}” appears on your page and guests can buy tickets straight away, in each ticket type’s sales window.
          </Text>
          {terms.isPending ? (
            <LoadingRows rows={2} label="Loading the fee" />
          ) : terms.isError ? (
            <LoadError title="Could not load the platform fee" error={terms.error} />
          ) : (
            <SellingTermsText terms={terms.data} event={event} />
          )}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose} disabled={isPending}>
              Cancel
            </Button>
            <Button onClick={onConfirm} disabled={isPending || !terms.isSuccess}>
              {isPending ? 'Publishing...' : 'Publish and sell'}
            </Button>
          </Group>
        </Stack>
      )}
    </ResponsiveDialog>
  );
}

function SellingTermsText({ terms, event }: { terms: SellingTerms; event: VenueEvent }) {
  const example = event.ticketTypes.find((type) => type.pricePaise > 0);
  const split = example ? ticketSaleSplit(example.pricePaise, terms.platformFeePercent) : null;
  const days = `${terms.settlementDays} ${terms.settlementDays === 1 ? 'day' : 'days'}`;
  return (
    <>
      <List size="sm" spacing={4}>
        <List.Item>
          Platform fee: {terms.platformFeePercent}% of each ticket sale, plus {terms.gstRatePercent}% GST on the fee.
          {example && split
            ? ` On a ${money(example.pricePaise)} ${example.name} ticket: ${money(split.feePaise)} fee and ${money(split.gstPaise)} GST; you get ${money(split.netPaise)}.`
            : null}
        </List.Item>
        <List.Item>
          Ticket money becomes available {days} after the event ends, then you can pay it out to your bank account. A monthly GST
          invoice for the fees is in your wallet.
        </List.Item>
      </List>
      <PayoutAccountAlert state={terms.payoutAccount} />
    </>
  );
}

/** Payouts are refused without a verified account: say so before the first sale, with the way to fix it. */
function PayoutAccountAlert({ state }: { state: SellingTerms['payoutAccount'] }) {
  if (state === 'verified') return null;
  const words = {
    missing: {
      title: 'Add your bank details before your first payout',
      body: 'You can sell now, but payouts are refused until your bank account is added and verified.',
      link: 'Add bank details',
    },
    pending: {
      title: 'Your bank account is being verified',
      body: 'You can sell now; payouts start once the account is verified.',
      link: 'Open bank details',
    },
    rejected: {
      title: 'Your bank details were not accepted',
      body: 'You can sell now, but payouts are refused until you correct them.',
      link: 'Correct bank details',
    },
  }[state];
  return (
    <Alert color={state === 'rejected' ? 'red' : 'yellow'} icon={<IconInfoCircle />} title={words.title}>
      {words.body}{' '}
      <Anchor component={Link} to={paths.bankDetails.getHref()} fw={600}>
        {words.link}
      </Anchor>
    </Alert>
  );
}
