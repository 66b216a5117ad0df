import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { MEDIA_QUOTA_BYTES_PER_PROFILE, MEDIA_QUOTA_BYTES_PER_USER } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { mediaObjects, profiles, users } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';

/**
 * Who owns a stored file (docs/decisions/0010): the active venue for the menu calls, the
 * uploader for the upload call, which belongs to no venue.
 */
export type MediaOwner = { profileId: string } | { userId: string };

export function ownerOf(ctx: ServiceContext): MediaOwner {
  if (ctx.profile) return { profileId: ctx.profile.id };
  if (ctx.caller) return { userId: ctx.caller.userId };
  throw new Error('Media needs an owner: a caller or an active profile');
}

const MB = 1024 * 1024;

export const quotaMessageOf = (owner: MediaOwner) =>
  'profileId' in owner
    ? `This venue's photos and videos have used all of their ${MEDIA_QUOTA_BYTES_PER_PROFILE / MB} MB. Delete some you no longer use, then try again.`
    : `Your uploads have used all of their ${MEDIA_QUOTA_BYTES_PER_USER / MB} MB. Please contact support to make room.`;

const ownedBy = (owner: MediaOwner) =>
  'profileId' in owner
    ? eq(mediaObjects.profileId, owner.profileId)
    : and(isNull(mediaObjects.profileId), eq(mediaObjects.userId, owner.userId));

/**
 * Records a file about to be stored, within the owner's quota. The owner's row is locked for
 * the check, so two uploads at once cannot both take the last free megabytes.
 * @throws AppError BUSINESS_RULE (422) when the file would pass the quota.
 */
export async function recordMediaObject(
  db: Db,
  owner: MediaOwner,
  object: { path: string; bytes: number; mediaType: 'image' | 'video' },
): Promise<void> {
  await db.transaction(async (tx) => {
    if ('profileId' in owner) {
      await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, owner.profileId)).for('update');
    } else {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.userId)).for('update');
    }
    const [used] = await tx
      .select({ bytes: sql<string>`coalesce(sum(${mediaObjects.bytes}), 0)` })
      .from(mediaObjects)
      .where(ownedBy(owner));
    const quota = 'profileId' in owner ? MEDIA_QUOTA_BYTES_PER_PROFILE : MEDIA_QUOTA_BYTES_PER_USER;
    if (Number(used?.bytes ?? 0) + object.bytes > quota) throw new AppError('BUSINESS_RULE', quotaMessageOf(owner));
    await tx.insert(mediaObjects).values({
      id: newId(),
      profileId: 'profileId' in owner ? owner.profileId : null,
      userId: 'userId' in owner ? owner.userId : null,
      ...object,
    });
  });
}

/** The relative paths of every file a venue owns. */
export async function ownedMediaPaths(db: Db, profileId: string): Promise<Set<string>> {
  const rows = await db.select({ path: mediaObjects.path }).from(mediaObjects).where(eq(mediaObjects.profileId, profileId));
  return new Set(rows.map((row) => row.path));
}

/**
 * Whether a venue's rows still show a stored path: an SQL condition, from the module that owns
 * those rows. Each module whose rows point at media registers one (the menu does), so the media
 * module never reads another module's tables.
 */
export type MediaReferenceCheck = (profileId: string, path: string) => SQL;

const referenceChecks: MediaReferenceCheck[] = [];

/** Registers a module's "still shown" condition; see `MediaReferenceCheck`. */
export function addMediaReferences(check: MediaReferenceCheck): void {
  referenceChecks.push(check);
}

/**
 * Forgets `path` if `owner` owns it and none of the venue's rows still shows it (a spreadsheet
 * may give two items the same photo); returns whether the file may now be removed. A path the
 * owner does not own is never forgotten, so no call can delete another venue's file.
 */
export async function forgetMediaObject(db: Db, owner: MediaOwner, path: string): Promise<boolean> {
  const profileId = 'profileId' in owner ? owner.profileId : null;
  const stillShown =
    profileId && referenceChecks.length > 0
      ? sql.join(
          referenceChecks.map((check) => sql`(${check(profileId, path)})`),
          sql` or `,
        )
      : sql`false`;
  const removed = await db
    .delete(mediaObjects)
    .where(and(ownedBy(owner), eq(mediaObjects.path, path), sql`not ${stillShown}`))
    .returning({ path: mediaObjects.path });
  return removed.length > 0;
}

/** Forgets a record whose file could not be written, so it does not count against the quota. */
export async function dropMediaObject(db: Db, path: string): Promise<void> {
  await db.delete(mediaObjects).where(eq(mediaObjects.path, path));
}
