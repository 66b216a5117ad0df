import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { BusinessCategory } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { businessCategories, profileCategories, profileMembers } from '../../db/schema/index.ts';
import type { UserContext } from '../../lib/context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { enforceRateLimit, type RateLimiter } from '../../lib/rate-limiter.ts';

/**
 * Business categories a profile is filed under (spec §5: 1–3 per business profile). A global
 * list, a sensible Indian hospitality one seeded at start, plus what owners create from the
 * "Select Categories" search (spec §5: "A category not found may be created from the typed,
 * trimmed, non-empty text"). A created category is private to its creator (and to the members
 * of profiles filed under it) until a super-admin promotes it, so no user can fill every
 * other venue's picker (issue 16).
 */

export const DEFAULT_BUSINESS_CATEGORIES = [
  'Restaurant',
  'Cafe',
  'Bar',
  'Bakery',
  'Cloud Kitchen',
  'Fine Dining',
  'Quick Service',
  'Pub',
  'Brewery',
  'Lounge',
  'Dessert Parlour',
  'Ice Cream Parlour',
  'Juice Bar',
  'Food Truck',
  'Sweet Shop',
  'Dhaba',
  'Banquet Hall',
  'Caterer',
  'Tea House',
  'Coffee Roaster',
  'Nightclub',
  'Rooftop',
  'Pizzeria',
  'Biryani House',
] as const;

/** Enough for any picker; the catalogue is searched, not paged. */
export const CATEGORY_SEARCH_LIMIT = 100;

/** New categories one user may create: a venue needs at most three, so this is generous. */
export const CATEGORY_CREATES_PER_HOUR = 10;

type CategoryRow = typeof businessCategories.$inferSelect;

const toCategory = (row: CategoryRow): BusinessCategory => ({ _id: row.id, id: row.id, uuid: row.id, name: row.name });

/**
 * Adds the default categories that are missing (any case). Idempotent and safe to run on
 * every start, by several processes at once: the unique index on lower(name) decides.
 */
export async function seedBusinessCategories(db: Db): Promise<void> {
  await db
    .insert(businessCategories)
    .values(DEFAULT_BUSINESS_CATEGORIES.map((name) => ({ id: newId(), name, isGlobal: true })))
    .onConflictDoNothing();
}

/**
 * The categories a user may see and pick: the global ones, their own, and those of the
 * profiles they are a member of.
 */
export function visibleTo(userId: string): SQL {
  return or(
    eq(businessCategories.isGlobal, true),
    eq(businessCategories.createdBy, userId),
    sql`${businessCategories.id} in (select ${profileCategories.categoryId} from ${profileCategories}
      inner join ${profileMembers} on ${profileMembers.profileId} = ${profileCategories.profileId}
      where ${profileMembers.userId} = ${userId})`,
  )!;
}

/**
 * Case-insensitive substring search over the names the caller may see (an empty query lists
 * them all). Exact matches come first, then names starting with the query, then the rest, each
 * alphabetical. `matched` is the category whose name equals the query, ignoring case.
 */
export async function searchBusinessCategories(ctx: UserContext, query: { name: string }) {
  const name = normaliseName(query.name);
  const needle = name.toLowerCase();
  const pattern = `%${escapeLike(needle)}%`;
  const rows = await ctx.db
    .select()
    .from(businessCategories)
    .where(
      and(visibleTo(ctx.caller.userId), needle ? sql`lower(${businessCategories.name}) like ${pattern} escape '\\'` : undefined),
    )
    .orderBy(
      sql`case when lower(${businessCategories.name}) = ${needle} then 0 when lower(${businessCategories.name}) like ${`${escapeLike(needle)}%`} escape '\\' then 1 else 2 end`,
      asc(sql`lower(${businessCategories.name})`),
    )
    .limit(CATEGORY_SEARCH_LIMIT);
  const exact = needle ? rows.find((row) => row.name.toLowerCase() === needle) : undefined;
  return { categories: rows.map(toCategory), matched: exact ? toCategory(exact) : null };
}

/**
 * Creates a category private to the caller, or answers the one they can already see under that
 * name in any case, so an owner typing "cafe" files under the global "Cafe". Safe under
 * concurrent calls.
 * @throws AppError 429 RATE_LIMITED after CATEGORY_CREATES_PER_HOUR new categories in an hour
 */
export async function createBusinessCategory(
  ctx: UserContext,
  deps: { rateLimiter: RateLimiter },
  input: { name: string },
): Promise<BusinessCategory> {
  const name = normaliseName(input.name);
  const existing = await findVisibleByName(ctx.db, ctx.caller.userId, name);
  if (existing) return toCategory(existing);
  await enforceRateLimit(
    deps.rateLimiter,
    { key: `category-create:${ctx.caller.userId}`, limit: CATEGORY_CREATES_PER_HOUR, windowSeconds: 3600 },
    (wait) => `You have added many categories in a short time. Try again in ${wait}.`,
  );
  const [created] = await ctx.db
    .insert(businessCategories)
    .values({ id: newId(), name, createdBy: ctx.caller.userId, isGlobal: false })
    .onConflictDoNothing()
    .returning();
  if (created) return toCategory(created);
  // Another request of the same caller created the same name between our read and our insert.
  const winner = await findVisibleByName(ctx.db, ctx.caller.userId, name);
  if (!winner) throw new Error(`Category "${name}" vanished after a conflicting insert`);
  return toCategory(winner);
}

/**
 * Makes a private category global (super-admins only), so every user sees it. Promoting a
 * global one changes nothing.
 * @throws AppError 404 unknown category; 409 when a global category already has that name
 */
export async function promoteBusinessCategory(ctx: UserContext, input: { _id: string }): Promise<BusinessCategory> {
  const [row] = await ctx.db.select().from(businessCategories).where(eq(businessCategories.id, input._id)).limit(1);
  if (!row) throw notFound('Category not found');
  if (row.isGlobal) return toCategory(row);
  const taken = conflict(`The shared list already has a category named "${row.name}"`);
  const [clash] = await ctx.db
    .select({ id: businessCategories.id })
    .from(businessCategories)
    .where(and(eq(businessCategories.isGlobal, true), sql`lower(${businessCategories.name}) = ${row.name.toLowerCase()}`))
    .limit(1);
  if (clash) throw taken;
  let promoted: CategoryRow | undefined;
  try {
    [promoted] = await ctx.db
      .update(businessCategories)
      .set({ isGlobal: true })
      .where(eq(businessCategories.id, row.id))
      .returning();
  } catch (error) {
    // A same-named category was promoted at the same moment: the global name index decides.
    const code =
      (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if (code === '23505') throw taken;
    throw error;
  }
  if (!promoted) throw notFound('Category not found');
  ctx.log.info({ categoryId: row.id, by: ctx.caller.userId }, 'business category promoted');
  return toCategory(promoted);
}

/** Prefers the global category over the caller's own of the same name. */
async function findVisibleByName(db: Db, userId: string, name: string): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(businessCategories)
    .where(and(visibleTo(userId), sql`lower(${businessCategories.name}) = ${name.toLowerCase()}`))
    .orderBy(sql`${businessCategories.isGlobal} desc`)
    .limit(1);
  return row;
}

/** Trimmed, inner runs of whitespace collapsed: "  Cloud   Kitchen " is "Cloud Kitchen". */
function normaliseName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
