import { existsSync, renameSync } from "node:fs";
import path from "node:path";
import type { Log } from "./embedded";
import { migratePgliteDataDir } from "./transfer/pglite";
import { TargetNotEmptyError } from "./transfer/target";

/** Where Hangar's first embedded engine (PGlite) kept its database inside DATA_DIR. */
export const pgliteDirOf = (dataDir: string) => path.join(dataDir, "pg");

/**
 * At the first start after the move to PostgreSQL: copy an old PGlite database into the embedded
 * PostgreSQL (every table, counts checked, in one transaction), then rename the old folder to a dated
 * backup that stays until the admin removes it. A failure stops the start: serving an empty instance
 * would look like lost data. A target that already holds data is left alone (the log says so).
 */
export async function upgradeFromPglite(opts: { dataDir: string; targetUrl: string; log: Log }) {
  const oldDir = pgliteDirOf(opts.dataDir);
  if (!existsSync(path.join(oldDir, "PG_VERSION"))) return;
  opts.log("info", `Found a database of Hangar's earlier engine (PGlite) in ${oldDir}; moving it to the embedded PostgreSQL`);
  try {
    const moved = await migratePgliteDataDir({ pgliteDir: oldDir, targetUrl: opts.targetUrl, log: opts.log });
    opts.log("info", moved.summary);
  } catch (err) {
    if (!(err instanceof TargetNotEmptyError)) throw err;
    opts.log("warn", `Left ${oldDir} as it is: the PostgreSQL database already holds Hangar data (${err.message})`);
    return;
  }
  const backup = path.join(
    opts.dataDir,
    `pglite-backup-${new Date()
      .toISOString()
      .replace(/\.\d+Z$/, "Z")
      .replaceAll(":", "")}`,
  );
  renameSync(oldDir, backup);
  opts.log(
    "warn",
    `The old PGlite folder is kept as ${backup}; Hangar no longer reads it. Remove it once you have checked your data.`,
  );
}
