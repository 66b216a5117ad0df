import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { OWNER_FLAGS, UserNameSchema, type CreateProfileRequestSchema, type Profile } from '@venue/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { businessCategories, profileCategories, profileMembers, profiles } from '../../db/schema/index.ts';
import type { UserContext } from '../../lib/context.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { normaliseContactNumber } from './contact-number.ts';
import { loadProfileOf, loadProfilesOf } from './profile-view.ts';
import { withPrimaryNumber } from './venue-contacts.ts';
import { visibleTo } from '../categories/categories.service.ts';

export type CreateProfileInput = z.output<typeof CreateProfileRequestSchema>;

/** Any context that can reach the database (a transaction included). */
type DbContext = { db: Db };

export const USERNAME_TAKEN_MESSAGE = 'Username not available';
export const UNKNOWN_CATEGORY_MESSAGE = 'One or more selected categories no longer exist. Please choose them again.';

const usernameTaken = () => new AppError('USERNAME_TAKEN', USERNAME_TAKEN_MESSAGE);

async function isUserNameTaken(db: Db, userName: string): Promise<boolean> {
  // Matches the case-insensitive unique index profiles_user_name_idx.
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.userName}) = lower(${userName})`)
    .limit(1);
  return rows.length > 0;
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Whether `userName` could be taken now. A name the create form would refuse (too short,
 * bad characters) is simply unavailable, so the UI needs one answer only.
 */
export async function isUserNameAvailable(ctx: DbContext, userName: string): Promise<boolean> {
  const parsed = UserNameSchema.safeParse(userName);
  if (!parsed.success) return false;
  return !(await isUserNameTaken(ctx.db, parsed.data));
}

/**
 * The personal profile every user gets at first login (spec §1, issue #2), owned by them
 * with every right. Its username is built from the number's last four digits only, so the
 * public username does not give the phone number away; a random suffix settles clashes.
 */
export async function createPersonalProfile(
  ctx: DbContext,
  owner: { userId: string; phone: string; name: string | null; now: Date },
): Promise<{ id: string; userName: string }> {
  const base = `user-${owner.phone.slice(-4)}`;
  let userName = base;
  for (let attempt = 0; await isUserNameTaken(ctx.db, userName); attempt += 1) {
    if (attempt >= 10) throw new Error('Could not find a free username for a personal profile');
    userName = `${base}-${randomBytes(3).toString('hex')}`;
  }
  const id = newId();
  await ctx.db.insert(profiles).values({
    id,
    userName,
    name: owner.name?.trim() || 'Personal',
    profileType: 'personal',
    ownerUserId: owner.userId,
    createdAt: owner.now,
  });
  await ctx.db.insert(profileMembers).values({
    id: newId(),
    profileId: id,
    userId: owner.userId,
    phone: owner.phone,
    role: 'owner',
    ...OWNER_FLAGS,
    createdAt: owner.now,
    updatedAt: owner.now,
  });
  return { id, userName };
}

/** The user's own personal profile (the first one, if they made more). */
export async function findPersonalProfile(ctx: DbContext, userId: string): Promise<{ id: string; userName: string } | null> {
  const rows = await ctx.db
    .select({ id: profiles.id, userName: profiles.userName })
    .from(profiles)
    .where(and(eq(profiles.ownerUserId, userId), eq(profiles.profileType, 'personal')))
    .orderBy(asc(profiles.createdAt), asc(profiles.id))
    .limit(1);
  return rows[0] ?? null;
}

/** `associatedProfiles` of the login answer: every membership with its role. */
export async function listMemberships(ctx: DbContext, userId: string): Promise<Array<{ profileId: string; role: string }>> {
  return ctx.db
    .select({ profileId: profileMembers.profileId, role: profileMembers.role })
    .from(profileMembers)
    .where(eq(profileMembers.userId, userId))
    .orderBy(asc(profileMembers.createdAt), asc(profileMembers.profileId));
}

/** Every profile the user belongs to, personal and business (`socialProfiles`). */
export async function listProfiles(ctx: DbContext, userId: string): Promise<Profile[]> {
  return loadProfilesOf(ctx.db, userId, { businessOnly: false });
}

/** The business profiles the user belongs to (`businessUserProfiles/`, login's `businessProfiles`). */
export async function listBusinessProfiles(ctx: DbContext, userId: string): Promise<Profile[]> {
  return loadProfilesOf(ctx.db, userId, { businessOnly: true });
}

/**
 * Creates a personal or business profile with the caller as its owner (spec §5), in one
 * transaction: the profile, its 1–3 categories (business only) and the owner membership.
 * @throws AppError 400 for an unknown category or a bad contact number; 409 USERNAME_TAKEN
 */
export async function createSocialProfile(ctx: UserContext, input: CreateProfileInput): Promise<Profile> {
  const isBusiness = input.profileType === 'business';
  // The create-profile payload's categories are for business profiles only (spec §3).
  const categoryIds = isBusiness ? [...new Set(input.categoryArray)] : [];
  const whatsappPhoneNumber = normaliseContactNumber(input.WhatsappPhoneNumber, 'Enter a valid WhatsApp number');
  const businessNumber = normaliseContactNumber(input.businessNumber, 'Enter a valid business number');

  if (await isUserNameTaken(ctx.db, input.userName)) throw usernameTaken();
  const id = newId();
  try {
    await ctx.db.transaction(async (tx) => {
      if (categoryIds.length > 0) {
        const found = await tx
          .select({ id: businessCategories.id })
          .from(businessCategories)
          .where(and(inArray(businessCategories.id, categoryIds), visibleTo(ctx.caller.userId)));
        if (found.length !== categoryIds.length) throw badRequest(UNKNOWN_CATEGORY_MESSAGE);
      }
      await tx.insert(profiles).values({
        id,
        userName: input.userName,
        name: input.name,
        profileType: input.profileType,
        image: input.image || null,
        whatsappPhoneNumber,
        contactNumbers: withPrimaryNumber([], businessNumber),
        gst: input.gst || null,
        timeZone: input.timeZone,
        ownerUserId: ctx.caller.userId,
      });
      if (categoryIds.length > 0) {
        await tx.insert(profileCategories).values(categoryIds.map((categoryId) => ({ profileId: id, categoryId })));
      }
      await tx.insert(profileMembers).values({
        id: newId(),
        profileId: id,
        userId: ctx.caller.userId,
        phone: ctx.caller.phone,
        role: 'owner',
        ...OWNER_FLAGS,
      });
    });
  } catch (error) {
    // Two people racing for one name: the unique index decides, the loser hears it plainly.
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
  const created = await loadProfileOf(ctx.db, ctx.caller.userId, id);
  if (!created) throw new Error(`profile ${id} vanished right after creation`);
  ctx.log.info({ profileId: id, profileType: input.profileType }, 'profile created');
  return created;
}

export {
  findProfileById,
  findProfileByUserName,
  listVenueAddresses,
  lookUpPublicProfile,
  writePublicProfiles,
  type PublicProfileRow,
} from './public-profiles.ts';
export { editBusinessProfile, getBusinessProfileDetails, updateVenueFields, type VenueFieldChanges } from './business-profile.ts';
export { normaliseContactNumber } from './contact-number.ts';
export {
  primaryNumberOf,
  readVenueContacts,
  writeVenueContacts,
  type VenueContactChanges,
  type VenueContacts,
} from './venue-contacts.ts';
