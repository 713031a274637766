/**
 * Issue list speed: p50/p99 of the first page of a list through the whole API (an HTTP request over
 * loopback on a kept-alive connection, timed to the body's last byte: session, access checks, the list's
 * SQL, serialization, the socket) beside the very same SQL statements run raw on the
 * driver (recorded from the request: session and access lookups, then the page's statements), on
 * the embedded PostgreSQL and on the machine's PostgreSQL service. Goals: PostgreSQL API p50 ≤ 15 ms and ≤ 1.5× the raw SQL.
 *   node --import tsx bench/list-api.ts [--issues 10000] [--projects 1] [--runs 50] [--engine both|embedded|postgres] [--explain] [--statements]
 * --projects N seeds N projects of that many issues each (each in a workspace of its own) and times the
 * last: the tables then hold other teams' work too, as they do in a real install.
 * --statements also prints each of the request's statements' own p50, run alone.
 * --cpu also prints each page statement's database CPU time per run (its session's process, Linux),
 * which a busy machine disturbs far less than wall time: the figure to compare two versions of a query.
 * PostgreSQL: creates and drops a database `hangar_bench_<pid>` on BENCH_PG_URL
 * (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { listIssuesQuery } from "@hangar/contracts";
import pg from "pg";
import { buildApp } from "../apps/server/src/app";
import { type Database, SESSION_SETTINGS } from "../apps/server/src/db/client";
import { openServerDatabase } from "../apps/server/src/db/server-database";
import { listInputFromQuery, planIssueList } from "../apps/server/src/features/issues";
import { readEnv } from "../apps/server/src/lib/env";
import { argValue, type BenchSeed, seedBench } from "./seed";
import { ms, percentile } from "./stats";
import { processCpuSeconds } from "./throughput-server";

const SCENARIOS = [
  { name: "group_by=state_id", query: "group_by=state_id" },
  { name: "group_by=labels__id", query: "group_by=labels__id" },
  { name: "group_by=state_id&priority=high,urgent", query: "group_by=state_id&priority=high,urgent" },
  { name: "group_by=state_id&sub_group_by=priority", query: "group_by=state_id&sub_group_by=priority" },
  { name: "flat per_page=1000 (web's full load)", query: "per_page=1000" },
  {
    name: "web board first page (50 per state)",
    query:
      "group_by=state_id&order_by=sort_order&sub_issue=false&show_empty_groups=false&layout=kanban&per_page=50&cursor=50:0:0",
  },
];

const runs = argValue("--runs", 50);
const issueCount = argValue("--issues", 10_000);
const projectCount = argValue("--projects", 1);
const engineArg = process.argv[process.argv.indexOf("--engine") + 1];
const engines = engineArg === "embedded" || engineArg === "postgres" ? [engineArg] : ["embedded", "postgres"];
const explain = process.argv.includes("--explain");
const perStatement = process.argv.includes("--statements");
const cpuPerStatement = process.argv.includes("--cpu");
const adminUrl = process.env.BENCH_PG_URL || "postgres://postgres@127.0.0.1:5432/postgres";

type Statement = { sql: string; params: unknown[] };
type Row = { engine: string; scenario: string; api: number[]; raw: number[] };

/** The statements the list service runs for `query`, captured from its builder without running them. */
function statementsFor(
  database: Database,
  seed: BenchSeed & { workspaceId: string; userId: string },
  query: string,
): Statement[] {
  const parsed = listIssuesQuery.parse(Object.fromEntries(new URLSearchParams(query)));
  const plan = planIssueList(database.db, {
    workspaceId: seed.workspaceId,
    userId: seed.userId,
    projectIds: [seed.projectId],
    ...listInputFromQuery(parsed),
  });
  const all = [
    plan.rows.toSQL(),
    plan.totals.toSQL(),
    plan.points?.toSQL(),
    plan.groups?.query?.toSQL(),
    plan.subGroups?.query?.toSQL(),
  ];
  return all.filter((s): s is Statement => !!s);
}

type Sent = { name?: string; sql: string; params: unknown[] };
type Client = { query(...args: unknown[]): Promise<unknown> };

/**
 * Runs statements straight on the driver, and records what the app sends through it: `capture` runs a
 * request and returns every statement it sent (the session and access lookups, then the list's own), so
 * the raw figure replays exactly the request's SQL, prepared statements under their names.
 */
function rawDriver(database: Database) {
  const client = (database.pool ?? (database.db as unknown as { $client: Client }).$client) as unknown as Client;
  const query = client.query.bind(client);
  const run = database.pool
    ? (s: Sent) => query({ name: s.name, text: s.sql, values: s.params })
    : (s: Sent) => query(s.sql, s.params);
  async function capture(request: () => Promise<unknown>): Promise<Sent[]> {
    const sent: Sent[] = [];
    client.query = (first: unknown, second?: unknown, ...rest: unknown[]) => {
      if (typeof first === "string") sent.push({ sql: first, params: (second as unknown[]) ?? [] });
      else {
        const config = first as { name?: string; text: string; values?: unknown[] };
        sent.push({ name: config.name, sql: config.text, params: (second as unknown[]) ?? config.values ?? [] });
      }
      return query(first, second, ...rest);
    };
    try {
      await request();
    } finally {
      client.query = query;
    }
    return sent;
  }
  return { run, capture };
}

/** GETs `url` from the listening app as `agent`'s session; resolves with the status once the body is in. */
function httpGetter(port: number, agent: BenchSeed["agent"]) {
  const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const cookie = () => [...agent.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const get = (url: string) =>
    new Promise<number>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path: url, agent: keepAlive, headers: { cookie: cookie() } }, (res) => {
          res.on("data", () => {});
          res.on("end", () => resolve(res.statusCode ?? 0));
          res.on("error", reject);
        })
        .on("error", reject);
    });
  return { get, close: () => keepAlive.destroy() };
}

/**
 * The CPU time one database session spends per run of a statement (prepared under its own name, as the
 * app sends it), read from the session's process: steadier than wall time on a busy machine, where a
 * statement's latency counts the time it waited for a core.
 */
async function backendCpuMs(url: string, s: Sent, n: number): Promise<number> {
  const client = new pg.Client({ connectionString: url, options: SESSION_SETTINGS });
  await client.connect();
  try {
    const pid = ((await client.query("select pg_backend_pid() as pid")).rows[0] as { pid: number }).pid;
    const run = () => client.query({ name: s.name, text: s.sql, values: s.params });
    for (let i = 0; i < 20; i++) await run();
    const before = processCpuSeconds(pid);
    for (let i = 0; i < n; i++) await run();
    return ((processCpuSeconds(pid) - before) * 1000) / n;
  } finally {
    await client.end();
  }
}

async function timed(fn: () => Promise<unknown>, n: number): Promise<number[]> {
  for (let i = 0; i < 20; i++) await fn();
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    out.push(performance.now() - t);
  }
  return out;
}

/** Times two things run one after the other, `n` times each after a warm-up, alternating. */
async function timedInTurns(a: () => Promise<unknown>, b: () => Promise<unknown>, n: number): Promise<[number[], number[]]> {
  for (let i = 0; i < 20; i++) {
    await a();
    await b();
  }
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < n; i++) {
    for (const [k, fn] of [a, b].entries()) {
      const t = performance.now();
      await fn();
      times[k].push(performance.now() - t);
    }
  }
  return times;
}

async function benchEngine(engine: string): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "hangar-bench-"));
  // As root, the embedded PostgreSQL runs as its own user, which must be able to enter the folder.
  chmodSync(dataDir, 0o755);
  let databaseUrl: string | null = null;
  const dbName = `hangar_bench_${process.pid}`;
  if (engine === "postgres") {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName}`);
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const opened = await openServerDatabase(
    readEnv({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? "", SECRET_KEY: "bench" }),
    () => {},
  );
  const { database } = opened;
  const rows: Row[] = [];
  try {
    const env = {
      ...readEnv({ DATA_DIR: dataDir, SECRET_KEY: "bench", LOG_LEVEL: "warn" }),
      authRateLimitMax: 100_000,
      authAccountRateLimitMax: 100_000,
    };
    const app = await buildApp({ db: database.db, env, webDist: null });
    const started = performance.now();
    for (let i = 1; i < projectCount; i++) await seedBench(app, { issues: issueCount });
    const seeded = await seedBench(app, { issues: issueCount });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${engine}: seeded ${projectCount} × ${issueCount} issues in ${seconds} s`);
    const me = (await seeded.agent.get("/api/users/me/")).json() as { id: string };
    const ws = (await seeded.agent.get(`/api/workspaces/${seeded.slug}/`)).json() as { id: string };
    const seed = { ...seeded, userId: me.id, workspaceId: ws.id };
    await app.listen({ host: "127.0.0.1", port: 0 });
    const client = httpGetter((app.server.address() as { port: number }).port, seed.agent);
    const driver = rawDriver(database);
    const raw = driver.run;
    const base = `/api/workspaces/${seed.slug}/projects/${seed.projectId}/issues/`;
    for (const scenario of SCENARIOS) {
      const url = `${base}?${scenario.query}`;
      const check = await seed.agent.get(url);
      if (check.statusCode !== 200) throw new Error(`${url}: ${check.statusCode} ${check.body}`);
      if ((await client.get(url)) !== 200) throw new Error(`${url}: not 200 over HTTP`);
      const statements = statementsFor(database, seed, scenario.query);
      if (explain) {
        for (const s of statements) {
          const plan = (await raw({ sql: `explain (analyze, buffers) ${s.sql}`, params: s.params })) as {
            rows: Record<string, string>[];
          };
          console.log(`\n-- ${engine} ${scenario.name}\n${plan.rows.map((r) => Object.values(r)[0]).join("\n")}`);
        }
      }
      // The request's SQL as the API runs it: the session and access lookups one after the other, then
      // the page's statements side by side.
      const sent = await driver.capture(() => seed.agent.get(url));
      const lookups = sent.slice(0, sent.length - statements.length);
      const page = sent.slice(lookups.length);
      // API and raw take turns, so a swing in the machine's speed falls on both alike.
      const [api, rawTimes] = await timedInTurns(
        () => client.get(url),
        async () => {
          for (const s of lookups) await raw(s);
          await Promise.all(page.map(raw));
        },
        runs,
      );
      rows.push({ engine, scenario: scenario.name, api, raw: rawTimes });
      if (perStatement) {
        const alone = [];
        for (const s of sent) alone.push(percentile(await timed(() => raw(s), runs), 50).toFixed(2));
        console.log(`${engine} ${scenario.name}: each statement alone, p50 ms: ${alone.join(" · ")}`);
      }
      if (cpuPerStatement) {
        const cpu = [];
        for (const s of page) cpu.push((await backendCpuMs(database.url ?? "", s, runs * 10)).toFixed(2));
        console.log(`${engine} ${scenario.name}: each page statement's database CPU per run, ms: ${cpu.join(" · ")}`);
      }
    }
    client.close();
    await app.close();
  } finally {
    await opened.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (engine === "postgres") {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  }
  return rows;
}

async function main() {
  const all: Row[] = [];
  for (const engine of engines) all.push(...(await benchEngine(engine)));
  const others = projectCount > 1 ? ` (the last of ${projectCount} such projects)` : "";
  console.log(
    `\nFirst page of the project issue list, ${issueCount} issues${others}, ${runs} runs each (default page size 20 per group)`,
  );
  console.log(
    `${"engine".padEnd(9)}${"scenario".padEnd(44)}${"API p50".padStart(10)}${"API p99".padStart(10)}${"raw p50".padStart(10)}${"raw p99".padStart(10)}  API/raw`,
  );
  for (const r of all) {
    const ratio = percentile(r.api, 50) / percentile(r.raw, 50);
    console.log(
      `${r.engine.padEnd(9)}${r.scenario.padEnd(44)}${ms(percentile(r.api, 50))}${ms(percentile(r.api, 99))}${ms(percentile(r.raw, 50))}${ms(percentile(r.raw, 99))}  ${ratio.toFixed(2)}×`,
    );
  }
  console.log("Goals (PostgreSQL): API p50 ≤ 15 ms, API/raw ≤ 1.5×");
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
