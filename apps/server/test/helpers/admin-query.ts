import pg from 'pg';

/** One statement on a PostgreSQL server outside any pool (create or drop a scratch database). */
export async function adminQuery(url: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}
