import { or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * Erasure (DPDP Act 2023) looks for a guest's number in stored text and JSON in the two forms
 * the platform writes it: E.164 digits (`919876543210`, also inside `+919876543210`) and the
 * national ten digits a person types. Messages never store it formatted with spaces.
 */

/** The strings a number leaves in stored text. */
export function phoneTraces(digits: string): string[] {
  return [...new Set([digits, digits.slice(-10)])].filter((trace) => trace.length >= 8);
}

/** Whether a text or JSON column mentions any of the traces. */
export function mentionsAny(column: AnyPgColumn, traces: string[]): SQL {
  return or(...traces.map((trace) => sql`strpos(${column}::text, ${trace}) > 0`))!;
}

/** A text column with every trace cut out. */
export function textWithout(column: AnyPgColumn, traces: string[]): SQL {
  let text: SQL = sql`${column}`;
  for (const trace of traces) text = sql`replace(${text}, ${trace}, '')`;
  return text;
}

/** A JSON column with every trace cut out of its text (digits only ever sit inside JSON strings). */
export function jsonWithout(column: AnyPgColumn, traces: string[]): SQL {
  let text: SQL = sql`${column}::text`;
  for (const trace of traces) text = sql`replace(${text}, ${trace}, '')`;
  return sql`(${text})::jsonb`;
}
