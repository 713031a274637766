import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * The embedded PostgreSQL belongs to the one server that started it: a second server on the same data
 * directory would stop it as an orphan. The lock file holds the owner's pid; a file left by a dead process
 * is taken over, a live owner makes us refuse to start.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "hangar.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const owner = Number.parseInt(readFileSync(file, "utf8"), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `Another Hangar process (pid ${owner}) is already using the data directory ${dataDir}. ` +
            "Stop it first, or set DATA_DIR to a different folder, or set DATABASE_URL to share a PostgreSQL server.",
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}`);
}
