/**
 * Start time and idle memory of the built server (`node apps/server/dist/main.js`, as `npm start` runs it):
 * time from spawning the process to the first 200 of GET /api/instances/ on a fresh data directory and
 * again on the same, now existing, one; the server process's resident memory once idle; and what stays
 * resident under `npm start` (its process tree). Median of N runs per engine.
 *   node --import tsx bench/start-memory.ts [--runs 5] [--engine both|embedded|postgres]
 * Needs `npm run build` first. --engine postgres creates and drops a database on BENCH_PG_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres). Goals: first answer ≤ 2 s on an existing data
 * directory and ≤ 4 s on a fresh one; idle RSS of the Node process ≤ 150 MB.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { argValue } from "./seed";
import { rssMbOf } from "./throughput-server";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const entry = path.join(root, "apps/server/dist/main.js");
const runs = argValue("--runs", 5);
const engineArg = process.argv[process.argv.indexOf("--engine") + 1];
const engines = engineArg === "embedded" || engineArg === "postgres" ? [engineArg] : ["embedded", "postgres"];
const adminUrl = process.env.BENCH_PG_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const IDLE_SETTLE_MS = 3000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function admin<T>(work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

type Started = { proc: ChildProcess; ms: number };

async function start(command: string, args: string[], env: NodeJS.ProcessEnv, port: number): Promise<Started> {
  const t0 = performance.now();
  const proc = spawn(command, args, { cwd: root, env: { ...process.env, ...env, PORT: String(port) }, stdio: "ignore" });
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`${command} ${args.join(" ")} exited with ${proc.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/instances/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { proc, ms: performance.now() - t0 };
    await sleep(5);
  }
}

async function stop(proc: ChildProcess) {
  if (proc.exitCode !== null) return;
  const exited = new Promise((r) => proc.once("exit", r));
  proc.kill("SIGTERM");
  await exited;
}

async function benchEngine(engine: string) {
  const fresh: number[] = [];
  const existing: number[] = [];
  const rss: number[] = [];
  for (let i = 0; i < runs; i++) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "hangar-bench-start-"));
    // As root, the embedded PostgreSQL runs as its own user, which must be able to enter the folder.
    chmodSync(dataDir, 0o755);
    const db = `hangar_bench_start_${process.pid}_${i}`;
    let databaseUrl = "";
    if (engine === "postgres") {
      await admin((c) => c.query(`create database ${db}`));
      const url = new URL(adminUrl);
      url.pathname = `/${db}`;
      databaseUrl = url.toString();
    }
    const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn", SECRET_KEY: "bench" };
    const port = 3600 + Math.floor(Math.random() * 300);
    try {
      const first = await start(process.execPath, [entry], env, port);
      fresh.push(first.ms);
      await stop(first.proc);
      const second = await start(process.execPath, [entry], env, port);
      existing.push(second.ms);
      await sleep(IDLE_SETTLE_MS);
      rss.push(rssMbOf(second.proc.pid as number));
      await stop(second.proc);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      if (engine === "postgres") await admin((c) => c.query(`drop database if exists ${db} with (force)`));
    }
  }
  return { engine, fresh: median(fresh), existing: median(existing), rss: median(rss), all: { fresh, existing, rss } };
}

/** The processes under `npm start`, with their resident memory: npm itself, and what it leaves running. */
async function npmStartTree() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "hangar-bench-npm-"));
  chmodSync(dataDir, 0o755);
  const port = 3900 + Math.floor(Math.random() * 90);
  const { proc } = await start(
    "npm",
    ["start", "--silent"],
    { DATA_DIR: dataDir, LOG_LEVEL: "warn", HANGAR_SKIP_WEB_BUILD: "1" },
    port,
  );
  try {
    await sleep(IDLE_SETTLE_MS);
    const lines = execFileSync("ps", ["-o", "pid=,ppid=,rss=,args=", "--ppid", String(proc.pid), "-p", String(proc.pid)], {
      encoding: "utf8",
    })
      .trim()
      .split("\n");
    return lines.map((l) => {
      const [pid, ppid, rssKb, ...args] = l.trim().split(/\s+/);
      return { pid, ppid, rssMb: Number(rssKb) / 1024, command: args.join(" ").slice(0, 70) };
    });
  } finally {
    await stop(proc);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  if (!existsSync(entry)) throw new Error("Build first: npm run build");
  const rows = [];
  for (const engine of engines) rows.push(await benchEngine(engine));
  console.log(`\nBuilt server, ${runs} runs per engine (median; all runs in brackets)`);
  console.log("engine    | first answer, fresh data dir | first answer, existing | idle RSS (Node process)");
  for (const r of rows) {
    const all = (xs: number[], unit: string) => `[${xs.map((x) => x.toFixed(0)).join(", ")}]${unit}`;
    console.log(
      `${r.engine.padEnd(9)} | ${r.fresh.toFixed(0)} ms ${all(r.all.fresh, "")} | ${r.existing.toFixed(0)} ms ${all(r.all.existing, "")} | ${r.rss.toFixed(0)} MB ${all(r.all.rss, "")}`,
    );
  }
  console.log("goals     | ≤ 4000 ms | ≤ 2000 ms | ≤ 150 MB");
  console.log("\nUnder `npm start` (the process npm started, and its children):");
  for (const p of await npmStartTree()) console.log(`  pid ${p.pid} (parent ${p.ppid}) ${p.rssMb.toFixed(0)} MB  ${p.command}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
