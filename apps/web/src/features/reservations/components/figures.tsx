import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';
import { Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  CITY_WISE_DAYS,
  type BookingsDetails,
  type BookingStatus,
  type CityWiseBookings,
} from '@venue/shared';
import { useBookingsDetails } from '../api/get-bookings-details.ts';
import { useCityWiseBookings } from '../api/get-city-wise-bookings.ts';
import { formatLocalDate } from '@/lib/local-date.ts';
import { STATUS_COLORS } from './booking-card.tsx';
import { ReservationsPage } from './reservations-page.tsx';
import { FigureBarChart } from '@/components/figure-bar-chart.tsx';
import { EmptyState, LoadError, LoadingRows } from '@/components/screen-states.tsx';

const CITY_COLORS = ['teal.6', 'indigo.6', 'orange.6', 'grape.6', 'cyan.6', 'pink.6', 'lime.7', 'yellow.7'];

function percent(rate: number): string {
  return `${(rate * 100).toFixed(rate > 0 && rate < 0.1 ? 1 : 0)}%`;
}

function Tile({ label, value, hint }: { label: string; value: string | number; hint?: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}

function Tiles({ details }: { details: BookingsDetails }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      <Tile
        label="Bookings"
        value={details.totalBookings}
        hint={`${formatLocalDate(details.from)} – ${formatLocalDate(details.to)}`}
      />
      <Tile label="Waiting" value={details.byStatus.pending ?? 0} hint="pending your answer" />
      <Tile label="Guests" value={details.covers} hint="accepted and arrived" />
      <Tile label="No-show rate" value={percent(details.noShowRate)} hint="of bookings that reached their time" />
    </SimpleGrid>
  );
}

function PerDayChart({ details }: { details: BookingsDetails }) {
  const data = details.series.map((day) => ({
    day: formatLocalDate(day.date, { day: 'numeric', month: 'short' }),
    Bookings: day.bookings,
    Guests: day.covers,
  }));
  return (
    <Card withBorder radius="md" padding="md">
      <Text fw={600} mb="sm">
        Bookings per day
      </Text>
      {details.totalBookings === 0 ? (
        <Text size="sm" c="dimmed">
          No bookings yet.
        </Text>
      ) : (
        <FigureBarChart
          h={240}
          data={data}
          dataKey="day"
          series={[
            { name: 'Bookings', color: 'teal.6' },
            { name: 'Guests', color: 'indigo.4' },
          ]}
          tickLine="y"
          withLegend
          aria-label="Bookings and guests per day"
        />
      )}
    </Card>
  );
}

function StatusChart({ details }: { details: BookingsDetails }) {
  const countOf = (status: BookingStatus) => details.byStatus[status] ?? 0;
  const data = BOOKING_STATUSES.filter((status) => countOf(status) > 0).map((status) => ({
    name: BOOKING_STATUS_LABELS[status],
    value: countOf(status),
    color: `${STATUS_COLORS[status]}.6`,
    // Each slice is an image of its own to axe and screen readers (recharts draws it role="img").
    'aria-label': `${BOOKING_STATUS_LABELS[status]}: ${countOf(status)}`,
  }));
  return (
    <Card withBorder radius="md" padding="md">
      <Text fw={600} mb="sm">
        By status
      </Text>
      <Group align="center" gap="lg" wrap="wrap">
        {data.length > 0 ? (
          // One picture to a screen reader: the list beside it gives the counts.
          <DonutChart data={data} size={150} thickness={22} withTooltip role="img" aria-label="Bookings by status" />
        ) : null}
        <Stack gap={4}>
          {BOOKING_STATUSES.map((status) => (
            <Group key={status} gap="xs">
              <Text size="sm" c={`${STATUS_COLORS[status]}.7`} fw={600} miw={90}>
                {BOOKING_STATUS_LABELS[status]}
              </Text>
              <Text size="sm">{countOf(status)}</Text>
            </Group>
          ))}
        </Stack>
      </Group>
    </Card>
  );
}

/** `{ day, [city]: count }` rows for a stacked bar chart. */
export function cityRows(figures: CityWiseBookings) {
  return figures.days.map((date, index) => ({
    day: formatLocalDate(date),
    ...Object.fromEntries(figures.cities.map((entry) => [entry.city, entry.counts[index] ?? 0])),
  }));
}

function CityChart({ figures }: { figures: CityWiseBookings }) {
  if (figures.cities.length === 0) return <EmptyState title={`No bookings in the last ${CITY_WISE_DAYS} days`} />;
  return (
    <Card withBorder radius="md" padding="md">
      <Text fw={600} mb="sm">
        Bookings per city, last {CITY_WISE_DAYS} days
      </Text>
      <FigureBarChart
        h={280}
        data={cityRows(figures)}
        dataKey="day"
        type="stacked"
        series={figures.cities.map((entry, index) => ({ name: entry.city, color: CITY_COLORS[index % CITY_COLORS.length]! }))}
        withLegend
        aria-label="Bookings per city per day"
      />
    </Card>
  );
}

/** /reservations/overall-bookings. */
export function OverallBookingsScreen() {
  const details = useBookingsDetails();
  return (
    <ReservationsPage title="Overall bookings" description="Totals by status, bookings per day and the no-show rate.">
      {details.isPending ? (
        <LoadingRows label="Loading figures" rows={3} />
      ) : details.isError ? (
        <LoadError title="Figures unavailable" error={details.error} />
      ) : (
        <>
          <Tiles details={details.data} />
          <PerDayChart details={details.data} />
          <StatusChart details={details.data} />
        </>
      )}
    </ReservationsPage>
  );
}

/** /reservations/city-wise-bookings. */
export function CityWiseBookingsScreen() {
  const figures = useCityWiseBookings();
  return (
    <ReservationsPage
      title="City-wise bookings"
      description={`Where your guests booked from, day by day, over the last ${CITY_WISE_DAYS} days.`}
    >
      {figures.isPending ? (
        <LoadingRows label="Loading figures" rows={3} />
      ) : figures.isError ? (
        <LoadError title="Figures unavailable" error={figures.error} />
      ) : (
        <CityChart figures={figures.data} />
      )}
    </ReservationsPage>
  );
}

/** /reservations/dashboard: the overview of both. */
export function ReservationsDashboard() {
  const details = useBookingsDetails();
  const cities = useCityWiseBookings();
  return (
    <ReservationsPage title="Reservations dashboard">
      {details.isPending ? (
        <LoadingRows label="Loading figures" rows={2} />
      ) : details.isError ? (
        <LoadError title="Figures unavailable" error={details.error} />
      ) : (
        <>
          <Tiles details={details.data} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <PerDayChart details={details.data} />
            <StatusChart details={details.data} />
          </SimpleGrid>
        </>
      )}
      <Title order={4}>Cities</Title>
      {cities.isPending ? (
        <LoadingRows label="Loading city figures" rows={1} />
      ) : cities.isError ? (
        <LoadError title="City figures unavailable" error={cities.error} />
      ) : (
        <CityChart figures={cities.data} />
      )}
    </ReservationsPage>
  );
}
