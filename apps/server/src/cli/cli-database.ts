import { existsSync, realpathSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { runningEmbeddedUrl, startEmbeddedPostgres } from "../db/embedded";
import type { Log } from "../db/transfer/queryable";
import { lockDataDir } from "../lib/data-dir-lock";
import { type Env, readEnv } from "../lib/env";

/** The database a command works on, and how to let go of it afterwards. */
export type CliDatabase = { url: string; where: string; close(): Promise<void> };

export const cliLog: Log = (level, message) => {
  process.stderr.write(`${level === "info" ? "" : `${level}: `}${message}\n`);
};

/**
 * DATA_DIR and DATABASE_URL as the server reads them. A command needs no SECRET_KEY, and without one
 * readEnv would generate a key file, creating DATA_DIR wherever a mistyped path points.
 */
export function cliEnv(source: NodeJS.ProcessEnv): Env {
  return readEnv({ ...source, SECRET_KEY: source.SECRET_KEY || "not-used-by-commands" });
}

/**
 * DATABASE_URL when set. Otherwise DATA_DIR's embedded PostgreSQL: through the running server when there
 * is one (a backup reads a consistent snapshot beside it; a restore refuses), else started here under the
 * data directory's lock (so no server starts meanwhile) and stopped by close().
 */
export async function openCliDatabase(env: Env, purpose: "backup" | "restore", log: Log): Promise<CliDatabase> {
  if (env.databaseUrl) return { url: env.databaseUrl, where: "the PostgreSQL of DATABASE_URL", close: async () => {} };
  const pgliteDir = path.join(env.dataDir, "pg");
  if (existsSync(path.join(pgliteDir, "PG_VERSION")))
    throw new Error(
      `${pgliteDir} holds a database of Hangar's old engine (PGlite) not yet moved to PostgreSQL. ` +
        `Start Hangar once (npm start) to move it, stop it, then run the ${purpose} again.`,
    );
  const running = runningEmbeddedUrl(env.dataDir);
  if (running) {
    if (purpose === "restore")
      throw new Error(`A Hangar server is running on ${env.dataDir}. Stop it, then run the restore again.`);
    return { url: running, where: `the running server's database (${env.dataDir})`, close: async () => {} };
  }
  if (purpose === "backup" && !existsSync(env.dataDir))
    throw new Error(`There is no data directory ${env.dataDir} (set DATA_DIR, or DATABASE_URL for a PostgreSQL server)`);
  const unlock = lockDataDir(env.dataDir);
  try {
    const embedded = await startEmbeddedPostgres({ dataDir: env.dataDir, log });
    return {
      url: embedded.url,
      where: `the embedded database of ${env.dataDir}`,
      close: async () => {
        try {
          await embedded.stop();
        } finally {
          unlock();
        }
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}

/** Where the user typed the command: npm runs scripts from the package root and says where in INIT_CWD. */
export const userDir = (source: NodeJS.ProcessEnv) => source.INIT_CWD || process.cwd();

export const plural = (n: number, word: string) => `${n.toLocaleString("en-US")} ${word}${n === 1 ? "" : "s"}`;

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/** Runs a command's main when its file is the one node was started with (not when a test imports it). */
export function runIfEntry(moduleUrl: string, main: (argv: string[], env: NodeJS.ProcessEnv) => Promise<number>): void {
  const entry = process.argv[1];
  if (!entry || !existsSync(entry) || moduleUrl !== pathToFileURL(realpathSync(entry)).href) return;
  main(process.argv.slice(2), process.env).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      cliLog("error", err instanceof Error ? err.message : String(err));
      process.exitCode = 1;
    },
  );
}
