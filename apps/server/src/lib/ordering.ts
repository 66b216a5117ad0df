import { and, asc, eq, max, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/**
 * Ordering for every sortable entity (menu categories, subcategories, items, home images, and
 * whatever a venue reorders next): positions are 1..n within a scope of one venue, a new row
 * goes last (spec §3 "a new one = count+1"), a delete renumbers, and a drag is applied only when
 * the client's "before" list is still the stored one (else someone else changed it: 409).
 * Each function runs in the caller's transaction; the caller takes the lock that serialises
 * writes to the scope first (the menu takes its menu row's).
 */
export interface PositionedTable {
  table: PgTable;
  id: PgColumn;
  /** The venue column: every statement here is scoped by it. */
  profileId: PgColumn;
  position: PgColumn;
}

/** The next position in a scope of the venue: count+1 for a dense scope. */
export async function nextPosition(tx: Db, target: PositionedTable, profileId: string, scope?: SQL): Promise<number> {
  const rows = await tx
    .select({ top: max(target.position) })
    .from(target.table)
    .where(and(eq(target.profileId, profileId), scope));
  return Number(rows[0]?.top ?? 0) + 1;
}

/** The ids of a scope of the venue in their stored order. */
export async function storedOrder(tx: Db, target: PositionedTable, profileId: string, scope?: SQL): Promise<string[]> {
  const rows = await tx
    .select({ id: target.id })
    .from(target.table)
    .where(and(eq(target.profileId, profileId), scope))
    .orderBy(asc(target.position), asc(target.id));
  return rows.map((row) => String(row.id));
}

/** Renumbers a scope of the venue 1..n in its current order, so positions stay dense after a delete. */
export async function renumber(tx: Db, target: PositionedTable, profileId: string, scope?: SQL): Promise<void> {
  await applyOrder(tx, target, profileId, await storedOrder(tx, target, profileId, scope));
}

/**
 * Sets position = index+1 for the given ids of the venue in ONE statement (a 500-item
 * subcategory would otherwise cost 500 round trips inside the transaction). Ids of another
 * venue are not touched.
 */
export async function applyOrder(tx: Db, target: PositionedTable, profileId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const values = sql.join(
    ids.map((id, index) => sql`(${id}::text, ${index + 1}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${target.table} as t set position = v.position from (values ${values}) as v(id, position) where t.id = v.id and t.profile_id = ${profileId} and t.position is distinct from v.position`,
  );
}

/** True when both lists hold exactly the same ids in the same order. */
export function sameOrder(left: string[], right: string[]): boolean {
  return left.length === right.length && left.every((id, index) => id === right[index]);
}

/** True when `candidate` holds every id of `reference` exactly once, in any order. */
export function isPermutation(reference: string[], candidate: string[]): boolean {
  if (reference.length !== candidate.length) return false;
  const remaining = new Set(reference);
  for (const id of candidate) {
    if (!remaining.delete(id)) return false;
  }
  return remaining.size === 0;
}

/**
 * A drag: when `before` is still the stored order of the scope and `after` a permutation of
 * it, stores `after` (positions index+1) and answers true; otherwise changes nothing and
 * answers false, for the caller to refuse with its own 409 message.
 */
export async function reorderScope(
  tx: Db,
  target: PositionedTable,
  profileId: string,
  scope: SQL | undefined,
  drag: { before: string[] | null; after: string[] },
): Promise<boolean> {
  const stored = await storedOrder(tx, target, profileId, scope);
  if (stored.length === 0) return false;
  if (drag.before && !sameOrder(stored, drag.before)) return false;
  if (!isPermutation(stored, drag.after)) return false;
  await applyOrder(tx, target, profileId, drag.after);
  return true;
}
