import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconClockExclamation } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { answersText, type CheckInResult } from '../lib/check-in-result.ts';
import { formatVenueInstant } from '@/lib/venue-time.ts';

interface Look {
  color: string;
  icon: ReactNode;
  title: string;
  detail: string;
}

function lookOf(result: CheckInResult, timeZone: string): Look {
  const big = { size: 56, stroke: 1.6 };
  switch (result.kind) {
    case 'success':
      return {
        color: 'green',
        icon: <IconCircleCheck {...big} />,
        title: 'Checked in',
        detail: [`${result.attendee.attendeeName} · ${result.attendee.ticketTypeName}`, answersText(result.attendee.answers)]
          .filter(Boolean)
          .join(' · '),
      };
    case 'already':
      return {
        color: 'orange',
        icon: <IconClockExclamation {...big} />,
        title: 'Already checked in',
        detail: result.checkedInAt
          ? `First checked in ${formatVenueInstant(result.checkedInAt, timeZone)}`
          : 'This ticket was used before.',
      };
    case 'invalid':
      return {
        color: 'red',
        icon: <IconCircleX {...big} />,
        title: 'Invalid code',
        detail: 'No ticket for this event has this code.',
      };
    case 'unpaid':
      return {
        color: 'red',
        icon: <IconCircleX {...big} />,
        title: 'Not paid',
        detail: 'This order has not been paid. Do not let in.',
      };
    case 'cancelled':
      return {
        color: 'red',
        icon: <IconCircleX {...big} />,
        title: 'Ticket cancelled',
        detail: 'This ticket is cancelled. Do not let in.',
      };
    case 'too-early':
      return {
        color: 'orange',
        icon: <IconClockExclamation {...big} />,
        title: 'Check-in not open yet',
        detail: result.message,
      };
    case 'error':
      return {
        color: 'gray',
        icon: <IconAlertTriangle {...big} />,
        title: 'Could not check in',
        detail: `${result.message}. Try again.`,
      };
  }
}

/**
 * The answer for the door, readable at arm's length on a phone: one colour, one icon, one word
 * and the one detail that matters (the guest's name, or the first check-in time).
 */
export function CheckInResultCard({ result, timeZone }: { result: CheckInResult; timeZone: string }) {
  const look = lookOf(result, timeZone);
  return (
    <Paper
      role="status"
      aria-live="assertive"
      data-result={result.kind}
      radius="lg"
      p="lg"
      bg={`${look.color}.0`}
      style={{ border: `3px solid var(--mantine-color-${look.color}-6)` }}
    >
      <Stack align="center" gap={6} ta="center">
        <ThemeIcon color={look.color} variant="transparent" size={64}>
          {look.icon}
        </ThemeIcon>
        <Text fz={30} fw={800} c={`${look.color}.8`} lh={1.1}>
          {look.title}
        </Text>
        <Text fz="lg" fw={500}>
          {look.detail}
        </Text>
      </Stack>
    </Paper>
  );
}
