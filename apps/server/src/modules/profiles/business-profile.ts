import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { BusinessProfileDetails, EditBusinessProfileRequestSchema } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { businessCategories, profileCategories, profiles } from '../../db/schema/index.ts';
import { defineAuditAction, recordAudit } from '../../lib/audit/index.ts';
import type { ProfileContext } from '../../lib/context.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { visibleTo } from '../categories/categories.service.ts';
import { normaliseContactNumber } from './contact-number.ts';
import { writePublicProfiles } from './public-profiles.ts';
import { primaryNumberOf, writeVenueContacts } from './venue-contacts.ts';

export type EditBusinessProfileInput = z.output<typeof EditBusinessProfileRequestSchema>;

export const PROFILE_NOT_FOUND_MESSAGE = 'Profile not found';
const UNKNOWN_CATEGORY_MESSAGE = 'One or more selected categories no longer exist. Please choose them again.';

/** What an edit of the business details changed, for the venue's audit trail. */
const BusinessDetailsStateSchema = z.object({
  name: z.string(),
  image: z.string().nullable(),
  categoryIds: z.array(z.string()),
  gst: z.string().nullable(),
  whatsappPhoneNumber: z.string().nullable(),
  businessNumber: z.string().nullable(),
  fssaiLicence: z.string().nullable(),
});
type BusinessDetailsState = z.infer<typeof BusinessDetailsStateSchema>;

const BUSINESS_DETAILS_EDITED = defineAuditAction({
  name: 'profile.business-details-edited',
  entityType: 'profile',
  state: BusinessDetailsStateSchema,
});

async function readDetails(db: Db, profileId: string): Promise<BusinessProfileDetails | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, profileId)).limit(1);
  if (!row) return null;
  const categories = await db
    .select({ _id: businessCategories.id, name: businessCategories.name })
    .from(profileCategories)
    .innerJoin(businessCategories, eq(businessCategories.id, profileCategories.categoryId))
    .where(eq(profileCategories.profileId, profileId))
    .orderBy(asc(businessCategories.name));
  return {
    profileId: row.id,
    name: row.name,
    userName: row.userName,
    image: row.image || null,
    categories,
    gst: row.gst,
    WhatsappPhoneNumber: row.whatsappPhoneNumber,
    businessNumber: primaryNumberOf(row.contactNumbers),
    fssaiLicence: row.fssaiLicence,
  };
}

const stateOf = (details: BusinessProfileDetails): BusinessDetailsState => ({
  name: details.name,
  image: details.image,
  categoryIds: details.categories.map((category) => category._id).sort(),
  gst: details.gst,
  whatsappPhoneNumber: details.WhatsappPhoneNumber,
  businessNumber: details.businessNumber,
  fssaiLicence: details.fssaiLicence,
});

/** `GET /v1/profiles`: the active profile's business details as the edit form shows them. */
export async function getBusinessProfileDetails(ctx: ProfileContext): Promise<BusinessProfileDetails> {
  const details = await readDetails(ctx.db, ctx.profile.id);
  if (!details) throw notFound(PROFILE_NOT_FOUND_MESSAGE);
  return details;
}

/**
 * `POST /v1/profiles` (spec §7 "/v1/profiles (GST)", §2 /profile/edit-business-profile): name,
 * image, 1–3 categories (§5: ones the caller may see), GSTIN, WhatsApp and business numbers and
 * the FSSAI licence, in one transaction with its audit entry. Owner or manager (the route).
 * @throws AppError 400 for an unknown category or a number that is not a phone number
 */
export async function editBusinessProfile(ctx: ProfileContext, input: EditBusinessProfileInput): Promise<BusinessProfileDetails> {
  const categoryIds = [...new Set(input.categoryArray)];
  // The numbers are the venue's one set (venue-contacts.ts): a field left out keeps it, since
  // the dashboard edits them at Profile → Contact details; the spec's callers may still send them.
  const whatsappPhoneNumber =
    input.WhatsappPhoneNumber === undefined
      ? undefined
      : normaliseContactNumber(input.WhatsappPhoneNumber, 'Enter a valid WhatsApp number');
  const businessNumber =
    input.businessNumber === undefined
      ? undefined
      : normaliseContactNumber(input.businessNumber, 'Enter a valid business number');
  await writePublicProfiles(ctx.db, async (tx) => {
    // The row lock orders two editors of one venue, so each audit entry's "before" is true.
    const [locked] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, ctx.profile.id)).for('update');
    if (!locked) throw notFound(PROFILE_NOT_FOUND_MESSAGE);
    const before = await readDetails(tx, ctx.profile.id);
    const found = await tx
      .select({ id: businessCategories.id })
      .from(businessCategories)
      .where(and(inArray(businessCategories.id, categoryIds), visibleTo(ctx.caller.userId)));
    if (found.length !== categoryIds.length) throw badRequest(UNKNOWN_CATEGORY_MESSAGE);
    await tx
      .update(profiles)
      .set({
        name: input.name,
        image: input.image || null,
        gst: input.gst || null,
        fssaiLicence: input.fssaiLicence || null,
      })
      .where(eq(profiles.id, ctx.profile.id));
    await writeVenueContacts(tx, ctx.profile.id, { whatsappPhoneNumber, primaryNumber: businessNumber });
    await tx.delete(profileCategories).where(eq(profileCategories.profileId, ctx.profile.id));
    await tx.insert(profileCategories).values(categoryIds.map((categoryId) => ({ profileId: ctx.profile.id, categoryId })));
    const after = await readDetails(tx, ctx.profile.id);
    await recordAudit(tx, BUSINESS_DETAILS_EDITED, {
      profileId: ctx.profile.id,
      actorUserId: ctx.caller.userId,
      entityId: ctx.profile.id,
      before: before && stateOf(before),
      after: after && stateOf(after),
    });
  });
  return getBusinessProfileDetails(ctx);
}

/** Venue fields the link page's editor also edits (basic details). */
export interface VenueFieldChanges {
  name?: string;
}

/**
 * Applies link-page edits to the profile row, inside the caller's transaction, which must be
 * `writePublicProfiles`'s (guest pages keep these fields in memory).
 */
export async function updateVenueFields(tx: Db, profileId: string, changes: VenueFieldChanges): Promise<void> {
  if (changes.name === undefined) return;
  await tx.update(profiles).set({ name: changes.name }).where(eq(profiles.id, profileId));
}
