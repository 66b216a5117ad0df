import { z } from 'zod';
import { idSchema } from './common.ts';
import { GuestSummarySchema } from './guests.ts';

/*
 * The walk-in waitlist (decisions §7 "Waitlist (`/v1/waitlist/`)", issue 38): the desk adds
 * parties, guests may join remotely when the venue allows it, every guest has a live page.
 */

export const WAITLIST_STATUSES = ['waiting', 'notified', 'seated', 'left'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];
/** Entries still in the queue: they hold a position. */
export const LIVE_WAITLIST_STATUSES = ['waiting', 'notified'] as const satisfies readonly WaitlistStatus[];

export const WAITLIST_PARTY_SIZE_LIMIT = 50;
export const WAITLIST_MAX_WAITING_LIMIT = 500;
export const WAITLIST_QUOTE_MAX_MINUTES = 600;
export const WAITLIST_NOTE_MAX = 200;
export const WAITLIST_REASON_MAX = 200;
export const WAITLIST_DEFAULT_SETTINGS = { remoteJoin: false, maxPartySize: 10, maxWaiting: 50 } as const;
/** The guest's live page asks for its status this often. */
export const WAITLIST_STATUS_POLL_SECONDS = 15;

/** The guest's live page (decisions §7). */
export const waitlistPagePath = (username: string, reference: string) =>
  `/v/${encodeURIComponent(username)}/waitlist/${encodeURIComponent(reference)}`;

export const WAITLIST_MESSAGES = {
  notFound: 'This waitlist entry was not found',
  venueNotFound: 'This venue was not found',
  alreadyWaiting: 'This phone number is already on the waitlist',
  notLive: 'This party is no longer on the waitlist',
  alreadyNotified: 'This party has already been told their table is ready',
  remoteJoinOff: 'This venue is not taking waitlist entries online',
  partyTooLarge: (max: number) => `Parties of up to ${max} can join the waitlist`,
  listFull: 'The waitlist is full right now. Please try again later',
  reasonRequired: 'Enter a reason',
  leftByGuest: 'Left the queue',
  erased: "The guest's details were erased",
} as const;

const nameField = z.string().trim().min(1, 'Enter a name').max(80, 'Name must be at most 80 characters');
const mobileField = z.string().trim().min(8, 'Enter a valid mobile number').max(20);
const partySizeField = z.number().int().min(1, 'Party size must be at least 1').max(WAITLIST_PARTY_SIZE_LIMIT);
const quotedField = z.number().int().min(0).max(WAITLIST_QUOTE_MAX_MINUTES);

export const AddWaitlistEntrySchema = z.object({
  name: nameField,
  mobileNumber: mobileField,
  partySize: partySizeField,
  quotedMinutes: quotedField,
  note: z.string().trim().max(WAITLIST_NOTE_MAX, `Note must be at most ${WAITLIST_NOTE_MAX} characters`).optional(),
});

export const WaitlistEntrySchema = z.object({
  _id: z.string(),
  /** 1 for the party at the front; null once seated or gone. */
  position: z.number().int().nullable(),
  status: z.enum(WAITLIST_STATUSES),
  quotedMinutes: z.number().int(),
  joinedAt: z.string(),
  reference: z.string(),
  name: z.string(),
  mobileNumber: z.string(),
  partySize: z.number().int(),
  note: z.string(),
  source: z.enum(['desk', 'remote']),
  notifiedAt: z.string().nullable(),
  seatedAt: z.string().nullable(),
  leftAt: z.string().nullable(),
  reason: z.string().nullable(),
  estimatedMinutes: z.number().int().nullable(),
});
export type WaitlistEntry = z.infer<typeof WaitlistEntrySchema>;

export const WaitlistEntryResponseSchema = z.object({ entry: WaitlistEntrySchema });

export const WaitlistListQuerySchema = z.object({
  status: z.enum(['waiting', 'notified', 'seated', 'left', 'all']).optional(),
});
/** An entry on the desk's list, with what the guest book knows of its guest (decisions §7 "Guest book"); null for a guest not yet known. */
export const WaitlistListEntrySchema = WaitlistEntrySchema.extend({ guest: GuestSummarySchema.nullable() });
export type WaitlistListEntry = z.infer<typeof WaitlistListEntrySchema>;
export const WaitlistListResponseSchema = z.object({ entries: z.array(WaitlistListEntrySchema) });

export const WaitlistEntryParamsSchema = z.object({ id: idSchema('Invalid waitlist entry id') });
export const RemoveWaitlistEntrySchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, WAITLIST_MESSAGES.reasonRequired)
    .max(WAITLIST_REASON_MAX, `Reason must be at most ${WAITLIST_REASON_MAX} characters`),
});

export const WaitlistQuoteQuerySchema = z.object({ partySize: z.coerce.number().int().min(1).max(WAITLIST_PARTY_SIZE_LIMIT) });
export const WaitlistQuoteResponseSchema = z.object({
  /** The wait to quote a new party of that size. */
  quotedMinutes: z.number().int(),
  /** How many recent seatings of the venue it comes from (0: a default by the queue's length). */
  samples: z.number().int(),
});

export const WaitlistSettingsSchema = z.object({
  remoteJoin: z.boolean(),
  maxPartySize: z.number().int().min(1).max(WAITLIST_PARTY_SIZE_LIMIT),
  maxWaiting: z.number().int().min(1).max(WAITLIST_MAX_WAITING_LIMIT),
});
export type WaitlistSettings = z.infer<typeof WaitlistSettingsSchema>;
export const WaitlistSettingsResponseSchema = z.object({ settings: WaitlistSettingsSchema });

export const JoinWaitlistSchema = z.object({
  username: z.string().trim().min(1).max(64),
  name: nameField,
  mobileNumber: mobileField,
  otp: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code'),
  partySize: partySizeField,
});
export const JoinWaitlistResponseSchema = z.object({
  entry: WaitlistEntrySchema.pick({
    _id: true,
    position: true,
    status: true,
    quotedMinutes: true,
    joinedAt: true,
    reference: true,
  }),
  /** The live page's secret: kept by the guest, never stored as it is. */
  token: z.string(),
  estimatedMinutes: z.number().int().nullable(),
  /** The guest's live page, with its token. */
  link: z.string(),
});

export const WaitlistOpenParamsSchema = z.object({ username: z.string().trim().min(1).max(64) });
export const WaitlistOpenResponseSchema = z.object({
  /** Guests may join online now (remote join on, the queue not full). */
  open: z.boolean(),
  maxPartySize: z.number().int(),
  /** Parties waiting now. */
  waiting: z.number().int(),
});

/** The guest's join page (booking page's "Join the waitlist"). */
export const waitlistJoinPath = (username: string) => `/v/${encodeURIComponent(username)}/waitlist`;

export const WaitlistStatusParamsSchema = z.object({ reference: z.string().trim().min(1).max(20) });
export const WaitlistPageParamsSchema = z.object({
  username: z.string().trim().min(1).max(64),
  reference: z.string().trim().min(1).max(20),
});
export const WaitlistTokenQuerySchema = z.object({ token: z.string().trim().max(100).default('') });
export const WaitlistStatusResponseSchema = z.object({
  position: z.number().int().nullable(),
  status: z.enum(WAITLIST_STATUSES),
  estimatedMinutes: z.number().int().nullable(),
});
export type WaitlistGuestStatus = z.infer<typeof WaitlistStatusResponseSchema>;

export const LeaveWaitlistSchema = z.object({
  reference: z.string().trim().min(1).max(20),
  token: z.string().trim().min(1).max(100),
});

/** What the live-activity stream carries when the queue changes (no guest details). */
export const WaitlistLiveEventSchema = z.object({
  _id: z.string(),
  type: z.literal('waitlist'),
  at: z.string(),
  waitlist: z.object({ _id: z.string(), status: z.enum(WAITLIST_STATUSES) }),
});
export type WaitlistLiveEvent = z.infer<typeof WaitlistLiveEventSchema>;
