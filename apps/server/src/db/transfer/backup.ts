import { createWriteStream, existsSync, renameSync, rmSync, statSync } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import pg from "pg";
import { batchLine, FORMAT, jsonLine, VERSION } from "./backup-file";
import { countRows, listTables, readSequenceStates, type TableCount, type TableInfo, totalRows } from "./catalog";
import { readBatches } from "./copy";
import { type MigrationLevel, migrationLevel } from "./migrations";
import { inTransaction, prepareSession, type Queryable, queryable, SNAPSHOT } from "./queryable";

export type BackupSummary = {
  file: string;
  /** Size of the compressed file. */
  bytes: number;
  tables: number;
  rows: number;
  counts: TableCount[];
  migrations: MigrationLevel;
};

/**
 * Writes every row of the Hangar database at `url` to `file` (see backup-file.ts), read in one snapshot
 * so that a server may keep running meanwhile. The file appears only once complete: it is written under
 * a `.partial` name first. Refuses to overwrite an existing file. Readable by its owner only: it holds
 * password hashes and session and token digests.
 */
export async function backupDatabase(url: string, file: string): Promise<BackupSummary> {
  if (existsSync(file)) throw new Error(`${file} already exists; choose another file name`);
  const client = new pg.Client({ connectionString: url });
  // A connection the server drops mid-backup fails the running query; without a listener it would also
  // end the process.
  client.on("error", () => {});
  await client.connect();
  const partial = `${file}.partial`;
  try {
    const q = queryable(client);
    await prepareSession(q);
    const summary = await inTransaction(q, SNAPSHOT, async () => {
      const migrations = await migrationLevel(q);
      if (migrations.count === 0)
        throw new Error("This database has no Hangar schema (no migrations were ever applied); there is nothing to back up.");
      const tables = await listTables(q);
      const counts: TableCount[] = [];
      await pipeline(
        Readable.from(lines(q, migrations, tables, counts)),
        createGzip(),
        createWriteStream(partial, { mode: 0o600 }),
      );
      return { tables: tables.length, rows: totalRows(counts), counts, migrations };
    });
    renameSync(partial, file);
    return { file, bytes: statSync(file).size, ...summary };
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  } finally {
    await client.end().catch(() => {});
  }
}

async function* lines(q: Queryable, migrations: MigrationLevel, tables: TableInfo[], counts: TableCount[]) {
  yield jsonLine({ format: FORMAT, version: VERSION, migrations, created_at: new Date().toISOString() });
  for (const table of tables) {
    yield jsonLine({ table: table.name, columns: table.columns, sequences: await readSequenceStates(q, table) });
    let rows = 0;
    for await (const batch of readBatches(q, table)) {
      rows += batch.rows;
      yield batchLine(batch.json);
    }
    // Same snapshot, so the count must agree; a difference would mean rows were skipped or repeated.
    const expected = await countRows(q, table.name);
    if (rows !== expected) throw new Error(`Backup of table ${table.name} read ${rows} rows of ${expected}`);
    yield jsonLine({ end: table.name, rows });
    counts.push({ table: table.name, rows });
  }
  yield jsonLine({ end_of_backup: true, tables: tables.length, rows: totalRows(counts) });
}
