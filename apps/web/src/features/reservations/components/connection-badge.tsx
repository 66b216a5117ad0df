import { Badge } from '@mantine/core';
import type { LiveConnection } from '@/hooks/use-live-stream.ts';

const LOOKS: Record<LiveConnection, { color: string; label: string }> = {
  live: { color: 'teal', label: 'Live' },
  connecting: { color: 'gray', label: 'Connecting…' },
  reconnecting: { color: 'orange', label: 'Reconnecting…' },
};

/** Whether new bookings arrive by themselves right now. */
export function ConnectionBadge({ connection }: { connection: LiveConnection }) {
  const look = LOOKS[connection];
  return (
    <Badge color={look.color} variant="dot" size="lg" role="status" aria-label={`Live updates: ${look.label}`}>
      {look.label}
    </Badge>
  );
}
