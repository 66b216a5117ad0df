import { Alert, Button, Card, Group, Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { SERVICE_LABELS, type InvoiceSummary } from '@venue/shared';
import { formatPaise } from '@venue/shared/money';
import { useState } from 'react';
import { useIsMobile } from '@/hooks/use-is-mobile.ts';
import { ApiError } from '@/lib/api-client.ts';
import { toastError } from '@/lib/toast.ts';
import { downloadInvoice } from '../api/download-invoice.ts';
import { useInvoicesByYear } from '../api/get-invoices-by-year.ts';
import { currentFinancialYearStart, financialYearLabel, formatLocalDate } from '../utils/billing-format.ts';

/** How many past financial years the picker offers besides the current one. */
const PAST_YEARS = 4;

function DownloadButton({ invoice }: { invoice: InvoiceSummary }) {
  const [isDownloading, setDownloading] = useState(false);
  async function download() {
    setDownloading(true);
    try {
      await downloadInvoice(invoice);
    } catch (error) {
      toastError(error instanceof ApiError ? error.message : 'Failed to download the invoice');
    } finally {
      setDownloading(false);
    }
  }
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconDownload size={14} />}
      loading={isDownloading}
      onClick={() => void download()}
      aria-label={`Download PDF of invoice ${invoice.number}`}
    >
      Download PDF
    </Button>
  );
}

/** On a phone each invoice is a small card: a five-column table would scroll sideways. */
function InvoiceCards({ invoices }: { invoices: InvoiceSummary[] }) {
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
                {formatLocalDate(invoice.invoiceDate)} · {SERVICE_LABELS[invoice.service]}
              </Text>
            </Stack>
            <Text fw={600} size="sm">
              {formatPaise(invoice.totalPaise, { alwaysPaise: true })}
            </Text>
          </Group>
          <Group justify="flex-end" mt="xs">
            <DownloadButton invoice={invoice} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/** Tax invoices of one financial year (IST), in the order the server sends them. */
export function InvoicesCard({ profileId, enabled }: { profileId: string; enabled: boolean }) {
  const current = currentFinancialYearStart();
  const [year, setYear] = useState(current);
  const invoices = useInvoicesByYear(profileId, year, { enabled });
  const isMobile = useIsMobile();
  const years = Array.from({ length: PAST_YEARS + 1 }, (_, index) => current - index);

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Text size="sm" c="dimmed">
          GST tax invoices for every payment, by financial year (1 April – 31 March).
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
      {invoices.isSuccess && invoices.data.invoices.length > 0 && isMobile && <InvoiceCards invoices={invoices.data.invoices} />}
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
                  <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                    {invoice.number}
                  </Table.Td>
                  <Table.Td>{formatLocalDate(invoice.invoiceDate)}</Table.Td>
                  <Table.Td>
                    {SERVICE_LABELS[invoice.service]}
                    <Text size="xs" c="dimmed">
                      {invoice.planName}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{formatPaise(invoice.totalPaise, { alwaysPaise: true })}</Table.Td>
                  <Table.Td ta="right">
                    <DownloadButton invoice={invoice} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
