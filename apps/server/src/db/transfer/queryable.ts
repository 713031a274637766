export type Log = (level: "info" | "warn" | "error", message: string) => void;

/**
 * All that copying needs from a database: run one statement, get its rows. A `pg` client and a PGlite
 * instance both fit, so reading an old PGlite directory and reading a PostgreSQL server share one path.
 * Callers select only text (or casts to text) so that both drivers hand back the same JS values.
 */
export type Queryable = { query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]> };

/** Anything with a `query(text, params) → {rows}` method: pg.Client, pg.PoolClient, PGlite. */
type RowsClient = { query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }> };

export function queryable(client: RowsClient): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      return (await client.query(sql, params)).rows as T[];
    },
  };
}

/** Quotes an identifier for SQL (doubling embedded quotes), e.g. a table name read from the catalog. */
export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

export const tableRef = (table: string) => `"public".${ident(table)}`;

/**
 * Session settings of both ends of a copy, so that every value's text form is unambiguous and exact:
 * UTC and ISO dates (timestamps print with an explicit offset), hex bytea, shortest-exact floats, ISO
 * intervals, and no timeouts a DATABASE_URL role may carry (a large table can take a while).
 */
export async function prepareSession(q: Queryable): Promise<void> {
  for (const statement of [
    "set timezone = 'UTC'",
    "set datestyle = 'ISO, YMD'",
    "set intervalstyle = 'iso_8601'",
    "set bytea_output = 'hex'",
    "set extra_float_digits = 1",
    "set statement_timeout = 0",
    "set idle_in_transaction_session_timeout = 0",
  ])
    await q.query(statement);
}

/** Runs `work` in a transaction on `q`, rolling back if it throws. */
export async function inTransaction<T>(q: Queryable, begin: string, work: () => Promise<T>): Promise<T> {
  await q.query(begin);
  try {
    const result = await work();
    await q.query("commit");
    return result;
  } catch (err) {
    await q.query("rollback").catch(() => {});
    throw err;
  }
}

/** A consistent view of every table at once, even while a server keeps writing (backups of a live instance). */
export const SNAPSHOT = "begin isolation level repeatable read read only";
