import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readEnv } from "../lib/env";
import { buildTestApp } from "../test/harness";
import { migrateDatabase, openDatabase } from "./client";
import { pgliteDirOf } from "./pglite-upgrade";
import { openServerDatabase } from "./server-database";
import { queryable } from "./transfer/queryable";
import { fingerprint, populate, withClient } from "./transfer/test-kit";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "hangar-upgrade-"));
// As root, the embedded PostgreSQL runs as its own user, which must be able to enter the folder.
chmodSync(dataDir, 0o755);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const env = readEnv({ DATA_DIR: dataDir, SECRET_KEY: "upgrade-test" });

/** A PGlite data directory as Hangar's first engine left it, with an instance's worth of rows. */
async function oldPgliteInstance() {
  const database = await openDatabase({ databaseUrl: null, pgliteDir: pgliteDirOf(dataDir) });
  try {
    await migrateDatabase(database);
    const app = await buildTestApp(database);
    await populate(app);
    await app.close();
    return await fingerprint(queryable((database.db as unknown as { $client: Parameters<typeof queryable>[0] }).$client));
  } finally {
    await database.close();
  }
}

const backups = () => readdirSync(dataDir).filter((name) => name.startsWith("pglite-backup-"));

// The embedded engine's own tests, on servers they start: CI's second pass (TEST_DATABASE_URL) skips them.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("the first start after PGlite", () => {
  it("moves an old PGlite database into the embedded PostgreSQL, keeps the old folder as a backup and says so", async () => {
    const before = await oldPgliteInstance();
    const lines: string[] = [];
    const opened = await openServerDatabase(env, (level, message) => lines.push(`${level} ${message}`));
    try {
      expect(await withClient(opened.database.url as string, fingerprint)).toEqual(before);
    } finally {
      await opened.close();
    }
    expect(existsSync(pgliteDirOf(dataDir))).toBe(false);
    expect(backups()).toHaveLength(1);
    expect(lines.some((l) => l.startsWith("info Moved the PGlite database"))).toBe(true);
    expect(lines.some((l) => l.includes(`kept as ${path.join(dataDir, backups()[0])}`))).toBe(true);

    // The next start finds nothing to move and the data where it was.
    const again = await openServerDatabase(env, () => {});
    try {
      expect(await withClient(again.database.url as string, fingerprint)).toEqual(before);
    } finally {
      await again.close();
    }
  }, 120_000);

  it("leaves a PGlite folder alone when the PostgreSQL database already holds data", async () => {
    await oldPgliteInstance();
    const lines: string[] = [];
    const opened = await openServerDatabase(env, (level, message) => lines.push(`${level} ${message}`));
    await opened.close();
    expect(existsSync(path.join(pgliteDirOf(dataDir), "PG_VERSION"))).toBe(true);
    expect(backups()).toHaveLength(1);
    expect(lines.some((l) => l.startsWith("warn Left") && l.includes("already holds Hangar data"))).toBe(true);
  }, 120_000);
});
