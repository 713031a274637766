import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/harness";
import { migrateDatabase, openDatabase } from "../client";
import { latestLevel, migrationLevel, withMigrationsUpTo } from "./migrations";
import { migratePgliteDataDir } from "./pglite";
import { type Queryable, queryable } from "./queryable";
import { TargetNotEmptyError } from "./target";
import { fingerprint, freshDatabase, populate, withClient } from "./test-kit";

const log = () => {};
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

async function fresh() {
  const db = await freshDatabase();
  cleanups.push(db.drop);
  return db;
}

function tempPgliteDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "hangar-pglite-"));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return path.join(dir, "pg");
}

/** Opens the PGlite directory as the server did, hands its raw connection to `work`, and closes it. */
async function withPglite<T>(
  pgliteDir: string,
  work: (database: Awaited<ReturnType<typeof openDatabase>>, q: Queryable) => Promise<T>,
) {
  const database = await openDatabase({ databaseUrl: null, pgliteDir });
  try {
    return await work(database, queryable((database.db as unknown as { $client: Parameters<typeof queryable>[0] }).$client));
  } finally {
    await database.close();
  }
}

describe("moving a PGlite data directory to PostgreSQL", () => {
  it("copies every row, sequence and migration, checks the counts, and refuses to run twice", async () => {
    const pgliteDir = tempPgliteDir();
    const expected = await withPglite(pgliteDir, async (database, q) => {
      await migrateDatabase(database);
      const app = await buildTestApp(database);
      await populate(app);
      await app.close();
      return fingerprint(q);
    });
    expect(expected.tables.issue_comments.rows).toBeGreaterThan(0);

    const target = await fresh();
    const moved = await migratePgliteDataDir({ pgliteDir, targetUrl: target.url, log });
    expect(await withClient(target.url, fingerprint)).toEqual(expected);
    expect(Object.fromEntries(moved.counts.map((c) => [c.table, c.rows]))).toEqual(
      Object.fromEntries(Object.entries(expected.tables).map(([name, t]) => [name, t.rows])),
    );
    expect(moved.summary).toContain(`${moved.rows} rows in ${moved.tables} tables`);

    await expect(migratePgliteDataDir({ pgliteDir, targetUrl: target.url, log })).rejects.toBeInstanceOf(TargetNotEmptyError);
    expect(await withClient(target.url, fingerprint)).toEqual(expected);
  });

  it("first migrates an old PGlite database to this version's schema", async () => {
    const pgliteDir = tempPgliteDir();
    const latest = latestLevel();
    await withPglite(pgliteDir, async (database, q) => {
      const { migrate } = await import("drizzle-orm/pglite/migrator");
      await withMigrationsUpTo(latest.count - 1, (folder) => migrate(database.db as never, { migrationsFolder: folder }));
      await q.query("insert into users (email, display_name) values ('early@example.com', 'Early adopter')");
      expect((await migrationLevel(q)).count).toBe(latest.count - 1);
    });

    const target = await fresh();
    const moved = await migratePgliteDataDir({ pgliteDir, targetUrl: target.url, log });
    expect(moved.counts.find((c) => c.table === "users")?.rows).toBe(1);
    const source = await withPglite(pgliteDir, async (_database, q) => ({
      print: await fingerprint(q),
      level: await migrationLevel(q),
    }));
    expect(source.level).toEqual(latest);
    expect(await withClient(target.url, fingerprint)).toEqual(source.print);
  });

  it("refuses a folder without a PGlite database", async () => {
    const target = await fresh();
    await expect(migratePgliteDataDir({ pgliteDir: tempPgliteDir(), targetUrl: target.url, log })).rejects.toThrow(
      /holds no PGlite database/,
    );
  });
});
