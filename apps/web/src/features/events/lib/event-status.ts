import type { EventStatus } from '@venue/shared';

export const STATUS_LABELS: Record<EventStatus, string> = {
  draft: 'Draft',
  'on-sale': 'On sale',
  paused: 'Paused',
  'sold-out': 'Sold out',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

export const STATUS_COLORS: Record<EventStatus, string> = {
  draft: 'gray',
  'on-sale': 'green',
  paused: 'yellow',
  'sold-out': 'grape',
  cancelled: 'red',
  completed: 'blue',
};

export interface StatusAction {
  to: EventStatus;
  label: string;
  /** What the confirmation says will happen. */
  consequence: string;
}

/**
 * The moves an owner may make from each status (decisions §6); sold-out is reached by sales
 * themselves, and a cancelled or completed event is final. The server checks the move again.
 */
export const STATUS_ACTIONS: Record<EventStatus, StatusAction[]> = {
  draft: [
    { to: 'on-sale', label: 'Start selling', consequence: 'Guests can buy tickets as soon as the event is published.' },
    { to: 'cancelled', label: 'Cancel event', consequence: 'The event is cancelled for good.' },
  ],
  'on-sale': [
    { to: 'paused', label: 'Pause sales', consequence: 'Guests cannot buy tickets until you resume sales.' },
    { to: 'completed', label: 'Mark completed', consequence: 'Sales stop and the event is marked as over.' },
    {
      to: 'cancelled',
      label: 'Cancel event',
      consequence:
        'Sales stop and guests see the event as cancelled. Every paid ticket is refunded in full, and every ticket holder is told by SMS.',
    },
  ],
  paused: [
    { to: 'on-sale', label: 'Resume sales', consequence: 'Guests can buy tickets again.' },
    {
      to: 'cancelled',
      label: 'Cancel event',
      consequence:
        'Sales stop and guests see the event as cancelled. Every paid ticket is refunded in full, and every ticket holder is told by SMS.',
    },
  ],
  'sold-out': [
    { to: 'completed', label: 'Mark completed', consequence: 'The event is marked as over.' },
    {
      to: 'cancelled',
      label: 'Cancel event',
      consequence:
        'Guests see the event as cancelled. Every paid ticket is refunded in full, and every ticket holder is told by SMS.',
    },
  ],
  cancelled: [],
  completed: [],
};
