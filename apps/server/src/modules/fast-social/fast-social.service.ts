import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  FAST_SOCIAL_MESSAGES,
  LINKS_MAX,
  type BasicDetailsSchema,
  type ContactDetailsSchema,
  type DeleteLinkSchema,
  type FastSocialAllResponseSchema,
  type LinkClicksQuerySchema,
  type LinkClicksResponseSchema,
  type SaveLinksSchema,
} from '@venue/shared';
import type { ContactNumber } from '../../db/schema/index.ts';
import { socialAccounts, socialLinks } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import type { ProfileContext, UserContext } from '../../lib/context.ts';
import { recordAudit } from '../../lib/audit/index.ts';
import { badRequest, businessRule, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { applyOrder, renumber } from '../../lib/ordering.ts';
import { addLocalDays, lastVenueDays, localDate, venueToday } from '../../lib/venue-time.ts';
import {
  findProfileById,
  findProfileByUserName,
  normaliseContactNumber,
  readVenueContacts,
  updateVenueFields,
  writePublicProfiles,
  writeVenueContacts,
  type PublicProfileRow,
  type VenueContacts,
} from '../profiles/profiles.service.ts';
import { readOpeningHours } from '../opening-hours/opening-hours.service.ts';
import { saveOpeningHours } from '../reservations/reservations.service.ts';
import { operationalHoursInput } from './operational-hours-input.ts';
import { isFastSocialVerified } from '../subscriptions/subscriptions.service.ts';
import { loadMembership } from '../team/membership.ts';
import { DETAILS_CHANGED, detailsState, LINKS_CHANGED, linkListState } from './fast-social-audit.ts';
import {
  addClick,
  clicksByDay,
  clickTotals,
  ensureAccount,
  LINK_ORDER,
  lockAccount,
  readAccount,
  readLinks,
  readShownLink,
  readShownLinks,
  toSocialLink,
  type AccountRow,
  type LinkRow,
} from './link-store.ts';

/*
 * The link page's editor calls (decisions §6 "Link page", spec §3 and §7 Fast social): one
 * account per venue, its links in order with on/off and schedule, basic and contact details.
 * Reads are for members; writes need socialProfileAccess (the routes declare both).
 */

type FastSocialAll = z.infer<typeof FastSocialAllResponseSchema>;
type SaveLinksInput = z.output<typeof SaveLinksSchema>;
type BasicDetailsInput = z.output<typeof BasicDetailsSchema>;
type ContactDetailsInput = z.output<typeof ContactDetailsSchema>;

/** The editor's chart and the link list show the last 30 venue-local days. */
const CLICK_WINDOW_DAYS = 30;
/** The longest range one clicks call answers: a year of days. */
const MAX_CLICK_RANGE_DAYS = 366;

const accountNotFound = () => notFound(FAST_SOCIAL_MESSAGES.accountNotFound);
const linkNotFound = () => notFound(FAST_SOCIAL_MESSAGES.linkNotFound);

/** The three sections of the editor for a venue whose account exists. */
async function editorDataOf(db: Db, profile: PublicProfileRow, account: AccountRow, now: Date): Promise<FastSocialAll> {
  const days = lastVenueDays(profile.timeZone, now, CLICK_WINDOW_DAYS);
  const [links, clicks, verified, hours] = await Promise.all([
    readLinks(db, profile.id),
    clickTotals(db, profile.id, days[0]!, days.at(-1)!),
    isFastSocialVerified(db, profile.id),
    readOpeningHours(db, profile.id),
  ]);
  return {
    accountId: account.id,
    sections: {
      'Basic Details': {
        name: profile.name,
        username: profile.userName,
        // The venue's one set of contact details (profiles module), whichever editor shows them.
        mobileNumber: profile.businessNumber,
        email: profile.email,
        profileImage: profile.image || null,
        businessWhatsappPhoneNumber: profile.whatsappPhoneNumber,
      },
      'Contact Details': {
        address: account.address,
        googleMapsLink: account.googleMapsLink,
        contactNumbers: profile.contactNumbers,
        whatsappNumber: profile.whatsappPhoneNumber,
        email: profile.email,
        // The venue's one set of opening hours (decisions §6 shape), as Profile → Opening hours edits it.
        operationalHours: hours,
      },
      Links: links.map((link) => toSocialLink(link, clicks.get(link.id) ?? 0)),
    },
    verified,
  };
}

/** Records a change of the venue's links, inside the change's transaction. */
async function auditLinks(ctx: ProfileContext, tx: Db, accountId: string, before: LinkRow[]): Promise<void> {
  await recordAudit(tx, LINKS_CHANGED, {
    profileId: ctx.profile.id,
    actorUserId: ctx.caller.userId,
    entityId: accountId,
    before: linkListState(before),
    after: linkListState(await readLinks(tx, ctx.profile.id)),
  });
}

/** Records a change of the account's details, inside the change's transaction. */
async function auditDetails(
  ctx: ProfileContext,
  tx: Db,
  before: AccountRow,
  contactsBefore: VenueContacts | null,
): Promise<void> {
  const after = await readAccount(tx, ctx.profile.id);
  await recordAudit(tx, DETAILS_CHANGED, {
    profileId: ctx.profile.id,
    actorUserId: ctx.caller.userId,
    entityId: before.id,
    before: detailsState(before, contactsBefore),
    after: after && detailsState(after, await readVenueContacts(tx, ctx.profile.id)),
  });
}

/** The active profile's editor data after a write (its account exists by then). */
async function activeEditorData(ctx: ProfileContext): Promise<FastSocialAll> {
  const profile = await findProfileById(ctx.db, ctx.profile.id);
  const account = await readAccount(ctx.db, ctx.profile.id);
  if (!profile || !account) throw accountNotFound();
  return editorDataOf(ctx.db, profile, account, ctx.clock());
}

/**
 * `GET /fast-social/all?userName=`: the editor's data for a venue the caller is a member of,
 * named by username because switching profile reads it before the new profile is active
 * (spec §4). Makes the venue's account on the first read.
 * @throws AppError 404 for an unknown username and for one whose venue the caller is not a
 * member of (the same answer: whether it exists is not the caller's business)
 */
export async function getFastSocialAll(ctx: UserContext, userName: string): Promise<FastSocialAll> {
  const profile = await findProfileByUserName(ctx.db, userName);
  if (!profile || !(await loadMembership(ctx.db, ctx.caller.userId, profile.id))) throw accountNotFound();
  const account = await ensureAccount(ctx.db, profile.id);
  return editorDataOf(ctx.db, profile, account, ctx.clock());
}

/**
 * `POST /fast-social/links`: the whole list in its order, in one transaction. Entries with
 * `_id` update that link (it must be this venue's, else 404 and nothing is written); the
 * others are added; positions follow the list, and links the list leaves out keep their order
 * after it (deleting is `DELETE /fast-social/links`).
 * @throws AppError 404 for another account or link, 400 for a link listed twice, 422 beyond LINKS_MAX
 */
export async function saveLinks(ctx: ProfileContext, input: SaveLinksInput): Promise<FastSocialAll> {
  const entries = input.links.link;
  const ids = entries.flatMap((entry) => (entry._id ? [entry._id] : []));
  if (new Set(ids).size !== ids.length) throw badRequest('Each link may appear only once');
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const account = await lockAccount(tx, ctx.profile.id, input.accountId);
    if (!account) throw accountNotFound();
    const before = await readLinks(tx, ctx.profile.id);
    const stored = before.map((link) => link.id);
    const storedIds = new Set(stored);
    if (ids.some((id) => !storedIds.has(id))) throw linkNotFound();
    const listed = new Set(ids);
    const kept = stored.filter((id) => !listed.has(id));
    if (entries.length + kept.length > LINKS_MAX) throw businessRule(FAST_SOCIAL_MESSAGES.tooManyLinks);

    const order: string[] = [];
    for (const [index, entry] of entries.entries()) {
      const fields = {
        name: entry.name,
        url: entry.url,
        icon: entry.icon,
        live: entry.live,
        startsAt: entry.startsAt ? new Date(entry.startsAt) : null,
        endsAt: entry.endsAt ? new Date(entry.endsAt) : null,
        updatedAt: now,
      };
      if (entry._id) {
        await tx
          .update(socialLinks)
          .set(fields)
          .where(and(eq(socialLinks.profileId, ctx.profile.id), eq(socialLinks.id, entry._id)));
        order.push(entry._id);
      } else {
        const id = newId();
        await tx
          .insert(socialLinks)
          .values({ id, profileId: ctx.profile.id, accountId: account.id, position: index + 1, createdAt: now, ...fields });
        order.push(id);
      }
    }
    await applyOrder(tx, LINK_ORDER, ctx.profile.id, [...order, ...kept]);
    await auditLinks(ctx, tx, account.id, before);
  });
  return activeEditorData(ctx);
}

/** `DELETE /fast-social/links { _id }`: removes one of the venue's links and closes the gap. */
export async function deleteLink(ctx: ProfileContext, input: z.output<typeof DeleteLinkSchema>): Promise<FastSocialAll> {
  await ctx.db.transaction(async (tx) => {
    const account = await readAccount(tx, ctx.profile.id);
    if (!account || !(await lockAccount(tx, ctx.profile.id, account.id))) throw linkNotFound();
    const before = await readLinks(tx, ctx.profile.id);
    const deleted = await tx
      .delete(socialLinks)
      .where(and(eq(socialLinks.profileId, ctx.profile.id), eq(socialLinks.id, input._id)))
      .returning({ id: socialLinks.id });
    if (deleted.length === 0) throw linkNotFound();
    await renumber(tx, LINK_ORDER, ctx.profile.id);
    await auditLinks(ctx, tx, account.id, before);
  });
  return activeEditorData(ctx);
}

/**
 * `POST /fast-social/basic-details`: the name is the venue's; the mobile number (the primary
 * contact number), the WhatsApp number and the email are the venue's one set of contact
 * details (profiles module), the same ones Profile → Contact details edits.
 * @throws AppError 404 for another account, 400 for a number that is not a phone number
 */
export async function saveBasicDetails(ctx: ProfileContext, input: BasicDetailsInput): Promise<FastSocialAll> {
  const whatsapp =
    input.businessWhatsappPhoneNumber === undefined
      ? undefined
      : normaliseContactNumber(input.businessWhatsappPhoneNumber, 'Enter a valid WhatsApp number');
  const mobile =
    input.mobileNumber === undefined ? undefined : normaliseContactNumber(input.mobileNumber, 'Enter a valid mobile number');
  await writePublicProfiles(ctx.db, async (tx) => {
    const before = await lockAccount(tx, ctx.profile.id, input.accountId);
    if (!before) throw accountNotFound();
    const contactsBefore = await readVenueContacts(tx, ctx.profile.id);
    await updateVenueFields(tx, ctx.profile.id, { name: input.name });
    await writeVenueContacts(tx, ctx.profile.id, {
      primaryNumber: mobile,
      whatsappPhoneNumber: whatsapp,
      email: input.email === undefined ? undefined : input.email || null,
    });
    await tx
      .update(socialAccounts)
      .set({ updatedAt: ctx.clock() })
      .where(and(eq(socialAccounts.profileId, ctx.profile.id), eq(socialAccounts.id, input.accountId)));
    await auditDetails(ctx, tx, before, contactsBefore);
  });
  return activeEditorData(ctx);
}

/**
 * `POST /fast-social/contact-details`: address and map link on the account; contact numbers
 * (exactly one primary, the schema checks; an empty label becomes "Main"), and when given the
 * WhatsApp number and email, as the venue's contact details; `operationalHours` when given
 * (decisions §6 shape, or the older `{ days }` one) as the venue's opening hours, in the one
 * transaction.
 * @throws AppError 404 for another account, 400 for a number that is not a phone number or hours that do not parse
 */
export async function saveContactDetails(ctx: ProfileContext, input: ContactDetailsInput): Promise<FastSocialAll> {
  const contactNumbers: ContactNumber[] = input.contactNumbers.map((entry) => ({
    id: entry.id,
    number: normaliseContactNumber(entry.number, 'Enter a valid phone number') ?? '',
    isPrimary: entry.isPrimary,
    label: entry.label || 'Main',
  }));
  const whatsapp =
    input.whatsappNumber === undefined
      ? undefined
      : normaliseContactNumber(input.whatsappNumber, 'Enter a valid WhatsApp number');
  const hours = input.operationalHours === undefined ? undefined : operationalHoursInput(input.operationalHours);
  await writePublicProfiles(ctx.db, async (tx) => {
    const before = await lockAccount(tx, ctx.profile.id, input.accountId);
    if (!before) throw accountNotFound();
    const contactsBefore = await readVenueContacts(tx, ctx.profile.id);
    await tx
      .update(socialAccounts)
      .set({ address: input.address, googleMapsLink: input.googleMapsLink || null, updatedAt: ctx.clock() })
      .where(and(eq(socialAccounts.profileId, ctx.profile.id), eq(socialAccounts.id, input.accountId)));
    await writeVenueContacts(tx, ctx.profile.id, {
      contactNumbers,
      whatsappPhoneNumber: whatsapp,
      email: input.email === undefined ? undefined : input.email || null,
    });
    if (hours) await saveOpeningHours(tx, ctx.profile.id, hours);
    await auditDetails(ctx, tx, before, contactsBefore);
  });
  return activeEditorData(ctx);
}

/** Whether guests can reach the venue: a contact number or an address saved (the set-up checklist's "contact" step). */
export async function hasContactDetails(db: Db, profileId: string): Promise<boolean> {
  const [account, contacts] = await Promise.all([readAccount(db, profileId), readVenueContacts(db, profileId)]);
  return Boolean((contacts?.contactNumbers.length ?? 0) > 0 || (account && account.address.trim() !== ''));
}

/**
 * `GET /fast-social/links/{linkId}/clicks?from=&to=`: one link's clicks per venue-local day,
 * every day of the range listed (0 included); the last 30 days by default.
 * @throws AppError 404 for another venue's link, 400 for a reversed or over-long range
 */
export async function getLinkClicks(
  ctx: ProfileContext,
  linkId: string,
  query: z.output<typeof LinkClicksQuerySchema>,
): Promise<z.infer<typeof LinkClicksResponseSchema>> {
  const zone = ctx.profile.timeZone;
  const to = query.to ?? venueToday(zone, ctx.clock());
  const from = query.from ?? addLocalDays(to, -(CLICK_WINDOW_DAYS - 1));
  if (from > to) throw badRequest('The start date must not be after the end date');
  if (from < addLocalDays(to, -(MAX_CLICK_RANGE_DAYS - 1))) throw badRequest('Choose at most a year of days');
  const [link] = await ctx.db
    .select({ id: socialLinks.id })
    .from(socialLinks)
    .where(and(eq(socialLinks.profileId, ctx.profile.id), eq(socialLinks.id, linkId)))
    .limit(1);
  if (!link) throw linkNotFound();
  const counted = new Map((await clicksByDay(ctx.db, ctx.profile.id, linkId, from, to)).map((row) => [row.day, row.clicks]));
  const days: Array<{ day: string; clicks: number }> = [];
  for (let day = from; day <= to; day = addLocalDays(day, 1)) days.push({ day, clicks: counted.get(day) ?? 0 });
  return { linkId, days, total: days.reduce((total, day) => total + day.clicks, 0) };
}

// ---------------------------------------------------------------------------------------------
// What the public pages read (modules/public-pages)
// ---------------------------------------------------------------------------------------------

export interface PublicLinkPageContent {
  /** The links shown now, in order. */
  links: Array<{ id: string; name: string; url: string; icon: string }>;
  /** The account's address and map link; null while the venue has never opened its editor. */
  account: Pick<AccountRow, 'address' | 'googleMapsLink'> | null;
  verified: boolean;
}

/** The owner's part of the public link page at `now`: live links within their schedule, contact, badge. */
export async function readPublicLinkPageContent(db: Db, profileId: string, now: Date): Promise<PublicLinkPageContent> {
  const [account, links, verified] = await Promise.all([
    readAccount(db, profileId),
    readShownLinks(db, profileId, now),
    isFastSocialVerified(db, profileId),
  ]);
  return {
    links: links.map(({ id, name, url, icon }) => ({ id, name, url, icon })),
    account,
    verified,
  };
}

/** The address line the venue gave its link page (its contact details), or null: guests' structured data falls back on it. */
export async function readLinkPageAddress(db: Db, profileId: string): Promise<string | null> {
  const address = (await readAccount(db, profileId))?.address?.trim();
  return address || null;
}

/**
 * The redirect behind a public link: its URL when it shows at `now`, else null (the caller
 * answers 404, never the URL). A visit that `counts` (asked only of a link that shows) adds one
 * to the link's venue-local day.
 */
export async function followLink(
  db: Db,
  venue: { profileId: string; timeZone: string },
  linkId: string,
  now: Date,
  options: { counts: () => boolean | Promise<boolean> },
): Promise<string | null> {
  const link = await readShownLink(db, venue.profileId, linkId, now);
  if (!link) return null;
  if (await options.counts()) await addClick(db, venue.profileId, link.id, localDate(venue.timeZone, now));
  return link.url;
}
