import { Stack, Text } from '@mantine/core';
import { SERVICE_LABELS, type Plan } from '@venue/shared';
import { ResponsiveDialog } from '@/components/responsive-dialog.tsx';
import { useUpdateBillingDetails } from '../api/update-billing-details.ts';
import { BillingDetailsFields } from './billing-details-form.tsx';

/**
 * Before the first payment (decisions §7 "Trust in daily use"): the tax invoice is issued the
 * moment the payment lands and can then only be corrected by a credit note, so checkout asks
 * for the buyer first, then continues to pay.
 */
export function CheckoutBillingDialog({ plan, onClose, onSaved }: { plan: Plan; onClose: () => void; onSaved: () => void }) {
  const update = useUpdateBillingDetails();
  return (
    <ResponsiveDialog opened onClose={onClose} title="Billing details for your tax invoice">
      <Stack gap="sm">
        <Text size="sm">
          Your GST tax invoice for {SERVICE_LABELS[plan.service].toLowerCase()} ({plan.name}) is issued as soon as you pay. Tell
          us who it is for; with a GSTIN you can claim the GST as input tax credit.
        </Text>
        <BillingDetailsFields
          initial={null}
          label="Billing details before payment"
          submitLabel="Save and continue to pay"
          onSubmit={update.mutateAsync}
          onSaved={onSaved}
        />
      </Stack>
    </ResponsiveDialog>
  );
}
