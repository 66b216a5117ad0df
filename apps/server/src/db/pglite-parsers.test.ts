import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trimParserTable } from './pglite-parsers.ts';

/** A row of the types our tables and queries return, parsed as PGlite parses them. */
const ROW = `select true as yes, 42::int4 as small, 9007199254740991::int8 as big, 1.5::float8 as ratio,
  '{"a":[1,2]}'::jsonb as doc, '[1,2]'::json as list, 'text'::text as words, '{1,2}'::int4[] as ints,
  '{true,false}'::bool[] as flags, array['{"b":1}'::jsonb] as docs, '2026-11-23 10:00:00+00'::timestamptz as at,
  '2026-11-23'::date as day, array['2026-11-23 10:00:00+00'::timestamptz] as ats`;

describe('trimParserTable', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = new PGlite();
    await db.waitReady;
  });
  afterAll(() => db.close());

  it('keeps the types and arrays of parsed types, drops the catalogue row types, and parses rows as before', async () => {
    const before = Object.keys(db.parsers).length;
    const {
      rows: [untrimmed],
    } = await db.query(ROW);
    await trimParserTable(db);
    const after = Object.keys(db.parsers).length;
    // ~316 before: one per array type of the catalogue; the copy per query is what this removes.
    expect(before).toBeGreaterThan(250);
    expect(after).toBeLessThan(100);
    const {
      rows: [trimmed],
    } = await db.query(ROW);
    expect(trimmed).toEqual(untrimmed);
    expect(trimmed).toMatchObject({
      yes: true,
      small: 42,
      ratio: 1.5,
      doc: { a: [1, 2] },
      ints: [1, 2],
      flags: [true, false],
      docs: [{ b: 1 }],
    });
  });
});
