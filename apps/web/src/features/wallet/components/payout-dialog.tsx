import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { formatPaise, paiseToRupeeString, type VendorAccount } from '@venue/shared';
import { useForm, type Resolver } from 'react-hook-form';
import { ResponsiveDialog } from '@/components/responsive-dialog.tsx';
import { toast } from '@/lib/toast.ts';
import { useRequestPayout } from '../api/request-payout.ts';
import { payoutFormSchema, type PayoutFormOutput, type PayoutFormValues } from '../lib/payout-form.ts';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** The available balance in paise (decisions §7): settled money only, never more than the balance. */
  available: number;
  account: VendorAccount;
}

/**
 * "Request payout": an amount in rupees, at most the available balance, sent in paise. A refusal
 * (no account, not verified, more than is available by the time it arrives, with when more
 * becomes available) stays in the dialog in the server's words, so the amount can be corrected.
 */
export function PayoutDialog({ opened, onClose, available, account }: Props) {
  return (
    <ResponsiveDialog opened={opened} onClose={onClose} title="Request payout" size="md" drawerSize="auto">
      {/* Mounted per opening: a fresh amount and no stale refusal each time. */}
      {opened && <PayoutForm onClose={onClose} available={available} account={account} />}
    </ResponsiveDialog>
  );
}

function PayoutForm({ onClose, available, account }: Omit<Props, 'opened'>) {
  const payout = useRequestPayout();
  const form = useForm<PayoutFormValues, unknown, PayoutFormOutput>({
    resolver: zodResolver(payoutFormSchema(available)) as Resolver<PayoutFormValues, unknown, PayoutFormOutput>,
    defaultValues: { amount: '' },
  });
  const submit = form.handleSubmit((values) =>
    payout.mutate(values, {
      onSuccess: (created) => {
        toast({ title: 'Payout requested', description: `${formatPaise(created.amount, { alwaysPaise: true })} is on its way.` });
        onClose();
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Request payout">
      <Stack gap="sm">
        <Text size="sm">
          To {account.bankName ? `${account.bankName} ` : ''}
          <Text span ff="monospace">
            {account.accountNumber}
          </Text>{' '}
          ({account.accountHolder})
        </Text>
        <TextInput
          label="Amount (₹)"
          description={`Available: ${formatPaise(available, { alwaysPaise: true })}`}
          placeholder="0.00"
          inputMode="decimal"
          autoComplete="off"
          required
          data-autofocus
          {...form.register('amount')}
          error={form.formState.errors.amount?.message}
        />
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => form.setValue('amount', paiseToRupeeString(available), { shouldValidate: true })}
          >
            Pay out all that is available
          </Button>
        </Group>
        {payout.isError && (
          <Alert color="red" title="Payout not requested" role="alert">
            {payout.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={payout.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={payout.isPending}>
            Request payout
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
