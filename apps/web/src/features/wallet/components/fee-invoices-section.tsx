import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatPaise } from '@venue/shared';
import { DownloadButton } from '@/components/download-button.tsx';
import { EmptyState, LoadError, LoadingRows } from '@/components/screen-states.tsx';
import { currentFinancialYearStart, financialYearLabel } from '@/lib/financial-year.ts';
import { downloadFeeInvoice, useFeeInvoices } from '../api/get-fee-invoices.ts';

const MONTH = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** "2026-06" → "June 2026". */
const monthName = (month: string) => MONTH.format(new Date(`${month}-01T00:00:00Z`));

/**
 * The platform's monthly GST tax invoices for its fees on ticket sales (decisions §7 "Trust in
 * daily use"): the GST on them is the venue's input tax credit, so each is a PDF to keep. A fee
 * refunded after its month's invoice comes back as a credit note against it (issue 36).
 */
export function FeeInvoicesSection({ enabled }: { enabled: boolean }) {
  const year = currentFinancialYearStart();
  const invoices = useFeeInvoices(year, { enabled });
  return (
    <Stack gap="sm" component="section" aria-labelledby="fee-invoices-heading">
      <div>
        <Title order={2} size="h4" id="fee-invoices-heading">
          Platform fee invoices
        </Title>
        <Text size="xs" c="dimmed">
          One GST tax invoice for each month with ticket sales, issued after the month ends, for FY {financialYearLabel(year)}.
          Claim its GST as input tax credit. Fees refunded in a later month come as a credit note against their invoice.
        </Text>
      </div>
      {invoices.isPending ? (
        <LoadingRows rows={2} label="Loading fee invoices" />
      ) : invoices.isError ? (
        <LoadError title="Could not load the fee invoices" error={invoices.error} />
      ) : invoices.data.length === 0 ? (
        <EmptyState title="No fee invoices yet">The first arrives after a month with ticket sales ends.</EmptyState>
      ) : (
        // A list, not a table: at 375 px each invoice still reads without scrolling sideways.
        <Stack gap="xs" component="ul" aria-label="Platform fee invoices" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {invoices.data.map((invoice) => {
            const isCreditNote = invoice.kind === 'credit-note';
            // A credit note gives money back: its figures read as a credit, with the invoice it reduces.
            const sign = isCreditNote ? '−' : '';
            return (
              <Card key={invoice._id} component="li" withBorder radius="md" padding="sm">
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                    <Text size="sm" fw={600}>
                      {isCreditNote ? `Credit note, ${monthName(invoice.month)}` : monthName(invoice.month)}
                    </Text>
                    <Text size="xs" c="dimmed" ff="monospace">
                      {invoice.number}
                    </Text>
                    {isCreditNote && invoice.relatedInvoice && (
                      <Text size="xs" c="dimmed">
                        Fees refunded, against {invoice.relatedInvoice.number}
                      </Text>
                    )}
                  </Stack>
                  <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
                    <Stack gap={0} align="flex-end">
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {`${sign}${formatPaise(invoice.totalPaise, { alwaysPaise: true })}`}
                      </Text>
                      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                        {`GST ${sign}${formatPaise(invoice.gstPaise, { alwaysPaise: true })}`}
                      </Text>
                    </Stack>
                    <DownloadButton
                      download={() => downloadFeeInvoice(invoice)}
                      label="PDF"
                      ariaLabel={`Download PDF of ${isCreditNote ? 'credit note' : 'fee invoice'} ${invoice.number}`}
                      failure={isCreditNote ? 'Failed to download the credit note' : 'Failed to download the invoice'}
                    />
                  </Group>
                </Group>
              </Card>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
