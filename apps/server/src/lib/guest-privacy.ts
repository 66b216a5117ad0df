import type { PermissionFlags } from '@venue/shared';
import { maskPhone } from './log-redaction.ts';

/*
 * Guests' personal data on the dashboard (issue 34 finding 9, lib/README.md "Guest personal
 * data"): names, phone numbers, notes and ticket codes are for members holding
 * `tableReserveAccess`, the flag that runs the desk and the door. Other members see the same
 * lists with these masked: counts, times, statuses and the last four digits of a number,
 * enough to tell one guest from the next, nothing to call, message or admit anyone with.
 * Files of guests (exports) are refused outright (their routes need the flag).
 */

/** Whether the member sees guests' names, numbers, notes and ticket codes in full. */
export const seesGuestDetails = (profile: { flags: PermissionFlags }) => profile.flags.tableReserveAccess;

/** A guest's number with all but its last four digits hidden: `+xxxxxxxx5678`. */
export const maskGuestPhone = (phone: string) => maskPhone(phone.startsWith('+') ? phone : `+${phone}`);

/** A guest's name as initials: "Asha Rao" → "A. R.". */
export function maskGuestName(name: string): string {
  const initials = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${Array.from(word)[0]!.toUpperCase()}.`);
  return initials.length > 0 ? initials.join(' ') : 'Guest';
}

/** A ticket's door code with all but its last four characters hidden. */
export const maskTicketCode = (code: string) => `${'•'.repeat(Math.max(code.length - 4, 0))}${code.slice(-4)}`;
