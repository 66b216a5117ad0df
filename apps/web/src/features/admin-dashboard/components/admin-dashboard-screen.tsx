import { Alert, Badge, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatPaise, SERVICE_LABELS } from '@venue/shared';
import { useMemo, useState } from 'react';
import { FigureBarChart } from '@/components/figure-bar-chart.tsx';
import { venueDate } from '@/lib/local-date.ts';
import { useAdminDashboard, type AdminDashboard } from '../api/get-admin-dashboard.ts';

/** The platform's dates are India's (decisions §6 "The dashboard"). */
const IST = 'Asia/Kolkata';
const RANGES = [
  { label: '7 days', days: 7 },
  { label: '30 days', days: 30 },
  { label: '90 days', days: 90 },
] as const;

type Series = AdminDashboard['series'][number];
const CHARTS: { key: keyof Omit<Series, 'day' | 'gstPaise'>; title: string; color: string; money?: boolean }[] = [
  { key: 'newVenues', title: 'New venues', color: 'blue.6' },
  { key: 'bookings', title: 'Bookings', color: 'teal.6' },
  { key: 'revenuePaise', title: 'Revenue (before GST)', color: 'grape.6', money: true },
  { key: 'scans', title: 'QR scans', color: 'orange.6' },
  { key: 'linkClicks', title: 'Link clicks', color: 'cyan.6' },
];

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={{ base: 20, sm: 24 }} fw={700} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Paper>
  );
}

const count = (value: number) => value.toLocaleString('en-IN');
// formatPaise rounds to the paisa itself (a float such as 0.29 × 100).
const rupees = (value: number) => formatPaise(value * 100);

/**
 * The bars' data with revenue in rupees beside its paise, so that the chart's axis marks whole
 * rupees (an empty range read "₹0.01, ₹0.02" in paise).
 */
const chartRowsOf = (series: Series[]) => series.map((entry) => ({ ...entry, revenueRupees: entry.revenuePaise / 100 }));

/** The subscriptions' services by their names ("Digital menu"), not their keys; a key we do not know as itself. */
const SERVICE_NAMES = new Map<string, string>(Object.entries(SERVICE_LABELS));
const serviceLabel = (service: string) => SERVICE_NAMES.get(service) ?? service;

/** What a screen reader (and anyone skimming) gets instead of the bars: the total and the busiest day. */
function chartSummary(series: Series[], key: keyof Omit<Series, 'day'>, format: (value: number) => string): string {
  const total = series.reduce((sum, entry) => sum + entry[key], 0);
  if (total === 0) return 'None in this range';
  const busiest = series.reduce((best, entry) => (entry[key] > best[key] ? entry : best));
  return `${format(total)} in total; busiest day ${busiest.day} with ${format(busiest[key])}`;
}

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
  const chartRows = useMemo(() => chartRowsOf(data.series), [data.series]);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, md: 3, xl: 7 }}>
        <Tile label="Venues" value={count(data.venues)} />
        <Tile label="New venues" value={count(data.newVenues)} />
        <Tile label="Bookings" value={count(data.bookings)} />
        <Tile label="Tickets sold" value={count(data.ticketsSold)} />
        {/* Revenue is the taxable value; the GST on it is the government's (decisions §7). */}
        <Tile label="Revenue (before GST)" value={formatPaise(data.revenuePaise)} />
        <Tile label="GST collected" value={formatPaise(data.gstPaise)} />
        <Tile label="QR scans" value={count(data.scans)} />
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Text fw={600} mb="xs">
          Active subscriptions
        </Text>
        <Group gap="sm">
          {Object.entries(data.activeSubscriptions).map(([service, active]) => (
            <Badge key={service} variant="light" size="lg" tt="none">
              {serviceLabel(service)}: {count(active)}
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
            <FigureBarChart
              h={180}
              data={chartRows}
              dataKey="day"
              series={[{ name: chart.money ? 'revenueRupees' : chart.key, label: chart.title, color: chart.color }]}
              tickLine="y"
              valueFormatter={chart.money ? rupees : count}
              aria-label={`${chart.title} per day`}
            />
            <Text size="xs" c="dimmed" mt={4}>
              {chartSummary(data.series, chart.key, chart.money ? (paise) => formatPaise(paise) : count)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
