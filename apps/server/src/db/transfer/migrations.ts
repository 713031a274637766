import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { migrateDatabase, migrationsFolder, openDatabase } from "../client";
import type { Queryable } from "./queryable";

type JournalEntry = { idx: number; version: string; when: number; tag: string; breakpoints: boolean };
type Journal = { version: string; dialect: string; entries: JournalEntry[] };

/** How far a database is migrated: the number of Hangar migrations applied and the tag of the last one. */
export type MigrationLevel = { count: number; last: string | null };

export function readJournal(): Journal {
  return JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as Journal;
}

export const latestLevel = (journal = readJournal()): MigrationLevel => levelAt(journal, journal.entries.length);

function levelAt(journal: Journal, count: number): MigrationLevel {
  return { count, last: count === 0 ? null : journal.entries[count - 1].tag };
}

/**
 * Drizzle records each applied migration by its journal timestamp and applies every journal entry newer
 * than the last one recorded, so the last recorded timestamp fixes the level. A timestamp this code's
 * journal lacks means a newer Hangar migrated the database.
 */
export async function migrationLevel(q: Queryable, journal = readJournal()): Promise<MigrationLevel> {
  const [{ present }] = await q.query<{ present: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
  );
  if (!present) return levelAt(journal, 0);
  const [{ last }] = await q.query<{ last: string | null }>(
    "select max(created_at)::text as last from drizzle.__drizzle_migrations",
  );
  if (last === null) return levelAt(journal, 0);
  const index = journal.entries.findIndex((e) => String(e.when) === last);
  if (index < 0)
    throw new Error(
      `The database was migrated by a newer Hangar (its last migration, from ${new Date(Number(last)).toISOString()}, is unknown to this version). Upgrade Hangar first.`,
    );
  return levelAt(journal, index + 1);
}

/** Checks a level named by a backup against this version's migrations and returns it. */
export function knownLevel(level: MigrationLevel, journal = readJournal()): MigrationLevel {
  const atCount = level.count <= journal.entries.length ? levelAt(journal, level.count) : null;
  if (!atCount || atCount.last !== level.last)
    throw new Error(
      `The backup was made by a newer Hangar (its last migration "${level.last}" is unknown to this version). Upgrade Hangar, then restore.`,
    );
  return atCount;
}

/**
 * Runs `work` on a migrations folder holding only the first `count` migrations. Drizzle's migrator
 * applies a whole journal, so reaching an older level takes a copy whose journal stops there.
 */
export async function withMigrationsUpTo<T>(count: number, work: (folder: string) => Promise<T>): Promise<T> {
  const journal = readJournal();
  const folder = mkdtempSync(path.join(os.tmpdir(), "hangar-migrations-"));
  try {
    mkdirSync(path.join(folder, "meta"));
    const entries = journal.entries.slice(0, count);
    for (const { tag } of entries) copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
    writeFileSync(path.join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
    return await work(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Migrates the PostgreSQL at `url` up to the first `count` migrations (all of them: the server's own way). */
export async function migrateUpTo(url: string, count: number): Promise<void> {
  // Two connections: migrateDatabase holds one for its advisory lock while the migrator uses another.
  const database = await openDatabase({ databaseUrl: url, max: 2 });
  try {
    if (count === readJournal().entries.length) await migrateDatabase(database);
    else await withMigrationsUpTo(count, (folder) => migrate(database.db as never, { migrationsFolder: folder }));
  } finally {
    await database.close();
  }
}

export const describeLevel = (level: MigrationLevel) =>
  level.count === 0 ? "no migrations" : `migration ${level.count} (${level.last})`;
