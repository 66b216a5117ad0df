import { sql } from 'drizzle-orm';
import { check, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A CHECK that an enum-like text column holds one of `values`: the database refuses what the
 * code never writes, whatever a buggy query or a hand edit sends. Values are our own constants.
 */
export const oneOf = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, sql`${column} in (${sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '))})`);

/** `publish` is 1 (visible) or 0 (hidden), spec §3. */
export const publishFlag = (name: string, column: AnyPgColumn) => check(name, sql`${column} in (0, 1)`);
