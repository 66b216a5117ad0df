import { useState } from 'react';
import { Alert, Card, Center, Group, Loader, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useQrCodes } from '../api/get-qr-codes.ts';
import { useQrStats } from '../api/get-qr-stats.ts';
import { QrScanChart } from './qr-scan-chart.tsx';

const RANGES = ['7', '30', '90'] as const;

/** /qr-manager/details/{restaurantName}: every code with its scans per day over a chosen range. */
export function QrDetailsScreen({ profileId }: { profileId: string }) {
  const [range, setRange] = useState<(typeof RANGES)[number]>('30');
  const days = Number(range);
  const codes = useQrCodes(profileId);
  const stats = useQrStats(profileId, days);

  if (codes.isPending || stats.isPending) {
    return (
      <Center h={240}>
        <Loader aria-label="Loading scan details" />
      </Center>
    );
  }
  if (codes.isError || stats.isError) {
    return (
      <Alert color="red" title="Scan details unavailable" m="md">
        {(codes.error ?? stats.error)?.message}
      </Alert>
    );
  }

  const byId = new Map(stats.data.codes.map((entry) => [entry._id, entry]));
  const rangeTotal = stats.data.codes.reduce((sum, entry) => sum + entry.total, 0);
  return (
    <Stack p="md" gap="lg">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={2}>{codes.data.venue.name}: QR scans</Title>
          <Text c="dimmed" size="sm">
            {rangeTotal.toLocaleString('en-IN')} {rangeTotal === 1 ? 'scan' : 'scans'} in the last {days} days (Indian Standard
            Time days).
          </Text>
        </div>
        <SegmentedControl
          aria-label="Period"
          value={range}
          onChange={(value) => setRange(value as (typeof RANGES)[number])}
          data={RANGES.map((value) => ({ value, label: `${value} days` }))}
        />
      </Group>
      {codes.data.codes.length === 0 ? (
        <Alert color="gray" title="No QR codes yet">
          Add a QR code to start counting scans.
        </Alert>
      ) : (
        <Card withBorder radius="md" p={0}>
          <Table verticalSpacing="sm" horizontalSpacing="md" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Code</Table.Th>
                <Table.Th ta="right">{`Last ${days} days`}</Table.Th>
                <Table.Th ta="right">All time</Table.Th>
                <Table.Th w="45%">Scans per day</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {codes.data.codes.map((code) => {
                const entry = byId.get(code._id);
                return (
                  <Table.Tr key={code._id} data-testid="qr-stats-row">
                    <Table.Td>
                      <Text fw={600}>{code.displayName}</Text>
                      <Text size="xs" c="dimmed">
                        {code.shortUrl}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{(entry?.total ?? 0).toLocaleString('en-IN')}</Table.Td>
                    <Table.Td ta="right">{code.scanCount.toLocaleString('en-IN')}</Table.Td>
                    <Table.Td>
                      <QrScanChart days={stats.data.days} counts={entry?.counts ?? stats.data.days.map(() => 0)} />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Card>
      )}
    </Stack>
  );
}
