import { Alert, Badge, Button, Card, Group, Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import { SERVICE_LABELS, type InvoiceSummary } from '@venue/shared';
import { formatPaise } from '@venue/shared/money';
import { useState } from 'react';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { DownloadButton } from '@/components/download-button.tsx';
import { useIsMobile } from '@/hooks/use-is-mobile.ts';
import { downloadInvoice } from '../api/download-invoice.ts';
import { useInvoicesByYear } from '../api/get-invoices-by-year.ts';
import { CorrectInvoiceDialog } from './correct-invoice-dialog.tsx';
import { formatLongDate } from '@/lib/local-date.ts';
import { currentFinancialYearStart, financialYearLabel } from '../utils/billing-format.ts';

/** How many past financial years the picker offers besides the current one. */
const PAST_YEARS = 4;

/** A credit note, or an invoice a credit note cancelled, says so beside its number. */
function InvoiceKind({ invoice }: { invoice: InvoiceSummary }) {
  if (invoice.kind === 'credit-note')
    return (
      <Text size="xs" c="dimmed">
        <Badge size="xs" color="grape" variant="light" mr={4}>
          Credit note
        </Badge>
        cancels {invoice.relatedInvoice?.number}
      </Text>
    );
  if (invoice.isCancelled)
    return (
      <Badge size="xs" color="gray" variant="light">
        Cancelled by credit note
      </Badge>
    );
  if (invoice.relatedInvoice)
    return (
      <Text size="xs" c="dimmed">
        replaces {invoice.relatedInvoice.number}
      </Text>
    );
  return null;
}

/** Download, and for a live invoice "Correct details" (a credit note and a new invoice). */
function InvoiceActions({ invoice, onCorrect }: { invoice: InvoiceSummary; onCorrect: (invoice: InvoiceSummary) => void }) {
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      {invoice.kind === 'invoice' && !invoice.isCancelled && (
        <AccessGuard role="manager" mode="disable">
          <Button
            size="xs"
            variant="subtle"
            onClick={() => onCorrect(invoice)}
            aria-label={`Correct details of invoice ${invoice.number}`}
          >
            Correct details
          </Button>
        </AccessGuard>
      )}
      <DownloadButton
        download={() => downloadInvoice(invoice)}
        label="Download PDF"
        ariaLabel={`Download PDF of invoice ${invoice.number}`}
        failure="Failed to download the invoice"
      />
    </Group>
  );
}

/** On a phone each invoice is a small card: a five-column table would scroll sideways. */
function InvoiceCards({ invoices, onCorrect }: { invoices: InvoiceSummary[]; onCorrect: (invoice: InvoiceSummary) => void }) {
  return (
    <Stack gap="xs">
      {invoices.map((invoice) => (
        <Card key={invoice._id} withBorder radius="md" padding="sm" aria-label={`Invoice ${invoice.number}`}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={0}>
              <Text ff="monospace" size="sm">
                {invoice.number}
              </Text>
              <Text size="xs" c="dimmed">
                {formatLongDate(invoice.invoiceDate)} · {SERVICE_LABELS[invoice.service]}
              </Text>
              <InvoiceKind invoice={invoice} />
            </Stack>
            <Text fw={600} size="sm">
              {formatPaise(invoice.totalPaise, { alwaysPaise: true })}
            </Text>
          </Group>
          <Group justify="flex-end" mt="xs">
            <InvoiceActions invoice={invoice} onCorrect={onCorrect} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/** Tax invoices and credit notes of one financial year (IST), in the order the server sends them. */
export function InvoicesCard({ profileId, enabled }: { profileId: string; enabled: boolean }) {
  const current = currentFinancialYearStart();
  const [year, setYear] = useState(current);
  const invoices = useInvoicesByYear(profileId, year, { enabled });
  const isMobile = useIsMobile();
  const years = Array.from({ length: PAST_YEARS + 1 }, (_, index) => current - index);
  const [correcting, setCorrecting] = useState<InvoiceSummary | null>(null);

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Text size="sm" c="dimmed">
          GST tax invoices for every payment, and credit notes for corrected ones, by financial year (1 April – 31 March).
        </Text>
        <Select
          label="Financial year"
          w={160}
          allowDeselect={false}
          value={String(year)}
          onChange={(value) => value && setYear(Number(value))}
          data={years.map((start) => ({ value: String(start), label: `FY ${financialYearLabel(start)}` }))}
        />
      </Group>
      {invoices.isPending && <Skeleton height={120} radius="md" aria-label="Loading invoices" />}
      {invoices.isError && <Alert color="red">{invoices.error.message}</Alert>}
      {invoices.isSuccess && invoices.data.invoices.length === 0 && (
        <Text size="sm" c="dimmed" py="md" ta="center">
          No invoices in FY {financialYearLabel(year)}.
        </Text>
      )}
      {invoices.isSuccess && invoices.data.invoices.length > 0 && isMobile && (
        <InvoiceCards invoices={invoices.data.invoices} onCorrect={setCorrecting} />
      )}
      {invoices.isSuccess && invoices.data.invoices.length > 0 && !isMobile && (
        <Table.ScrollContainer minWidth={620}>
          <Table verticalSpacing="sm" highlightOnHover aria-label={`Invoices of FY ${financialYearLabel(year)}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Number</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Service</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoices.data.invoices.map((invoice) => (
                <Table.Tr key={invoice._id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Text ff="monospace" size="sm">
                      {invoice.number}
                    </Text>
                    <InvoiceKind invoice={invoice} />
                  </Table.Td>
                  <Table.Td>{formatLongDate(invoice.invoiceDate)}</Table.Td>
                  <Table.Td>
                    {SERVICE_LABELS[invoice.service]}
                    <Text size="xs" c="dimmed">
                      {invoice.planName}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{formatPaise(invoice.totalPaise, { alwaysPaise: true })}</Table.Td>
                  <Table.Td ta="right">
                    <InvoiceActions invoice={invoice} onCorrect={setCorrecting} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {correcting && <CorrectInvoiceDialog invoice={correcting} profileId={profileId} onClose={() => setCorrecting(null)} />}
    </Stack>
  );
}
