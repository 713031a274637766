/**
 * The server under test for bench/throughput.ts: a real Hangar process of its own (so the load
 * generator never shares its event loop), on a fresh data directory and, for PostgreSQL, a fresh
 * database; plus the seeding of that same database and the process's resident memory.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { buildApp } from "../apps/server/src/app";
import { openDatabase } from "../apps/server/src/db/client";
import { freePort, runningEmbeddedUrl } from "../apps/server/src/db/embedded";
import { readEnv } from "../apps/server/src/lib/env";
import { type BenchSeed, seedBench } from "./seed";

export type Engine = "embedded" | "postgres";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const adminUrl = process.env.BENCH_PG_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const SECRET_KEY = "throughput-bench";

/**
 * How the server is started: the built server, as `npm start` runs it (`npm run build` first).
 * `nodeFlags` go to Node itself (e.g. --cpu-prof).
 */
export function serverCommand(nodeFlags: string[] = []): { command: string; args: string[] } {
  return { command: process.execPath, args: [...nodeFlags, "apps/server/dist/main.js"] };
}

export type RunningServer = {
  origin: string;
  pid: number;
  /** Resident memory of the server process (not its database), in MB. */
  rssMb(): number;
  /** CPU seconds used so far by the server, its children and its database's backends. */
  cpuSeconds(): number;
  /** The server's own share of cpuSeconds (its Node process alone, not the database). */
  serverCpuSeconds(): number;
  /** The URL of the database the server uses, for seeding it from the bench process. */
  databaseUrl: string;
  stop(): Promise<void>;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const CLOCK_TICKS = 100;

/** user + system CPU seconds of every process that is `pid`, descends from it, or whose title names `dbName`. */
export function cpuSecondsOf(pid: number, dbName: string | null): number {
  const stats = new Map<number, { ppid: number; ticks: number; title: string }>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const title = readFileSync(`/proc/${entry}/cmdline`, "utf8").replaceAll("\0", " ");
      stats.set(Number(entry), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), title });
    } catch {
      // the process ended meanwhile
    }
  }
  const ours = (p: number): boolean => {
    for (let cur = p, hops = 0; cur > 1 && hops < 20; hops++) {
      if (cur === pid) return true;
      cur = stats.get(cur)?.ppid ?? 0;
    }
    return false;
  };
  let ticks = 0;
  for (const [p, s] of stats) if (ours(p) || (dbName && s.title.includes(dbName))) ticks += s.ticks;
  return ticks / CLOCK_TICKS;
}

/** user + system CPU seconds of one process. */
export function processCpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

export function rssMbOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

async function createDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(name: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

/**
 * As root the embedded PostgreSQL runs as another user, who cannot enter a mkdtemp folder (mode 700), so
 * the server puts the cluster elsewhere and names it in DATA_DIR/postgres-cluster: remove it too.
 */
function removeEmbeddedCluster(dataDir: string) {
  const pointer = path.join(dataDir, "postgres-cluster");
  if (!existsSync(pointer)) return;
  const clusterDir = readFileSync(pointer, "utf8").trim();
  if (clusterDir.startsWith(dataDir)) return;
  // The server's own folder for this data directory (<home>/<digest>/postgres): nothing else lives there.
  rmSync(path.dirname(clusterDir), { recursive: true, force: true });
}

/** Waits until the server answers, or fails with its output if it exits first. */
async function waitUntilServing(child: ChildProcess, origin: string, output: string[]) {
  for (const end = Date.now() + 180_000; Date.now() < end; await sleep(200)) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}):\n${output.join("")}`);
    }
    try {
      const res = await fetch(`${origin}/api/instances/`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
  }
  throw new Error(`the server did not answer within 3 minutes:\n${output.join("")}`);
}

/**
 * Starts Hangar on a fresh DATA_DIR: on the embedded engine it starts its own PostgreSQL there; on
 * `postgres` it gets DATABASE_URL of a fresh database that stop() drops.
 */
export async function startServer(
  engine: Engine,
  opts: { nodeFlags?: string[]; tag: string; serverDir?: string },
): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "hangar-throughput-"));
  const dbName = `hangar_throughput_${process.pid}_${opts.tag}`;
  const databaseUrl = engine === "postgres" ? await createDatabase(dbName) : null;
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const { command, args } = serverCommand(opts.nodeFlags);
  const child = spawn(command, args, {
    cwd: opts.serverDir ?? repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SECRET_KEY,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: "" }),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const cleanUp = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
      await exited;
      clearTimeout(timer);
    }
    if (engine === "postgres") await dropDatabase(dbName);
    removeEmbeddedCluster(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(child, origin, output);
  } catch (err) {
    await cleanUp();
    throw err;
  }
  const url = databaseUrl ?? runningEmbeddedUrl(dataDir);
  if (!url) {
    await cleanUp();
    throw new Error(`no embedded PostgreSQL runs on ${dataDir}`);
  }
  const pid = child.pid as number;
  return {
    origin,
    pid,
    rssMb: () => rssMbOf(pid),
    cpuSeconds: () => cpuSecondsOf(pid, engine === "postgres" ? dbName : null),
    serverCpuSeconds: () => processCpuSeconds(pid),
    databaseUrl: url,
    stop: cleanUp,
  };
}

/**
 * Seeds the server's own database from this process (an app of its own, never listening), so what the
 * running server reads is exactly what was seeded.
 */
export async function seedServerDatabase(databaseUrl: string, issues: number): Promise<BenchSeed> {
  const database = await openDatabase({ databaseUrl, max: 4 });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "hangar-throughput-seed-"));
  try {
    const env = {
      ...readEnv({ DATA_DIR: dataDir, SECRET_KEY, LOG_LEVEL: "warn" }),
      authRateLimitMax: 100_000,
      authAccountRateLimitMax: 100_000,
    };
    const app = await buildApp({ db: database.db, env, webDist: null });
    try {
      return await seedBench(app, { issues });
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
