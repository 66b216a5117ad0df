import type { PGlite } from '@electric-sql/pglite';

type ParserTable = PGlite['parsers'];

/*
 * PGlite copies its whole table of result parsers into every query's result handling (an object
 * spread per query). On start it adds one parser per array type of the catalogue, ~250 of them,
 * most for arrays of system row types no query of ours returns: the copy then cost ~0.24 ms of
 * the ~0.5 ms a small query takes, the largest single cost of a booking or a menu edit on the
 * embedded database (issue 14). We keep the parsers of the types themselves and of the arrays
 * of parsed types (bool[], int4[], jsonb[], ...), and let the rest arrive as text, as a type
 * without a parser does; drizzle parses the arrays of its own array columns from text.
 */

/** Shrinks `client.parsers` to the types results can hold; call once, after `waitReady`. */
export async function trimParserTable(client: PGlite): Promise<void> {
  const table = client.parsers;
  const { rows } = await client.query<{ oid: number; elem: number }>(
    "select oid::int as oid, typelem::int as elem from pg_catalog.pg_type where typcategory = 'A'",
  );
  const elementOf = new Map(rows.map((row) => [row.oid, row.elem]));
  const kept: ParserTable = {};
  for (const [key, parser] of Object.entries(table)) {
    const oid = Number(key);
    const element = elementOf.get(oid);
    // A type itself, or an array of a type that has a parser of its own.
    if (element === undefined || (!elementOf.has(element) && table[element] !== undefined)) kept[oid] = parser;
  }
  client.parsers = kept;
}
