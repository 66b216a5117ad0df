import { z } from 'zod';
import { idSchema, InstantSchema, LocalDateSchema } from './common.ts';
import { WorkingHoursSchema } from './reservations.ts';

/*
 * The link page, "fast social" (spec §3 fast-social link, contact and basic details; §7 Fast
 * social; §8 'API Error: {message}'; decisions §6 "Link page"). Public at /v/{username}/links;
 * each link's href is /v/{username}/l/{linkId}, a redirect that counts the click.
 */

/** Preset brand and service icons a link can carry (ids are stable; labels are what the picker shows). */
export const LINK_ICONS = [
  { id: 'instagram', label: 'Instagram' },
  { id: 'facebook', label: 'Facebook' },
  { id: 'youtube', label: 'YouTube' },
  { id: 'x', label: 'X (Twitter)' },
  { id: 'whatsapp', label: 'WhatsApp' },
  { id: 'google-maps', label: 'Google Maps' },
  { id: 'zomato', label: 'Zomato' },
  { id: 'swiggy', label: 'Swiggy' },
  { id: 'district', label: 'District' },
  { id: 'eazydiner', label: 'EazyDiner' },
  { id: 'tripadvisor', label: 'Tripadvisor' },
  { id: 'google-reviews', label: 'Google Reviews' },
  { id: 'linkedin', label: 'LinkedIn' },
  { id: 'spotify', label: 'Spotify' },
  { id: 'website', label: 'Website' },
  { id: 'email', label: 'Email' },
  { id: 'phone', label: 'Phone' },
  { id: 'upi', label: 'UPI payment' },
  { id: 'menu', label: 'Menu' },
  { id: 'link', label: 'Link' },
] as const;
export type LinkIconId = (typeof LINK_ICONS)[number]['id'];
export const LINK_ICON_IDS = LINK_ICONS.map((icon) => icon.id) as [LinkIconId, ...LinkIconId[]];

/** Schemes a link may use; javascript:, data: and the rest are refused. */
export const LINK_SCHEMES = ['http:', 'https:', 'tel:', 'mailto:', 'upi:', 'whatsapp:'] as const;
export const LINK_NAME_MAX = 60;
export const LINK_URL_MAX = 2000;
export const LINKS_MAX = 50;
/** A link's clicks count once per client address in this window (issue 34: replays are not visits). */
export const LINK_CLICK_WINDOW_SECONDS = 30 * 60;
export const CONTACT_NUMBERS_MAX = 5;
export const DEFAULT_CONTACT_LABEL = 'Main';
export const FSSAI_PATTERN = /^\d{14}$/;

export const FAST_SOCIAL_MESSAGES = {
  urlScheme: 'Links must start with http://, https://, tel:, mailto:, upi: or whatsapp:',
  urlInvalid: 'Enter a valid link',
  nameRequired: 'Link name is required',
  iconUnknown: 'Choose an icon from the list',
  scheduleOrder: 'The end must be after the start',
  linkNotFound: 'Link not found',
  accountNotFound: 'Link page not found',
  tooManyLinks: `A link page holds at most ${LINKS_MAX} links`,
  onePrimary: 'Exactly one contact number must be primary',
  fssai: 'FSSAI licence number must be 14 digits',
  /** Spec §8: what the editor shows when saving fails. */
  saveFailed: (message: string) => `API Error: ${message}`,
  profileFetchFailed: (status: number | string) => `Failed to fetch user profile: ${status}`,
} as const;

/** Accepts only the schemes above; the URL must parse. */
export const LinkUrlSchema = z
  .string()
  .trim()
  .min(1, FAST_SOCIAL_MESSAGES.urlInvalid)
  .max(LINK_URL_MAX, FAST_SOCIAL_MESSAGES.urlInvalid)
  .superRefine((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: FAST_SOCIAL_MESSAGES.urlInvalid });
      return;
    }
    if (!(LINK_SCHEMES as readonly string[]).includes(url.protocol.toLowerCase()))
      ctx.addIssue({ code: 'custom', message: FAST_SOCIAL_MESSAGES.urlScheme });
  });

export const SocialLinkInputSchema = z
  .object({
    _id: idSchema('Invalid link id').optional(),
    name: z.string().trim().min(1, FAST_SOCIAL_MESSAGES.nameRequired).max(LINK_NAME_MAX),
    url: LinkUrlSchema,
    icon: z.enum(LINK_ICON_IDS, { error: FAST_SOCIAL_MESSAGES.iconUnknown }),
    live: z.boolean().default(true),
    startsAt: InstantSchema.nullable().optional(),
    endsAt: InstantSchema.nullable().optional(),
  })
  .refine((link) => !link.startsAt || !link.endsAt || link.endsAt > link.startsAt, {
    message: FAST_SOCIAL_MESSAGES.scheduleOrder,
    path: ['endsAt'],
  });
export type SocialLinkInput = z.input<typeof SocialLinkInputSchema>;

/** `POST /fast-social/links`: the whole list in its order; entries with `_id` update, others are added. */
export const SaveLinksSchema = z.object({
  accountId: idSchema('Invalid account id'),
  links: z.object({ link: z.array(SocialLinkInputSchema).max(LINKS_MAX, FAST_SOCIAL_MESSAGES.tooManyLinks) }),
});
export const DeleteLinkSchema = z.object({ _id: idSchema('Invalid link id') });

export const SocialLinkSchema = z.object({
  _id: z.string(),
  name: z.string(),
  url: z.string(),
  icon: z.string(),
  live: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  order: z.number().int(),
  /** Clicks over the last 30 venue-local days (dashboard reads only). */
  clicks: z.number().int(),
});
export type SocialLink = z.infer<typeof SocialLinkSchema>;

export const ContactNumberSchema = z.object({
  id: z.string().trim().min(1).max(40),
  number: z.string().trim().min(8, 'Enter a valid phone number').max(20),
  isPrimary: z.boolean(),
  label: z.string().trim().max(30).default(DEFAULT_CONTACT_LABEL),
});

export const BasicDetailsSchema = z.object({
  accountId: idSchema('Invalid account id'),
  name: z.string().trim().min(2).max(80),
  email: z.email('Enter a valid email').or(z.literal('')).optional(),
  mobileNumber: z.string().trim().max(20).optional(),
  businessWhatsappPhoneNumber: z.string().trim().max(20).optional(),
});

export const ContactDetailsSchema = z.object({
  accountId: idSchema('Invalid account id'),
  address: z.string().trim().max(300).default(''),
  googleMapsLink: LinkUrlSchema.or(z.literal('')).optional(),
  contactNumbers: z
    .array(ContactNumberSchema)
    .max(CONTACT_NUMBERS_MAX)
    .refine(
      (numbers) => numbers.length === 0 || numbers.filter((n) => n.isPrimary).length === 1,
      FAST_SOCIAL_MESSAGES.onePrimary,
    ),
  /** The venue's one WhatsApp number and email (issue 35: Profile → Contact details edits every number). */
  whatsappNumber: z.string().trim().max(20).optional(),
  email: z.email('Enter a valid email').or(z.literal('')).optional(),
  /**
   * The venue's opening hours (decisions §6 `{ openingHours, exceptions }`; the older
   * `{ days: [{ day: 'Monday', closed, open, close }] }` is read too). Left out: unchanged.
   */
  operationalHours: z.unknown().optional(),
});

/** `GET /fast-social/all?userName=`: the three sections the editor shows. */
export const FastSocialAllQuerySchema = z.object({ userName: z.string().trim().min(1).max(40) });
export const FastSocialAllResponseSchema = z.object({
  accountId: z.string(),
  sections: z.object({
    'Basic Details': z.object({
      name: z.string(),
      username: z.string(),
      mobileNumber: z.string().nullable(),
      email: z.string().nullable(),
      profileImage: z.string().nullable(),
      businessWhatsappPhoneNumber: z.string().nullable(),
    }),
    'Contact Details': z.object({
      address: z.string(),
      googleMapsLink: z.string().nullable(),
      contactNumbers: z.array(ContactNumberSchema),
      whatsappNumber: z.string().nullable(),
      email: z.string().nullable(),
      operationalHours: WorkingHoursSchema,
    }),
    Links: z.array(SocialLinkSchema),
  }),
  verified: z.boolean(),
});

/** Click counts per day for the editor's chart: `GET /fast-social/links/{linkId}/clicks?from=&to=`. */
export const LinkClicksQuerySchema = z.object({ from: LocalDateSchema.optional(), to: LocalDateSchema.optional() });
export const LinkClicksResponseSchema = z.object({
  linkId: z.string(),
  days: z.array(z.object({ day: z.string(), clicks: z.number().int() })),
  total: z.number().int(),
});

/* The allow-listed platform dashboard (decisions §6 "The dashboard"). */
export const AdminDashboardQuerySchema = z.object({ from: LocalDateSchema.optional(), to: LocalDateSchema.optional() });
export const AdminDashboardResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  venues: z.number().int(),
  newVenues: z.number().int(),
  activeSubscriptions: z.record(z.string(), z.number().int()),
  bookings: z.number().int(),
  ticketsSold: z.number().int(),
  /** Taxable value of the subscriptions paid (before GST, decisions §7). */
  revenuePaise: z.number().int(),
  /** The GST charged on that revenue. */
  gstPaise: z.number().int(),
  scans: z.number().int(),
  /** Per IST day in [from, to]. */
  series: z.array(
    z.object({
      day: z.string(),
      newVenues: z.number().int(),
      bookings: z.number().int(),
      revenuePaise: z.number().int(),
      gstPaise: z.number().int(),
      scans: z.number().int(),
      linkClicks: z.number().int(),
    }),
  ),
});
