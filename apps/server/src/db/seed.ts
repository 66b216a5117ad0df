import { and, eq, inArray, sql } from 'drizzle-orm';
import { OWNER_FLAGS } from '@venue/shared';
import { newId } from '../lib/ids.ts';
import type { Db } from './client.ts';
import { businessCategories, profileCategories, profileMembers, profiles, users } from './schema/index.ts';

/** The demo venue `npm start` shows (issue #2: "seeds a demo venue (owner with a test phone number and code, a small menu)"). */
export const DEMO = {
  owner: { phone: '919000000001', name: 'Asha Verma' },
  profile: { userName: 'spice-route', name: 'Spice Route Kitchen' },
  categories: ['Restaurant', 'Fine Dining'],
} as const;

export interface SeedDemoOptions {
  /**
   * Fills the venue's menu (the menu module's `seedDemoMenu`). Passed in by main.ts because
   * db/ imports no feature module (lint); it must be idempotent itself.
   */
  seedMenu?: (db: Db, profileId: string) => Promise<unknown>;
  /** Adds the venue's demo events (the events module's `seedDemoEvents`); idempotent too. */
  seedEvents?: (db: Db, profileId: string) => Promise<unknown>;
}

export interface SeedDemoResult {
  ownerUserId: string;
  profileId: string;
  /** False when the venue already existed (a restart on the same data). */
  createdProfile: boolean;
}

/**
 * Seeds the demo owner, venue, its categories and the owner's membership. Idempotent: every
 * row is found or created by its natural key, so a restart changes nothing, and a venue the
 * owner already edited keeps their edits. The owner's personal profile is made at their first
 * login, like everyone's.
 * @throws Error when `spice-route` belongs to someone other than the demo owner.
 */
export async function seedDemo(db: Db, options: SeedDemoOptions = {}): Promise<SeedDemoResult> {
  const result = await db.transaction(async (tx) => {
    await tx.insert(users).values({ id: newId(), phone: DEMO.owner.phone, name: DEMO.owner.name }).onConflictDoNothing();
    const [owner] = await tx.select().from(users).where(eq(users.phone, DEMO.owner.phone)).limit(1);
    if (!owner) throw new Error('Demo owner could not be created');
    if (!owner.name) await tx.update(users).set({ name: DEMO.owner.name }).where(eq(users.id, owner.id));

    const [found] = await tx
      .select()
      .from(profiles)
      .where(sql`lower(${profiles.userName}) = ${DEMO.profile.userName}`)
      .limit(1);
    if (found && found.ownerUserId !== owner.id) {
      throw new Error(`The username "${DEMO.profile.userName}" belongs to another account; the demo venue was not seeded.`);
    }
    const profileId = found?.id ?? newId();
    if (!found) {
      await tx.insert(profiles).values({
        id: profileId,
        userName: DEMO.profile.userName,
        name: DEMO.profile.name,
        profileType: 'business',
        ownerUserId: owner.id,
      });
    }
    await tx
      .insert(profileMembers)
      .values({ id: newId(), profileId, userId: owner.id, phone: owner.phone, role: 'owner', ...OWNER_FLAGS })
      .onConflictDoNothing();

    // The catalogue is seeded by the categories module at start; these two are made here too
    // so the seed stands on its own.
    await tx
      .insert(businessCategories)
      .values(DEMO.categories.map((name) => ({ id: newId(), name, isGlobal: true })))
      .onConflictDoNothing();
    const categoryRows = await tx
      .select({ id: businessCategories.id })
      .from(businessCategories)
      .where(
        and(
          eq(businessCategories.isGlobal, true),
          inArray(
            sql`lower(${businessCategories.name})`,
            DEMO.categories.map((name) => name.toLowerCase()),
          ),
        ),
      );
    if (!found) {
      await tx
        .insert(profileCategories)
        .values(categoryRows.map((row) => ({ profileId, categoryId: row.id })))
        .onConflictDoNothing();
    }
    return { ownerUserId: owner.id, profileId, createdProfile: !found };
  });
  if (options.seedMenu) await options.seedMenu(db, result.profileId);
  if (options.seedEvents) await options.seedEvents(db, result.profileId);
  return result;
}
