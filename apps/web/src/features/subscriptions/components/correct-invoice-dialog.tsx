import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { BillingDetails, InvoiceSummary } from '@venue/shared';
import { useState } from 'react';
import { ResponsiveDialog } from '@/components/responsive-dialog.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { toast, toastError } from '@/lib/toast.ts';
import { useBillingDetails } from '../api/get-billing-details.ts';
import { useReissueInvoice } from '../api/reissue-invoice.ts';
import { BillingDetailsFields } from './billing-details-form.tsx';

/**
 * "Correct details" of an issued invoice (decisions §7 "Trust in daily use"): an issued tax
 * invoice never changes, so the correction is a credit note cancelling it and a new invoice to
 * the corrected buyer. The details are asked first, then the owner confirms what will be issued.
 */
export function CorrectInvoiceDialog({
  invoice,
  profileId,
  onClose,
}: {
  invoice: InvoiceSummary;
  profileId: string;
  onClose: () => void;
}) {
  const details = useBillingDetails(profileId);
  const reissue = useReissueInvoice();
  const [buyer, setBuyer] = useState<BillingDetails | null>(null);

  function confirm() {
    if (!buyer) return;
    reissue.mutate(
      { invoiceId: invoice._id, buyer },
      {
        onSuccess: (issued) => {
          toast({ title: `Credit note ${issued.creditNote.number} and invoice ${issued.invoice.number} issued` });
          onClose();
        },
        onError: (error) => toastError(error instanceof ApiError ? error.message : 'Failed to correct the invoice'),
      },
    );
  }

  return (
    <ResponsiveDialog opened onClose={onClose} title={`Correct invoice ${invoice.number}`}>
      {buyer ? (
        <Stack gap="sm">
          <Text size="sm">
            Invoice {invoice.number} will be cancelled by a credit note, and a new tax invoice for the same period and amount will
            be issued to {buyer.legalName}, dated today. Both appear in your invoices with their PDFs. This cannot be undone.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setBuyer(null)} disabled={reissue.isPending}>
              Back
            </Button>
            <Button onClick={confirm} loading={reissue.isPending}>
              Issue credit note and new invoice
            </Button>
          </Group>
        </Stack>
      ) : details.isPending ? (
        <Skeleton height={220} radius="md" aria-label="Loading billing details" />
      ) : details.isError ? (
        <Alert color="red">{details.error.message}</Alert>
      ) : (
        <BillingDetailsFields
          initial={details.data}
          label="Corrected billing details"
          submitLabel="Continue"
          note={
            <Text size="xs" c="dimmed">
              Enter the buyer as the invoice should have named them. You confirm on the next step.
            </Text>
          }
          onSubmit={async (values) => setBuyer(values)}
        />
      )}
    </ResponsiveDialog>
  );
}
