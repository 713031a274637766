import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";

const mainTs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../main.ts");

describe("data directory lock", () => {
  it("refuses a second owner while the first is alive and frees the lock on release", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "hangar-lock-"));
    const release = lockDataDir(dir);
    // Pretend another live process (our parent) owns it.
    writeFileSync(path.join(dir, "hangar.lock"), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
    expect(existsSync(path.join(dir, "hangar.lock"))).toBe(false);
  });

  it("takes over a lock left by a dead process", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "hangar-lock-"));
    writeFileSync(path.join(dir, "hangar.lock"), "999999999");
    const release = lockDataDir(dir);
    release();
  });

  it("makes a second server on the same DATA_DIR exit at once with a clear message", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "hangar-lock-"));
    writeFileSync(path.join(dir, "hangar.lock"), String(process.pid));
    const child = spawn(process.execPath, ["--import", "tsx", mainTs], {
      env: { ...process.env, DATA_DIR: dir, PORT: "39999", DATABASE_URL: "" },
    });
    let stderr = "";
    child.stderr.on("data", (d) => {
      stderr += d;
    });
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(1);
    expect(stderr).toMatch(/already using the data directory/);
  });
});
