import { chmodSync, cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres } from "./embedded";

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function tempDir(mode: number) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "hangar-cluster-"));
  made.push(dir);
  // mkdtemp makes it private; 755 lets PostgreSQL's own user (as root) enter, 700 keeps it out.
  chmodSync(dir, mode);
  return dir;
}

const quiet = () => {};

// The embedded engine's own tests, on servers they start: CI's second pass (TEST_DATABASE_URL) skips them.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("the embedded cluster's place", () => {
  it("refuses to start an empty instance when the cluster it had is gone", async () => {
    const dataDir = path.join(tempDir(0o755), "data");
    const first = await startEmbeddedPostgres({ dataDir, log: quiet });
    await first.stop();
    rmSync(first.clusterDir, { recursive: true, force: true });
    await expect(startEmbeddedPostgres({ dataDir, log: quiet })).rejects.toThrow(
      /is missing: .*postgres-cluster says it lives in/,
    );
  }, 120_000);

  it.runIf(process.getuid?.() === 0)(
    "as root, keeps a copied DATA_DIR off the original's cluster under /var/lib/hangar",
    async () => {
      const closed = tempDir(0o700);
      const original = path.join(closed, "data");
      const copy = path.join(closed, "copy");
      const server = await startEmbeddedPostgres({ dataDir: original, log: quiet });
      const home = path.dirname(server.clusterDir);
      try {
        expect(home.startsWith("/var/lib/hangar/")).toBe(true);
        cpSync(original, copy, { recursive: true });
        // While the original runs, and after it stopped: the copy is told what it is, and never stops it.
        await expect(startEmbeddedPostgres({ dataDir: copy, log: quiet })).rejects.toThrow(/belongs to the data directory/);
        expect(server.pid()).toBeDefined();
        await server.stop();
        await expect(startEmbeddedPostgres({ dataDir: copy, log: quiet })).rejects.toThrow(/belongs to the data directory/);
        const again = await startEmbeddedPostgres({ dataDir: original, log: quiet });
        await again.stop();
      } finally {
        await server.stop();
        rmSync(home, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
