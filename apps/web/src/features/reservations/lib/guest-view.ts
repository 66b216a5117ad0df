import type { Slot } from '@venue/shared';
import { countOf } from '@/lib/plural.ts';

/**
 * What guests get for a slot, in the owner's words (issue 36: the owner's and guest's views of a
 * slot agree). The server answers it per slot from the guests' own availability (`slot.guest`),
 * so this only words it; `isBookable` is false whenever the guests' page refuses the slot.
 */
export function guestViewText(slot: Pick<Slot, 'slotStatus' | 'guest'>): { isBookable: boolean; text: string } {
  const { guest } = slot;
  if (guest.available) return { isBookable: true, text: `Guests can book: up to ${countOf(guest.coversLeft, 'guest')}` };
  if (slot.slotStatus === 'closed') return { isBookable: false, text: 'Closed to guests' };
  switch (guest.reason) {
    case 'closed':
      return {
        isBookable: false,
        text: guest.blockedBy
          ? `Guests cannot book: a stay runs into ${guest.blockedBy}, which is closed`
          : 'Guests cannot book: outside opening hours',
      };
    case 'paused':
      return { isBookable: false, text: 'Guests cannot book: bookings are paused' };
    case 'fully-booked':
      return { isBookable: false, text: 'Fully booked for guests' };
    case 'too-soon':
      return { isBookable: false, text: 'Too late to book online' };
    case 'too-far':
      return { isBookable: false, text: 'Too far ahead for guests to book' };
    case 'party-too-large':
    case null:
      return { isBookable: false, text: 'Guests cannot book it' };
  }
}
