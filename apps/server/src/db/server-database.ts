import { DataDirLockedError, lockDataDir } from "../lib/data-dir-lock";
import type { Env } from "../lib/env";
import { type Database, migrateDatabase, openDatabase } from "./client";
import { type EmbeddedPostgres, type Log, startEmbeddedPostgres } from "./embedded";
import { upgradeFromPglite } from "./pglite-upgrade";

export { DataDirLockedError };

export type ServerDatabase = {
  database: Database;
  /** Null on DATABASE_URL. */
  embedded: EmbeddedPostgres | null;
  /** Closes the pool, stops the embedded server and releases DATA_DIR. */
  close(): Promise<void>;
};

/**
 * The database as the server uses it: DATABASE_URL's, or DATA_DIR's embedded PostgreSQL under the
 * directory's lock (an old PGlite database moved into it at the first start), migrated. The server and
 * the tools that stand in for it (seeding, benchmarks) open it the same way.
 */
export async function openServerDatabase(env: Env, log: Log): Promise<ServerDatabase> {
  let unlock = () => {};
  let embedded: EmbeddedPostgres | null = null;
  try {
    if (!env.databaseUrl) {
      unlock = lockDataDir(env.dataDir);
      embedded = await startEmbeddedPostgres({ dataDir: env.dataDir, log });
      await upgradeFromPglite({ dataDir: env.dataDir, targetUrl: embedded.url, log });
    }
    const database = await openDatabase({
      databaseUrl: env.databaseUrl ?? (embedded as EmbeddedPostgres).url,
      onPoolError: (err) => log("warn", `a database connection was lost: ${err.message}`),
    });
    await migrateDatabase(database);
    const started = embedded;
    const release = unlock;
    return {
      database,
      embedded,
      close: async () => {
        try {
          await database.close();
          await started?.stop();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    await embedded?.stop().catch(() => {});
    unlock();
    throw err;
  }
}
