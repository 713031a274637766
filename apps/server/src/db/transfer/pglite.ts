import { existsSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { migrateDatabase, openDatabase } from "../client";
import { type TableCount, totalRows } from "./catalog";
import { assertCanLoad, copyTables } from "./copy";
import { describeLevel, latestLevel, migrateUpTo, migrationLevel } from "./migrations";
import { inTransaction, type Log, prepareSession, queryable, SNAPSHOT } from "./queryable";
import { assertNoHangarData } from "./target";

export type PgliteMigration = {
  tables: number;
  rows: number;
  /** Rows per table, equal on both sides (checked before the copy commits). */
  counts: TableCount[];
  /** One line for the server log. */
  summary: string;
};

/**
 * Moves the database of an old PGlite data directory (Hangar's first embedded engine) into the empty
 * PostgreSQL at `targetUrl`. Both are migrated to this version's latest level first, so they have the
 * same tables; the rows then go over in one target transaction that commits only if every table's count
 * matches. The PGlite directory is only migrated, never emptied: the caller decides what becomes of it.
 * Throws TargetNotEmptyError (changing nothing) when the target already holds Hangar data.
 */
export async function migratePgliteDataDir(opts: { pgliteDir: string; targetUrl: string; log: Log }): Promise<PgliteMigration> {
  const { pgliteDir, targetUrl, log } = opts;
  // PGlite would quietly create an empty database in a folder that holds none.
  if (!existsSync(path.join(pgliteDir, "PG_VERSION"))) throw new Error(`${pgliteDir} holds no PGlite database`);
  const started = performance.now();
  const client = new pg.Client({ connectionString: targetUrl });
  client.on("error", () => {});
  await client.connect();
  try {
    const target = queryable(client);
    await prepareSession(target);
    await assertNoHangarData(target, "Moving the PGlite database to PostgreSQL");
    await assertCanLoad(target);
    // Fails on a target a newer Hangar has migrated, before anything is written.
    await migrationLevel(target);

    const source = await openDatabase({ databaseUrl: null, pgliteDir });
    try {
      const level = latestLevel();
      log("info", `Moving the PGlite database in ${pgliteDir} to PostgreSQL; migrating both to ${describeLevel(level)}`);
      await migrateDatabase(source);
      await migrateUpTo(targetUrl, level.count);
      const pglite = queryable((source.db as unknown as { $client: Parameters<typeof queryable>[0] }).$client);
      await prepareSession(pglite);
      const counts = await inTransaction(pglite, SNAPSHOT, () => copyTables(pglite, target));
      const rows = totalRows(counts);
      const ms = Math.round(performance.now() - started);
      return {
        tables: counts.length,
        rows,
        counts,
        summary: `Moved the PGlite database in ${pgliteDir} to PostgreSQL: ${rows} rows in ${counts.length} tables, every table's count checked (${ms} ms)`,
      };
    } finally {
      await source.close();
    }
  } finally {
    await client.end().catch(() => {});
  }
}
