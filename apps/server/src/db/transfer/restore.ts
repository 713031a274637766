import { existsSync } from "node:fs";
import pg from "pg";
import { type Entry, FORMAT, type Header, readBackup, type TableStart, VERSION } from "./backup-file";
import { advanceSequences, countRows, listTables, type TableCount, type TableInfo, totalRows } from "./catalog";
import { assertCanLoad, assertCountsMatch, beginLoad, insertBatch, targetTable } from "./copy";
import { describeLevel, knownLevel, latestLevel, type MigrationLevel, migrateUpTo, migrationLevel } from "./migrations";
import { type Log, prepareSession, type Queryable, queryable } from "./queryable";
import { assertNoHangarData, dropHangarSchema } from "./target";

export type RestoreSummary = {
  tables: number;
  rows: number;
  counts: TableCount[];
  backup: { created_at: string; migrations: MigrationLevel };
  /** The level the database is at now: the backup's, then every newer migration of this version. */
  migrations: MigrationLevel;
};

/**
 * Restores a backup into the PostgreSQL database at `url`, which must hold no Hangar data. The database
 * is first migrated to the backup's level (the rows fit that schema), then loaded in one transaction
 * (a failure leaves it empty, so the restore can simply be run again), then migrated to this version's
 * latest level so that newer migrations convert the restored rows like any upgrade would.
 */
export async function restoreDatabase(url: string, file: string, opts: { log: Log }): Promise<RestoreSummary> {
  const { log } = opts;
  if (!existsSync(file)) throw new Error(`There is no backup file ${file}`);
  const entries = readBackup(file);
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {});
  try {
    const header = await readHeader(entries, file);
    const level = knownLevel(header.migrations);
    await client.connect();
    const q = queryable(client);
    await prepareSession(q);
    await assertNoHangarData(q, "Restoring a backup");
    await assertCanLoad(q);
    const current = await migrationLevel(q);
    if (current.count > level.count) {
      log(
        "warn",
        `The empty database is at ${describeLevel(current)}, past the backup's; recreating its schema at the backup's level`,
      );
      await dropHangarSchema(q);
    }
    log("info", `Migrating the database to the backup's level, ${describeLevel(level)}`);
    await migrateUpTo(url, level.count);
    const counts = await load(q, entries);
    log("info", `Loaded ${totalRows(counts)} rows into ${counts.length} tables`);
    const latest = latestLevel();
    if (latest.count > level.count) {
      log("info", `Applying the migrations since the backup, up to ${describeLevel(latest)}`);
      await migrateUpTo(url, latest.count);
    }
    return {
      tables: counts.length,
      rows: totalRows(counts),
      counts,
      backup: { created_at: header.created_at, migrations: level },
      migrations: latest,
    };
  } finally {
    await entries.return(undefined);
    await client.end().catch(() => {});
  }
}

async function readHeader(entries: AsyncGenerator<Entry>, file: string): Promise<Header> {
  const first = await entries.next().catch((err: Error) => {
    throw new Error(`${file} is not a Hangar backup (${err.message})`);
  });
  if (first.done || first.value.kind !== "header" || first.value.value.format !== FORMAT)
    throw new Error(`${file} is not a Hangar backup`);
  const header = first.value.value;
  if (typeof header.version !== "number" || typeof header.migrations?.count !== "number")
    throw new Error(`${file} has a damaged Hangar backup header`);
  if (header.version !== VERSION)
    throw new Error(
      `${file} is a version ${header.version} Hangar backup; this Hangar reads version ${VERSION}. Upgrade Hangar.`,
    );
  return header;
}

type Current = { start: TableStart; into: TableInfo };

/** Streams the file's tables into the migrated, empty database, checking each table's count against its trailer. */
async function load(q: Queryable, entries: AsyncGenerator<Entry>): Promise<TableCount[]> {
  const targetTables = new Map((await listTables(q)).map((t) => [t.name, t]));
  const counts: TableCount[] = [];
  let current: Current | null = null;
  let finished = false;
  const malformed = (what: string) => new Error(`The backup file is malformed: ${what}`);
  await beginLoad(q);
  try {
    for await (const entry of entries) {
      if (finished) throw malformed("lines after its end");
      if (entry.kind === "table") {
        if (current) throw malformed(`table ${entry.value.table} starts inside table ${current.start.table}`);
        const into = targetTable(targetTables, { name: entry.value.table, columns: entry.value.columns });
        current = { start: entry.value, into };
      } else if (entry.kind === "batch") {
        if (!current) throw malformed("rows outside a table");
        await insertBatch(q, current.into, current.start.columns, entry.json);
      } else if (entry.kind === "end") {
        if (current?.start.table !== entry.value.end) throw malformed(`unexpected end of table ${entry.value.end}`);
        await advanceSequences(q, current.into, current.start.sequences);
        const rows = await countRows(q, entry.value.end);
        assertCountsMatch([{ table: entry.value.end, rows: entry.value.rows }], [{ table: entry.value.end, rows }]);
        counts.push({ table: entry.value.end, rows });
        current = null;
      } else if (entry.kind === "end_of_backup") {
        if (current) throw malformed(`it ends inside table ${current.start.table}`);
        if (entry.value.tables !== counts.length || entry.value.rows !== totalRows(counts))
          throw malformed(`it announces ${entry.value.tables} tables and ${entry.value.rows} rows`);
        finished = true;
      } else {
        throw malformed("a second header");
      }
    }
    if (!finished) throw new Error("The backup file is incomplete: it stops before its end (was the backup interrupted?)");
    await q.query("commit");
    return counts;
  } catch (err) {
    await q.query("rollback").catch(() => {});
    throw err;
  }
}
