import { asc, sql } from 'drizzle-orm';
import type { BusinessCategory } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { businessCategories } from '../../db/schema/index.ts';
import type { UserContext } from '../../lib/context.ts';
import { newId } from '../../lib/ids.ts';

/**
 * Business categories a profile is filed under (spec §5: 1–3 per business profile). One
 * catalogue shared by every venue: a sensible Indian hospitality list seeded at start, plus
 * whatever owners create from the "Select Categories" search (spec §5: "A category not found
 * may be created from the typed, trimmed, non-empty text").
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

type CategoryRow = typeof businessCategories.$inferSelect;

const toCategory = (row: CategoryRow): BusinessCategory => ({ _id: row.id, id: row.id, uuid: row.id, name: row.name });

/**
 * Adds the default categories that are missing (any case). Idempotent and safe to run on
 * every start, by several processes at once: the unique index on lower(name) decides.
 */
export async function seedBusinessCategories(db: Db): Promise<void> {
  await db
    .insert(businessCategories)
    .values(DEFAULT_BUSINESS_CATEGORIES.map((name) => ({ id: newId(), name })))
    .onConflictDoNothing();
}

/**
 * Case-insensitive substring search over the names (an empty query lists the catalogue).
 * Exact matches come first, then names starting with the query, then the rest, each
 * alphabetical. `matched` is the category whose name equals the query, ignoring case.
 */
export async function searchBusinessCategories(ctx: UserContext, query: { name: string }) {
  const name = normaliseName(query.name);
  const needle = name.toLowerCase();
  const pattern = `%${escapeLike(needle)}%`;
  const rows = await ctx.db
    .select()
    .from(businessCategories)
    .where(needle ? sql`lower(${businessCategories.name}) like ${pattern} escape '\\'` : undefined)
    .orderBy(
      sql`case when lower(${businessCategories.name}) = ${needle} then 0 when lower(${businessCategories.name}) like ${`${escapeLike(needle)}%`} escape '\\' then 1 else 2 end`,
      asc(sql`lower(${businessCategories.name})`),
    )
    .limit(CATEGORY_SEARCH_LIMIT);
  const exact = needle ? rows.find((row) => row.name.toLowerCase() === needle) : undefined;
  return { categories: rows.map(toCategory), matched: exact ? toCategory(exact) : null };
}

/**
 * Creates a category, or answers the existing one when the name exists in any case, so two
 * owners typing "cafe" and "Cafe" file under the same category. Safe under concurrent calls.
 */
export async function createBusinessCategory(ctx: UserContext, input: { name: string }): Promise<BusinessCategory> {
  const name = normaliseName(input.name);
  const existing = await findByName(ctx.db, name);
  if (existing) return toCategory(existing);
  const [created] = await ctx.db
    .insert(businessCategories)
    .values({ id: newId(), name, createdBy: ctx.caller.userId })
    .onConflictDoNothing()
    .returning();
  if (created) return toCategory(created);
  // Another request created the same name between our read and our insert.
  const winner = await findByName(ctx.db, name);
  if (!winner) throw new Error(`Category "${name}" vanished after a conflicting insert`);
  return toCategory(winner);
}

async function findByName(db: Db, name: string): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(businessCategories)
    .where(sql`lower(${businessCategories.name}) = ${name.toLowerCase()}`)
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
