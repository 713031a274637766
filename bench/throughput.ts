/**
 * Throughput under concurrent load: the real server as a process of its own on a fresh instance seeded
 * with bench/seed.ts, driven by autocannon over loopback with the web app's own URLs, on this machine
 * (server, database and load generator share its cores).
 *   node --import tsx bench/throughput.ts [--issues 1000,10000] [--duration 10] [--connections 50]
 *     [--engine embedded|postgres] [--only instances,detail,...] [--profile DIR] [--server-dir DIR] [--node-flags "..."]
 * Prints per request: req/s, latency p50/p99/max, non-2xx answers, socket errors and timeouts, the
 * reply size, the CPU time the server and its database spent per request (steadier than req/s on a
 * busy machine), and the server process's resident memory idle before and after the runs.
 * --engine postgres creates and drops a database on BENCH_PG_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres); embedded lets the server start its own PostgreSQL.
 * --profile DIR runs the server under --cpu-prof, writing its profile into DIR when it stops.
 * --server-dir DIR runs the server of another checkout (with node_modules), to compare two versions.
 * --node-flags "..." passes flags to the server's Node (e.g. "--max-semi-space-size=64").
 */
import autocannon, { type Result as AutocannonResult } from "autocannon";
import { signIn } from "./throughput-client";
import { MIXED_NOTE, type Scenario, scenariosFor } from "./throughput-scenarios";
import { type Engine, seedServerDatabase, startServer } from "./throughput-server";

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const issueCounts = (arg("--issues") ?? "1000").split(",").map(Number);
const duration = Number(arg("--duration") ?? 10);
const connections = Number(arg("--connections") ?? 50);
const engine = (arg("--engine") ?? "embedded") as Engine;
const only = arg("--only")?.split(",");
const profileDir = arg("--profile");
const serverDir = arg("--server-dir");
const extraNodeFlags = arg("--node-flags")?.split(" ").filter(Boolean) ?? [];
const WARMUP_SECONDS = 2;

if (engine !== "embedded" && engine !== "postgres") throw new Error(`--engine embedded|postgres, not ${engine}`);

/** Non-2xx answers of a run by status, with the first body of each, to say what went wrong. */
type Failures = Map<number, { count: number; sample: string }>;

async function load(origin: string, scenario: Scenario, seconds: number, failures: Failures): Promise<AutocannonResult> {
  const onResponse = (status: number, body: string) => {
    if (status < 300) return;
    const seen = failures.get(status);
    if (seen) seen.count++;
    else failures.set(status, { count: 1, sample: body.slice(0, 300) });
  };
  return autocannon({
    url: origin,
    connections: scenario.connections ?? connections,
    duration: seconds,
    requests: [{ ...scenario.request(), onResponse }],
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pad = (s: string | number, n: number) => String(s).padStart(n);

type Row = { scenario: Scenario; r: AutocannonResult; bytes: number | null; cpuMs: number; serverCpuMs: number };

function printTable(title: string, rows: Row[]) {
  console.log(`\n${title}`);
  console.log(
    `${"request".padEnd(36)}${pad("conns", 6)}${pad("req/s", 9)}${pad("p50 ms", 8)}${pad("p99 ms", 8)}${pad("max ms", 8)}` +
      `${pad("p99/p50", 8)}${pad("non2xx", 8)}${pad("errors", 8)}${pad("reply", 9)}${pad("cpu/req", 9)}${pad("server", 9)}  goal`,
  );
  for (const { scenario, r, bytes, cpuMs, serverCpuMs } of rows) {
    const ratio = r.latency.p50 > 0 ? (r.latency.p99 / r.latency.p50).toFixed(1) : "-";
    const size = bytes === null ? "-" : bytes >= 1024 ? `${(bytes / 1024).toFixed(0)} KB` : `${bytes} B`;
    console.log(
      `${scenario.name.padEnd(36)}${pad(scenario.connections ?? connections, 6)}${pad(r.requests.average.toFixed(0), 9)}` +
        `${pad(r.latency.p50, 8)}${pad(r.latency.p99, 8)}${pad(r.latency.max, 8)}${pad(ratio, 8)}${pad(r.non2xx, 8)}` +
        `${pad(r.errors + r.timeouts, 8)}${pad(size, 9)}${pad(`${cpuMs.toFixed(2)} ms`, 9)}` +
        `${pad(`${serverCpuMs.toFixed(2)} ms`, 9)}  ${scenario.goal ?? ""}`,
    );
  }
}

async function benchInstance(issues: number) {
  const nodeFlags = [...extraNodeFlags, ...(profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [])];
  const server = await startServer(engine, { nodeFlags, tag: String(issues), serverDir });
  // Ctrl-C stops the server (and drops its database) before the bench goes.
  const onInterrupt = () => void server.stop().finally(() => process.exit(130));
  process.once("SIGINT", onInterrupt);
  try {
    const started = performance.now();
    const seed = await seedServerDatabase(server.databaseUrl, issues);
    console.log(`${engine}: seeded ${issues} issues in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const session = await signIn(server.origin, seed.email, seed.password);
    const scenarios = (await scenariosFor(session, seed)).filter((s) => !only || only.includes(s.key));
    await sleep(2000);
    const rssBefore = server.rssMb();
    const rows: Row[] = [];
    for (const scenario of scenarios) {
      const bytes = await scenario.replyBytes();
      await load(server.origin, scenario, WARMUP_SECONDS, new Map());
      const failures: Failures = new Map();
      const cpuBefore = server.cpuSeconds();
      const serverCpuBefore = server.serverCpuSeconds();
      const r = await load(server.origin, scenario, duration, failures);
      const perRequest = (seconds: number) => (seconds * 1000) / Math.max(1, r.requests.total);
      const cpuMs = perRequest(server.cpuSeconds() - cpuBefore);
      const serverCpuMs = perRequest(server.serverCpuSeconds() - serverCpuBefore);
      rows.push({ scenario, r, bytes, cpuMs, serverCpuMs });
      for (const [status, { count, sample }] of failures) console.log(`${scenario.name}: ${count} × ${status}: ${sample}`);
      await sleep(500);
    }
    await sleep(2000);
    const rssAfter = server.rssMb();
    printTable(
      `${engine}, ${issues} issues, ${duration} s per request after a ${WARMUP_SECONDS} s warm-up, ${connections} connections unless said`,
      rows,
    );
    console.log(`server RSS idle: ${rssBefore.toFixed(0)} MB before, ${rssAfter.toFixed(0)} MB after`);
    console.log(`${MIXED_NOTE}; creates go to a second project, so the lists measured keep their size`);
    console.log(
      "cpu/req: CPU time of the server and its database (not the load generator) per answered request; server: its Node process alone",
    );
    console.log("latencies have a 1 ms resolution; goal for every request: p99 ≤ 3 × p50");
  } finally {
    process.off("SIGINT", onInterrupt);
    await server.stop();
  }
}

async function main() {
  for (const issues of issueCounts) await benchInstance(issues);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
