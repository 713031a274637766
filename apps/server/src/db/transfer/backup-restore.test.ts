import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, createProject, createWorkspace, signUp } from "../../test/harness";
import { createIssue } from "../../test/issues-harness";
import { migrateDatabase, openDatabase } from "../client";
import { backupDatabase } from "./backup";
import { readBackup } from "./backup-file";
import { latestLevel, migrateUpTo, migrationLevel } from "./migrations";
import { restoreDatabase } from "./restore";
import { TargetNotEmptyError } from "./target";
import { type Fingerprint, fingerprint, freshDatabase, ownerRole, populate, withClient } from "./test-kit";

const log = () => {};
const dir = mkdtempSync(path.join(os.tmpdir(), "hangar-backup-test-"));
const dropAfter: (() => Promise<void>)[] = [];
let source: { url: string };
let sourcePrint: Fingerprint;
let backupFile: string;

async function fresh() {
  const db = await freshDatabase();
  dropAfter.push(db.drop);
  return db;
}

beforeAll(async () => {
  source = await fresh();
  const database = await openDatabase({ databaseUrl: source.url, max: 2 });
  await migrateDatabase(database);
  const app = await buildTestApp(database);
  await populate(app);
  await app.close();
  await database.close();
  sourcePrint = await withClient(source.url, fingerprint);
  backupFile = path.join(dir, "backup.ndjson.gz");
  await backupDatabase(source.url, backupFile);
});

afterAll(async () => {
  for (const drop of dropAfter) await drop();
  rmSync(dir, { recursive: true, force: true });
});

describe("backup and restore", () => {
  it("writes a header, every table with its rows and trailers, and counts that match the source", async () => {
    const entries = [];
    for await (const entry of readBackup(backupFile)) entries.push(entry);
    expect(entries[0]).toMatchObject({
      kind: "header",
      value: { format: "hangar-backup", version: 1, migrations: latestLevel() },
    });
    const ends = entries.flatMap((e) => (e.kind === "end" ? [e.value] : []));
    const counts = Object.fromEntries(ends.map((e) => [e.end, e.rows]));
    const expected = Object.fromEntries(Object.entries(sourcePrint.tables).map(([name, t]) => [name, t.rows]));
    expect(counts).toEqual(expected);
    for (const table of [
      "users",
      "workspaces",
      "projects",
      "issues",
      "labels",
      "issue_labels",
      "issue_assignees",
      "issue_comments",
    ])
      expect(counts[table], table).toBeGreaterThan(0);
    expect(entries.at(-1)).toMatchObject({ kind: "end_of_backup" });
  });

  it("restores into a fresh database row for row, sequences and migrations included, and the app works on it", async () => {
    const target = await fresh();
    const summary = await restoreDatabase(target.url, backupFile, { log });
    expect(summary.migrations).toEqual(latestLevel());
    expect(await withClient(target.url, fingerprint)).toEqual(sourcePrint);
    expect(summary.rows).toBe(Object.values(sourcePrint.tables).reduce((sum, t) => sum + t.rows, 0));

    // New rows after a restore take fresh ids from the advanced sequences (events.id) without a clash.
    const database = await openDatabase({ databaseUrl: target.url, max: 2 });
    const app = await buildTestApp(database);
    try {
      const admin = await signUp(app);
      const { slug } = await createWorkspace(admin.agent);
      const project = await createProject(admin.agent, slug);
      await createIssue(admin.agent, slug, project.id);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it("refuses a database that holds Hangar data and changes nothing in it", async () => {
    await expect(restoreDatabase(source.url, backupFile, { log })).rejects.toBeInstanceOf(TargetNotEmptyError);
    await expect(restoreDatabase(source.url, backupFile, { log })).rejects.toThrow(/without Hangar data.*Nothing was changed/);
    expect(await withClient(source.url, fingerprint)).toEqual(sourcePrint);
  });

  it("leaves the database empty when the file is cut short, so the restore can be run again", async () => {
    const cut = path.join(dir, "cut.ndjson.gz");
    const bytes = readFileSync(backupFile);
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.7)));
    const target = await fresh();
    await expect(restoreDatabase(target.url, cut, { log })).rejects.toThrow(/damaged or cut short|incomplete/);
    const afterFailure = await withClient(target.url, fingerprint);
    expect(Object.values(afterFailure.tables).every((t) => t.rows === 0)).toBe(true);
    await restoreDatabase(target.url, backupFile, { log });
    expect(await withClient(target.url, fingerprint)).toEqual(sourcePrint);
  });

  it("restores an older backup at its own level, then applies the newer migrations, even over a newer empty schema", async () => {
    const latest = latestLevel();
    const old = await fresh();
    await migrateUpTo(old.url, latest.count - 1);
    await withClient(old.url, (q) =>
      q.query(
        `insert into users (email, display_name, created_at) values ('old@example.com', 'Old', '2020-02-29T12:34:56.789012Z'),
                ('older@example.com', $1, '1999-12-31T23:59:59Z')`,
        ["Ölder 'one' \\ 🚀"],
      ),
    );
    const oldFile = path.join(dir, "old.ndjson.gz");
    const summary = await backupDatabase(old.url, oldFile);
    expect(summary.migrations.count).toBe(latest.count - 1);

    const target = await fresh();
    await migrateUpTo(target.url, latest.count); // a newer Hangar already set it up, with no data yet
    const restored = await restoreDatabase(target.url, oldFile, { log });
    expect(restored.backup.migrations.count).toBe(latest.count - 1);
    expect(await withClient(target.url, (q) => migrationLevel(q))).toEqual(latest);
    const users = async (url: string) => (await withClient(url, fingerprint)).tables.users;
    expect(await users(target.url)).toEqual(await users(old.url));
    expect((await users(target.url)).rows).toBe(2);
  });

  it("tells a role without superuser which grant loading needs, before changing anything", async () => {
    const target = await fresh();
    const role = await ownerRole(target);
    dropAfter.push(role.drop);
    const refused = restoreDatabase(role.url, backupFile, { log });
    await expect(refused).rejects.toThrow(`GRANT SET ON PARAMETER session_replication_role TO "${role.name}"`);
    expect(await withClient(target.url, (q) => migrationLevel(q))).toEqual({ count: 0, last: null });

    await role.grantLoad();
    await restoreDatabase(role.url, backupFile, { log });
    expect(await withClient(target.url, fingerprint)).toEqual(sourcePrint);
  });

  it("refuses a file that is not a Hangar backup without touching the database", async () => {
    const target = await fresh();
    const other = path.join(dir, "other.gz");
    const { gzipSync } = await import("node:zlib");
    writeFileSync(other, gzipSync('{"hello":"world"}\n'));
    await expect(restoreDatabase(target.url, other, { log })).rejects.toThrow(/is not a Hangar backup/);
    expect(await withClient(target.url, (q) => migrationLevel(q))).toEqual({ count: 0, last: null });
  });
});
