import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { main as backup, defaultBackupName } from "../../cli/backup";
import { main as restore } from "../../cli/restore";
import { latestLevel, migrateUpTo } from "./migrations";
import { TargetNotEmptyError } from "./target";
import { type Fingerprint, fingerprint, freshDatabase, withClient } from "./test-kit";

const dir = mkdtempSync(path.join(os.tmpdir(), "hangar-cli-"));
const cleanups: (() => Promise<void>)[] = [];
let source: { url: string };
let sourcePrint: Fingerprint;

async function fresh() {
  const db = await freshDatabase();
  cleanups.push(db.drop);
  return db;
}

beforeAll(async () => {
  source = await fresh();
  await migrateUpTo(source.url, latestLevel().count);
  await withClient(source.url, (q) => q.query("insert into users (email, display_name) values ('cli@example.com', 'Cli')"));
  sourcePrint = await withClient(source.url, fingerprint);
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * The command's environment: DATABASE_URL, a DATA_DIR of its own that it must leave alone, and the
 * folder npm was started from (INIT_CWD), against which file names resolve.
 */
const envFor = (url: string) => ({ DATABASE_URL: url, DATA_DIR: path.join(dir, "unused-data"), INIT_CWD: dir });

function captureStdout() {
  const written: string[] = [];
  vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    written.push(String(chunk));
    return true;
  });
  return () => written.join("");
}

describe("npm run backup / npm run restore", () => {
  it("names a default backup after the time, without colons", () => {
    expect(defaultBackupName(new Date("2025-01-31T12:34:56.789Z"))).toBe("hangar-backup-2025-01-31T123456Z.ndjson.gz");
  });

  it("backs up DATABASE_URL to a file and restores it into another database", async () => {
    const file = path.join(dir, "cli.ndjson.gz");
    const out = captureStdout();
    expect(await backup(["cli.ndjson.gz"], envFor(source.url))).toBe(0);
    expect(existsSync(file)).toBe(true);
    expect(out()).toMatch(/Backed up 1 row in \d+ tables, migration \d+ .*\nto .*cli\.ndjson\.gz \(\d+(\.\d)? (B|KB), /);
    expect(existsSync(path.join(dir, "unused-data", "secret-key"))).toBe(false);

    const target = await fresh();
    expect(await restore(["cli.ndjson.gz"], envFor(target.url))).toBe(0);
    expect(out()).toMatch(/Restored 1 row in \d+ tables from .*cli\.ndjson\.gz\n.*now at migration \d+/);
    expect(await withClient(target.url, fingerprint)).toEqual(sourcePrint);

    await expect(restore([file], envFor(target.url))).rejects.toBeInstanceOf(TargetNotEmptyError);
    await expect(backup([file], envFor(source.url))).rejects.toThrow(/already exists/);
  });

  it("explains its arguments", async () => {
    const out = captureStdout();
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    expect(await backup(["--help"], {})).toBe(0);
    expect(out()).toContain("Usage: npm run backup");
    expect(await restore([], {})).toBe(2);
    expect(await backup(["a", "b"], {})).toBe(2);
  });

  it("sends a data directory still on the old PGlite engine to a first start", async () => {
    const dataDir = path.join(dir, "old-data");
    mkdirSync(path.join(dataDir, "pg"), { recursive: true });
    writeFileSync(path.join(dataDir, "pg", "PG_VERSION"), "17\n");
    await expect(backup([path.join(dir, "x.gz")], { DATA_DIR: dataDir })).rejects.toThrow(
      /old engine \(PGlite\).*Start Hangar once/,
    );
    await expect(restore([path.join(dir, "x.gz")], { DATA_DIR: dataDir })).rejects.toThrow(/old engine \(PGlite\)/);
  });
});
