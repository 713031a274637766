import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, realpathSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { runningEmbeddedUrl } from "./embedded";
import {
  cleanUp,
  clusterDirOf,
  isAlive,
  makeDataDir,
  postmasterPid,
  removeAtCleanUp,
  spawnServer,
  startServer,
  waitFor,
} from "./server-process-kit";

const TIMEOUT = 120_000;

afterEach(cleanUp, TIMEOUT);

// The embedded engine's own tests, on servers they start: CI's second pass (TEST_DATABASE_URL) skips them.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("embedded PostgreSQL lifecycle", () => {
  it(
    "starts on a fresh DATA_DIR, serves pg_trgm and unaccent, and stops with the server",
    async () => {
      const dataDir = makeDataDir();
      const server = await startServer({ dataDir });
      expect(server.findLog(/^Hangar is ready on .*\(embedded PostgreSQL/)).toBeDefined();
      expect(existsSync(path.join(dataDir, "postgres-password"))).toBe(true);
      expect(statSync(path.join(dataDir, "postgres-password")).mode & 0o077).toBe(0);
      const clusterDir = clusterDirOf(dataDir);
      expect(clusterDir).toBe(path.join(dataDir, "postgres"));
      const pid = postmasterPid(dataDir);
      expect(pid).not.toBeNull();
      expect(isAlive(pid as number)).toBe(true);

      const url = runningEmbeddedUrl(dataDir);
      expect(url).not.toBeNull();
      const client = new pg.Client({ connectionString: url as string });
      await client.connect();
      try {
        await client.query("create extension if not exists pg_trgm");
        await client.query("create extension if not exists unaccent");
        const { rows } = await client.query<{ close: number; far: number; plain: string }>(
          "select similarity('hangar', 'hangr') as close, similarity('hangar', 'zebra') as far, unaccent('Crème brûlée à Zürich') as plain",
        );
        expect(rows[0]?.close).toBeGreaterThan(0.3);
        expect(rows[0]?.far).toBeLessThan(0.1);
        expect(rows[0]?.plain).toBe("Creme brulee a Zurich");
      } finally {
        await client.end();
      }

      const exit = await server.stop();
      expect(exit).toEqual({ code: 0, signal: null });
      expect(server.findLog(/^SIGTERM received, shutting down/)).toBeDefined();
      expect(isAlive(pid as number)).toBe(false);
      expect(existsSync(path.join(clusterDir, "postmaster.pid"))).toBe(false);
      expect(existsSync(path.join(dataDir, "hangar.lock"))).toBe(false);
      expect(runningEmbeddedUrl(dataDir)).toBeNull();
    },
    TIMEOUT,
  );

  it(
    "stops PostgreSQL when its terminal closes (SIGHUP) as on Ctrl-C and SIGTERM",
    async () => {
      const dataDir = makeDataDir();
      const server = await startServer({ dataDir });
      const pid = postmasterPid(dataDir) as number;
      expect(await server.stop(30_000, "SIGHUP")).toEqual({ code: 0, signal: null });
      expect(server.findLog(/^SIGHUP received, shutting down/)).toBeDefined();
      expect(isAlive(pid)).toBe(false);
      expect(existsSync(path.join(dataDir, "hangar.lock"))).toBe(false);
    },
    TIMEOUT,
  );

  it(
    "refuses a second Hangar on the same DATA_DIR, naming the first, which keeps answering",
    async () => {
      const dataDir = makeDataDir();
      const first = await startServer({ dataDir });
      const pid = postmasterPid(dataDir);

      const second = await spawnServer({ dataDir });
      const exit = await second.waitForExit(60_000);
      expect(exit.code).not.toBe(0);
      expect(exit.code).not.toBeNull();
      const said = second.output.join("\n");
      expect(said).toContain(`Another Hangar process (pid ${first.pid}) is already using the data directory ${dataDir}`);

      const res = await fetch(`${first.origin}/api/instances/`);
      expect(res.status).toBe(200);
      expect(first.exitInfo).toBeNull();
      // The second one stopped before touching the database: the first one's PostgreSQL is the same process.
      expect(postmasterPid(dataDir)).toBe(pid);
      expect(isAlive(pid as number)).toBe(true);
    },
    TIMEOUT,
  );

  it.runIf(process.getuid?.() === 0)(
    "as root, keeps the cluster under /var/lib/hangar when the postgres user cannot reach DATA_DIR, and says why",
    async () => {
      // mkdtemp's folder is mode 700 and stays so: the postgres user cannot traverse it to DATA_DIR.
      const privateParent = mkdtempSync(path.join(os.tmpdir(), "hangar-private-"));
      removeAtCleanUp(privateParent);
      expect(statSync(privateParent).mode & 0o777).toBe(0o700);
      const dataDir = path.join(privateParent, "data");
      mkdirSync(dataDir);
      const digest = createHash("sha256").update(realpathSync(dataDir)).digest("hex").slice(0, 16);
      const systemDir = path.join("/var/lib/hangar", digest);
      expect(existsSync(systemDir)).toBe(false);
      removeAtCleanUp(systemDir);

      const server = await startServer({ dataDir });
      const clusterDir = clusterDirOf(dataDir);
      expect(clusterDir).toBe(path.join(systemDir, "postgres"));
      expect(existsSync(path.join(clusterDir, "PG_VERSION"))).toBe(true);
      expect(existsSync(path.join(dataDir, "postgres"))).toBe(false);
      const warning = server.findLog(/cannot reach .* so the embedded PostgreSQL keeps its files in/);
      expect(warning?.level).toBe(40);
      expect(warning?.msg).toContain(dataDir);
      expect(warning?.msg).toContain(clusterDir);
      // Nothing was loosened on the way: the parent is still closed to other users.
      expect(statSync(privateParent).mode & 0o777).toBe(0o700);

      const pid = postmasterPid(dataDir) as number;
      expect(isAlive(pid)).toBe(true);
      expect(runningEmbeddedUrl(dataDir)).not.toBeNull();
      expect((await server.stop()).code).toBe(0);
      await waitFor("the postmaster to be gone", () => !isAlive(pid), 30_000);
      expect(existsSync(path.join(clusterDir, "postmaster.pid"))).toBe(false);
    },
    TIMEOUT,
  );
});
