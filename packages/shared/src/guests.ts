import { z } from 'zod';
import { idSchema } from './common.ts';

/*
 * The guest book (decisions §7 "Guest book (`/v1/guests/`)", issue 38): one guest per phone per
 * venue, built from bookings, waitlist entries and paid ticket orders, with the venue's tags and
 * notes, its figures, an export and erasure (DPDP Act 2023).
 */

/** The tags every venue starts with; a venue may add its own (GUEST_TAG_PATTERN). */
export const DEFAULT_GUEST_TAGS = ['VIP', 'regular', 'allergy', 'vegetarian', 'birthday', 'anniversary', 'large-party'] as const;
export const GUEST_NOTES_MAX = 1000;
export const GUEST_TAG_MAX = 24;
export const GUEST_TAGS_MAX = 10;
export const GUESTS_PAGE_SIZE = 25;
export const GUESTS_EXPORT_MAX_ROWS = 20_000;
export const GUEST_EXPORTS_PER_PROFILE_PER_HOUR = 20;
/** A venue's own tag: letters, digits, spaces and dashes, so a tag reads as a word on a chip. */
export const GUEST_TAG_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} -]*$/u;

export const GUEST_MESSAGES = {
  notFound: 'This guest was not found',
  tagInvalid: 'A tag may use letters, digits, spaces and dashes',
  tagTooLong: `A tag must be at most ${GUEST_TAG_MAX} characters`,
  tooManyTags: `A guest may have at most ${GUEST_TAGS_MAX} tags`,
  notesTooLong: `Notes must be at most ${GUEST_NOTES_MAX} characters`,
  alreadyErased: "This guest's details were already erased",
  exportRateLimited: (wait: string) => `Too many exports. Please try again in ${wait}.`,
  erasedName: 'Erased guest',
} as const;

export const GuestTagSchema = z
  .string()
  .trim()
  .min(1, GUEST_MESSAGES.tagInvalid)
  .max(GUEST_TAG_MAX, GUEST_MESSAGES.tagTooLong)
  .regex(GUEST_TAG_PATTERN, GUEST_MESSAGES.tagInvalid);

/** `PATCH /v1/guests/{id} { tags?, notes? }`: tags are the default list's or the venue's own words. */
export const UpdateGuestSchema = z.object({
  tags: z
    .array(GuestTagSchema)
    .max(GUEST_TAGS_MAX, GUEST_MESSAGES.tooManyTags)
    .transform((tags) => [...new Set(tags)])
    .optional(),
  notes: z.string().trim().max(GUEST_NOTES_MAX, GUEST_MESSAGES.notesTooLong).optional(),
});
export type UpdateGuestInput = z.infer<typeof UpdateGuestSchema>;

export const GuestListQuerySchema = z.object({
  search: z.string().trim().max(80).optional(),
  tag: z.string().trim().max(GUEST_TAG_MAX).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const GuestsExportQuerySchema = GuestListQuerySchema.omit({ page: true });
export const GuestParamsSchema = z.object({ id: idSchema('Invalid guest id') });

export const GuestSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** `+91…` in full for members with `tableReserveAccess` (the only ones who may call these routes); '' once erased. */
  mobileNumber: z.string(),
  visits: z.number().int(),
  noShows: z.number().int(),
  cancellations: z.number().int(),
  /** The last visit's instant (ISO 8601), null before the first. */
  lastVisit: z.string().nullable(),
  tags: z.array(z.string()),
  notes: z.string(),
  spendPaise: z.number().int(),
  /** When its details were erased (DPDP Act 2023); its figures stay. */
  erasedAt: z.string().nullable(),
});
export type Guest = z.infer<typeof GuestSchema>;

export const GuestListResponseSchema = z.object({
  guests: z.array(GuestSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The default tags and every tag the venue has used, for the filter chips and the editor. */
  tags: z.array(z.string()),
});
export type GuestList = z.infer<typeof GuestListResponseSchema>;

export const GUEST_HISTORY_KINDS = ['booking', 'waitlist', 'ticket-order'] as const;
export type GuestHistoryKind = (typeof GUEST_HISTORY_KINDS)[number];

export const GuestHistoryItemSchema = z.object({
  kind: z.enum(GUEST_HISTORY_KINDS),
  /** The booking's, entry's or order's id. */
  _id: z.string(),
  /** Its status as its own module names it (a booking's `arrived`, an entry's `seated`, an order's `paid`). */
  status: z.string(),
  /** The booking's time, the entry's joining, the order's payment. */
  at: z.string(),
  partySize: z.number().int().nullable(),
  spendPaise: z.number().int(),
});
export type GuestHistoryItem = z.infer<typeof GuestHistoryItemSchema>;

export const GuestDetailResponseSchema = z.object({
  guest: GuestSchema.extend({ history: z.array(GuestHistoryItemSchema) }),
});
export type GuestDetail = z.infer<typeof GuestDetailResponseSchema>['guest'];
export const GuestResponseSchema = z.object({ guest: GuestSchema });
export const EraseGuestResponseSchema = z.object({ guest: GuestSchema });

/** What the desk shows of a known guest on their booking or waitlist entry. */
export const GuestSummarySchema = z.object({
  _id: z.string(),
  tags: z.array(z.string()),
  notes: z.string(),
  visits: z.number().int(),
  noShows: z.number().int(),
});
export type GuestSummary = z.infer<typeof GuestSummarySchema>;

/**
 * What a search box's text means: the digits of a number however it was typed (`+91 98…`,
 * `098…`, spaces, dashes, the last digits), or a name. A leading trunk 0 is dropped, since the
 * stored number is E.164 (`9198…`).
 */
export function guestSearchTerms(search: string | undefined): { digits: string | null; text: string | null } {
  const text = search?.trim() ?? '';
  if (!text) return { digits: null, text: null };
  const digits = text.replace(/\D/g, '');
  if (digits.length < 3 || !/^[\d\s+().-]+$/.test(text)) return { digits: null, text };
  // 0 + ten digits is a national number dialled with its trunk prefix.
  return { digits: digits.length === 11 && digits.startsWith('0') ? digits.slice(1) : digits, text: null };
}
