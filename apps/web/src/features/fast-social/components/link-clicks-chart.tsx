import { Loader, Text } from '@mantine/core';
import { DayBarChart } from '@/components/day-bar-chart.tsx';
import { useLinkClicks } from '../api/get-link-clicks.ts';

const CLICKS = ['click', 'clicks'] as const;

/** The last 30 venue-local days of one link's clicks. */
export function LinkClicksChart({ linkId, from, to }: { linkId: string; from: string; to: string }) {
  const clicks = useLinkClicks(linkId, from, to);
  if (clicks.isPending) return <Loader size="xs" aria-label="Loading clicks" />;
  if (clicks.isError)
    return (
      <Text size="xs" c="red">
        {clicks.error.message}
      </Text>
    );
  return (
    <DayBarChart
      days={clicks.data.days.map((day) => day.day)}
      counts={clicks.data.days.map((day) => day.clicks)}
      noun={CLICKS}
      height={48}
    />
  );
}
