import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Profile } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { businessCategories, profileCategories, profileMembers, profiles } from '../../db/schema/index.ts';
import { readOpeningHoursOf } from '../opening-hours/opening-hours.service.ts';

type ProfileRow = typeof profiles.$inferSelect;

/**
 * The dashboard's Profile shape (spec §3) for rows the caller is a member of: both `_id` and
 * `profileId` carry the id, categories come with their names, `role` is the caller's.
 */
async function toProfiles(db: Db, rows: Array<{ profile: ProfileRow; role: string }>): Promise<Profile[]> {
  if (rows.length === 0) return [];
  const categories = await db
    .select({ profileId: profileCategories.profileId, id: businessCategories.id, name: businessCategories.name })
    .from(profileCategories)
    .innerJoin(businessCategories, eq(businessCategories.id, profileCategories.categoryId))
    .where(
      inArray(
        profileCategories.profileId,
        rows.map((row) => row.profile.id),
      ),
    )
    .orderBy(asc(businessCategories.name));
  // Spec §3 `operationalHours`: the venue's one set of hours (modules/opening-hours).
  const hours = await readOpeningHoursOf(
    db,
    rows.map((row) => row.profile.id),
  );
  return rows.map(({ profile, role }) => ({
    _id: profile.id,
    profileId: profile.id,
    name: profile.name,
    userName: profile.userName,
    image: profile.image || null,
    profileType: profile.profileType,
    // Subscribed services and a connected restaurant belong to the billing and reservations
    // modules; a profile starts with neither.
    services: [],
    associatedCategories: categories
      .filter((category) => category.profileId === profile.id)
      .map(({ id, name }) => ({ _id: id, name })),
    hasConnectedRestaurant: false,
    operationalHours: hours.get(profile.id) ?? null,
    timeZone: profile.timeZone,
    role,
  }));
}

/** Every profile the user is a member of (oldest first), optionally business ones only. */
export async function loadProfilesOf(db: Db, userId: string, options: { businessOnly: boolean }): Promise<Profile[]> {
  const rows = await db
    .select({ profile: profiles, role: profileMembers.role })
    .from(profileMembers)
    .innerJoin(profiles, eq(profiles.id, profileMembers.profileId))
    .where(and(eq(profileMembers.userId, userId), options.businessOnly ? eq(profiles.profileType, 'business') : undefined))
    .orderBy(asc(profiles.createdAt), asc(profiles.id));
  return toProfiles(db, rows);
}

/** One profile as its member `userId` sees it. */
export async function loadProfileOf(db: Db, userId: string, profileId: string): Promise<Profile | null> {
  const rows = await db
    .select({ profile: profiles, role: profileMembers.role })
    .from(profileMembers)
    .innerJoin(profiles, eq(profiles.id, profileMembers.profileId))
    .where(and(eq(profileMembers.userId, userId), eq(profileMembers.profileId, profileId)))
    .limit(1);
  return (await toProfiles(db, rows))[0] ?? null;
}
