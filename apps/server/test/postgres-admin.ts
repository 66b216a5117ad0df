/** Test databases on a PostgreSQL server: created and dropped by name. */

/** The server URL `url` naming `database` instead. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** One statement on the server at `url` (create or drop a test database). */
export async function adminQuery(url: string, sql: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
