export { guestSummariesOf, recordGuestActivity, type GuestActivity } from './guest-book.ts';
