import { Alert, Badge, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatPaise } from '@venue/shared';
import { useState } from 'react';
import { DayBarChart } from '@/components/day-bar-chart.tsx';
import { venueDate } from '@/lib/venue-time.ts';
import { useAdminDashboard, type AdminDashboard } from '../api/get-admin-dashboard.ts';

/** The platform's dates are India's (decisions §6 "The dashboard"). */
const IST = 'Asia/Kolkata';
const RANGES = [
  { label: '7 days', days: 7 },
  { label: '30 days', days: 30 },
  { label: '90 days', days: 90 },
] as const;

type Series = AdminDashboard['series'][number];
const CHARTS: {
  key: keyof Omit<Series, 'day'>;
  title: string;
  noun: readonly [string, string];
  color: string;
  money?: boolean;
}[] = [
  { key: 'newVenues', title: 'New venues', noun: ['new venue', 'new venues'], color: 'blue' },
  { key: 'bookings', title: 'Bookings', noun: ['booking', 'bookings'], color: 'teal' },
  { key: 'revenuePaise', title: 'Revenue', noun: ['in revenue', 'in revenue'], color: 'grape', money: true },
  { key: 'scans', title: 'QR scans', noun: ['scan', 'scans'], color: 'orange' },
  { key: 'linkClicks', title: 'Link clicks', noun: ['click', 'clicks'], color: 'cyan' },
];

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={24} fw={700} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Paper>
  );
}

const count = (value: number) => value.toLocaleString('en-IN');

/**
 * The Dashboard (spec §2 entry for allow-listed people; decisions §6): platform figures for a
 * range of IST dates, as tiles and a bar chart per figure per day.
 */
export function AdminDashboardScreen() {
  const [range, setRange] = useState(() => ({ from: venueDate(IST, -29), to: venueDate(IST) }));
  const figures = useAdminDashboard(range.from, range.to);
  const invalid = range.from > range.to;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1} size="h2">
          Dashboard
        </Title>
        <Group gap="sm" align="flex-end" wrap="wrap">
          {RANGES.map((preset) => (
            <Button
              key={preset.days}
              variant="default"
              size="xs"
              onClick={() => setRange({ from: venueDate(IST, 1 - preset.days), to: venueDate(IST) })}
            >
              {preset.label}
            </Button>
          ))}
          <TextInput
            type="date"
            label="From"
            value={range.from}
            max={range.to}
            onChange={(event) => event.currentTarget.value && setRange({ ...range, from: event.currentTarget.value })}
            error={invalid ? 'From must be on or before To' : undefined}
          />
          <TextInput
            type="date"
            label="To"
            value={range.to}
            min={range.from}
            onChange={(event) => event.currentTarget.value && setRange({ ...range, to: event.currentTarget.value })}
          />
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        Dates are India time (IST).
      </Text>
      {figures.isPending ? (
        <Loader aria-label="Loading figures" />
      ) : figures.isError ? (
        <Alert color="red" title="Could not load the figures">
          {figures.error.message}
        </Alert>
      ) : (
        <DashboardFigures data={figures.data} />
      )}
    </Stack>
  );
}

function DashboardFigures({ data }: { data: AdminDashboard }) {
  const days = data.series.map((entry) => entry.day);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 3, xl: 6 }}>
        <Tile label="Venues" value={count(data.venues)} />
        <Tile label="New venues" value={count(data.newVenues)} />
        <Tile label="Bookings" value={count(data.bookings)} />
        <Tile label="Tickets sold" value={count(data.ticketsSold)} />
        <Tile label="Revenue" value={formatPaise(data.revenuePaise)} />
        <Tile label="QR scans" value={count(data.scans)} />
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Text fw={600} mb="xs">
          Active subscriptions
        </Text>
        <Group gap="sm">
          {Object.entries(data.activeSubscriptions).map(([service, active]) => (
            <Badge key={service} variant="light" size="lg">
              {service}: {count(active)}
            </Badge>
          ))}
        </Group>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {CHARTS.map((chart) => (
          <Paper key={chart.key} withBorder radius="md" p="md">
            <Text fw={600} mb="xs">
              {chart.title}
            </Text>
            <DayBarChart
              days={days}
              counts={data.series.map((entry) => entry[chart.key])}
              noun={chart.noun}
              color={chart.color}
              height={96}
              formatValue={chart.money ? (paise) => formatPaise(paise) : count}
            />
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
