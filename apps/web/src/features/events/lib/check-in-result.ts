import { EVENT_MESSAGES, type Attendee } from '@venue/shared';
import { ApiError } from '@/lib/api-client.ts';

/** What the door sees after a code is tried (decisions §6 "Check-in"). */
export type CheckInResult =
  | { kind: 'success'; attendee: Attendee }
  | { kind: 'already'; checkedInAt: string | null }
  | { kind: 'invalid' }
  | { kind: 'unpaid' }
  | { kind: 'cancelled' }
  /** Decisions §7: before the door opens; the server's sentence says when it does. */
  | { kind: 'too-early'; message: string }
  | { kind: 'error'; message: string };

/** Reads a refusal: 409 already_checked_in (details carry the first time), 404 invalid, 422 unpaid / cancelled / too_early. */
export function checkInRefusal(error: unknown): CheckInResult {
  if (!(error instanceof ApiError)) return { kind: 'error', message: 'Failed to check in' };
  if (error.status === 409 && error.message === EVENT_MESSAGES.alreadyCheckedIn) {
    const details = error.details as { checkedInAt?: unknown } | null;
    return { kind: 'already', checkedInAt: typeof details?.checkedInAt === 'string' ? details.checkedInAt : null };
  }
  if (error.status === 404 && error.message === EVENT_MESSAGES.invalidCode) return { kind: 'invalid' };
  if (error.message === EVENT_MESSAGES.unpaid) return { kind: 'unpaid' };
  if (error.message === EVENT_MESSAGES.cancelled) return { kind: 'cancelled' };
  if (error.code === 'too_early') return { kind: 'too-early', message: error.message };
  return { kind: 'error', message: error.message };
}

/** An attendee's answers in one line for the guest list and the door: "Dietary needs: Vegan · Company: Acme". */
export const answersText = (answers: Attendee['answers']) =>
  answers.map((given) => `${given.label}: ${given.answer}`).join(' · ');
