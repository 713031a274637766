import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { pipelineTransactions } from "./pipelined-transaction";
import * as schema from "./schema";

export type Schema = typeof schema;
/** Both drivers expose the same Postgres dialect; code above this file never knows which one it has. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type Database = {
  db: Db;
  /** "pglite" only when reading an old PGlite data directory to move it to PostgreSQL. */
  kind: "pglite" | "postgres";
  /** The connection URL (null on PGlite): child processes and tools reach the same database with it. */
  url: string | null;
  /** The raw pg pool when on PostgreSQL (LISTEN/NOTIFY needs its own connection). */
  pool: pg.Pool | null;
  /**
   * LISTEN on a channel; NOTIFY is delivered only when the notifying transaction commits. `onConnection`
   * hears when the listening connection drops (false) and is back (true): what was notified meanwhile is lost.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onConnection?: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * The planner's price of reading a page out of order, against 1 for the next page in sequence. The
 * default (4) was set for spinning disks; on SSDs and in memory the two cost about the same, and at 4 the
 * planner chose to scan a project's whole issues table (every row, description and all) over reading its
 * list index alone, which took twice as long for a list's group counts.
 */
const RANDOM_PAGE_COST = 1.1;
/**
 * Settings of every pooled PostgreSQL session. JIT compiles plans of "expensive" queries (a count over a
 * big project) and costs more than it saves here. Parallel workers are off: a list's statements already
 * run side by side and requests run concurrently, and a count of a 100,000-issue project split over two
 * workers reading one index took 193 ms where one process takes a fraction of that (bench/list-api.ts).
 */
export const SESSION_SETTINGS = `-c jit=off -c random_page_cost=${RANDOM_PAGE_COST} -c max_parallel_workers_per_gather=0`;

/** Arbitrary constant: serialises migrations when several processes start against one PostgreSQL. */
const MIGRATION_LOCK_KEY = 727_274_001;

export async function openDatabase(opts: {
  databaseUrl: string | null;
  pgliteDir?: string;
  /** Pool size; the server's default suits a 2-core machine with PostgreSQL on the same box. */
  max?: number;
  onPoolError?: (err: Error) => void;
}): Promise<Database> {
  if (opts.databaseUrl) {
    // pipeline: a connection writes a statement without waiting for the answer to the one before, which
    // transactions use to send BEGIN with their first statement (pipelineTransactions).
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.max ?? 10,
      options: SESSION_SETTINGS,
      pipeline: true,
    });
    // An idle connection that the server drops (a restart, a crash) emits here; unhandled, it would end
    // the process. The pool discards it and opens a new one on the next query.
    pool.on("error", (err) => opts.onPoolError?.(err));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    pipelineTransactions(db, pool);
    const listeners = new Set<pg.Client>();
    return {
      db,
      kind: "postgres",
      url: opts.databaseUrl,
      pool,
      listen: (channel, onMessage, onConnection) =>
        listenPostgres(opts.databaseUrl as string, channel, onMessage, listeners, onConnection),
      close: async () => {
        await Promise.all([...listeners].map((c) => c.end().catch(() => {})));
        await pool.end();
      },
    };
  }
  return openPglite(opts.pgliteDir);
}

/**
 * PGlite was Hangar's first embedded engine. It is kept only to read an old data directory once, when
 * it moves to PostgreSQL (db/transfer), so it is loaded on demand and never in a normal run.
 */
async function openPglite(dir: string | undefined): Promise<Database> {
  const [{ PGlite }, { drizzle: drizzlePglite }, { pg_trgm }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
  ]);
  // The migrations create pg_trgm (search), which PGlite only has when it is handed the extension.
  const client = new PGlite(dir, { extensions: { pg_trgm } });
  await client.waitReady;
  await client.exec(`set random_page_cost = ${RANDOM_PAGE_COST}`);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    url: null,
    pool: null,
    listen: async (channel, onMessage) => {
      const unlisten = await client.listen(channel, onMessage);
      return () => unlisten();
    },
    close: () => client.close(),
  };
}

/**
 * A dedicated connection per LISTEN (pooled connections can't hold one). If it drops, it reconnects with
 * backoff; events committed meanwhile are recovered by clients catching up from their last event id.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  registry: Set<pg.Client>,
  onConnection?: (listening: boolean) => void,
) {
  let closed = false;
  let client: pg.Client | null = null;
  // The first connection gives up after a while (the server cannot start without it); once running, a
  // dropped LISTEN retries for as long as the process lives, so a database restart never ends the server.
  const connect = async (attempt: number, giveUpAfter: number): Promise<void> => {
    if (closed) return;
    const c = new pg.Client({ connectionString: url });
    let listening = false;
    c.on("notification", (msg) => {
      if (msg.channel === channel && msg.payload !== undefined) onMessage(msg.payload);
    });
    c.on("error", () => {
      if (!listening) return; // a failed connect is handled by its rejection below
      listening = false;
      onConnection?.(false);
      registry.delete(c);
      c.end().catch(() => {});
      if (!closed) void connect(0, Number.POSITIVE_INFINITY);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      listening = true;
      client = c;
      registry.add(c);
      if (giveUpAfter === Number.POSITIVE_INFINITY) onConnection?.(true);
    } catch (err) {
      await c.end().catch(() => {});
      if (attempt >= giveUpAfter) throw err;
      await new Promise((r) => setTimeout(r, Math.min(5000, 100 * 2 ** attempt)));
      return connect(attempt + 1, giveUpAfter);
    }
  };
  await connect(0, 20);
  return async () => {
    closed = true;
    if (client) {
      registry.delete(client);
      await client.end().catch(() => {});
    }
  };
}

/** Runs one SQL statement with parameters: what the job queue needs of a database. */
export type SqlRunner = { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * The client behind a drizzle database (the job queue shares its connections): a pg pool on PostgreSQL,
 * or PGlite, which only the upgrade from Hangar's first engine still opens, and which runs the same SQL.
 */
export function poolOf(db: Db): SqlRunner {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return client;
  const lite = client as { query?: unknown; exec?: unknown } | undefined;
  if (!lite || typeof lite.query !== "function" || typeof lite.exec !== "function")
    throw new Error("background jobs need a PostgreSQL client");
  const pglite = client as PgliteClient;
  return {
    // Like pg: a statement without parameters may be several (the queue's schema); PGlite runs those
    // through exec, one result per statement.
    query: async (text, values) => {
      if (values?.length) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return results.length === 1 ? results[0] : { rows: results.flatMap((r) => r.rows) };
    },
  };
}
type PgliteClient = {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<{ rows: unknown[] }[]>;
};

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === "pglite") {
    const { migrate: migratePglite } = await import("drizzle-orm/pglite/migrator");
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  const pool = database.pool as pg.Pool;
  const lock = await pool.connect();
  try {
    await lock.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    // On the connection that holds the lock: a pool of one would otherwise wait for itself.
    await migratePg(drizzlePg(lock, { schema }) as never, { migrationsFolder });
  } finally {
    await lock.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    lock.release();
  }
}
