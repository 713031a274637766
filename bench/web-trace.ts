/**
 * `--trace` for bench/web-issues.ts: records a Chromium trace around one measurement and prints where the
 * renderer's threads spent it, by trace event (Paint, Layout, UpdateLayoutTree, HitTest, Commit,
 * RasterTask…): the time a CPU profile leaves as "(program)".
 */
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";

const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.frame",
  "toplevel",
  "cc",
  "viz",
];

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
};

type Totals = { total: number; self: number; count: number };

/** Runs `run` with tracing on and prints the busiest threads and their top events. */
export async function traced<T>(browser: Browser, page: Page, label: string, run: () => Promise<T>): Promise<T> {
  await browser.startTracing(page, { categories: CATEGORIES });
  const result = await run();
  const buffer = await browser.stopTracing();
  // Kept for DevTools' Performance panel, or for this file's own summary: `node --import tsx bench/web-trace.ts FILE`.
  const file = path.join(os.tmpdir(), `hangar-trace-${label.replace(/\W+/g, "-")}.json`);
  writeFileSync(file, buffer);
  const { traceEvents } = JSON.parse(buffer.toString("utf8")) as { traceEvents: TraceEvent[] };
  printTrace(label, traceEvents);
  console.log(`    (trace saved as ${file})`);
  return result;
}

/** Complete events per thread, with B/E pairs folded into complete ones. */
function completeEvents(events: TraceEvent[]) {
  const byThread = new Map<string, TraceEvent[]>();
  const open = new Map<string, TraceEvent[]>();
  const push = (key: string, e: TraceEvent) => {
    const list = byThread.get(key) ?? [];
    list.push(e);
    byThread.set(key, list);
  };
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph === "X" && e.dur !== undefined) push(key, e);
    else if (e.ph === "B") open.set(key, [...(open.get(key) ?? []), e]);
    else if (e.ph === "E") {
      const stack = open.get(key);
      const begin = stack?.pop();
      if (begin) push(key, { ...begin, ph: "X", dur: e.ts - begin.ts });
    }
  }
  return byThread;
}

/** Total and self time (total less the events nested in it) by event name, for one thread. */
function totalsByName(events: TraceEvent[]): Map<string, Totals> {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const totals = new Map<string, Totals>();
  const stack: { end: number; t: Totals }[] = [];
  for (const e of sorted) {
    const dur = e.dur ?? 0;
    while (stack.length > 0 && stack[stack.length - 1].end <= e.ts) stack.pop();
    const parent = stack[stack.length - 1];
    const t = totals.get(e.name) ?? { total: 0, self: 0, count: 0 };
    // A name nested in itself (a task within a task) counts once in the total.
    if (!stack.some((s) => s.t === t)) t.total += dur;
    t.self += dur;
    t.count++;
    totals.set(e.name, t);
    if (parent && e.ts + dur <= parent.end) parent.t.self -= dur;
    stack.push({ end: e.ts + dur, t });
  }
  return totals;
}

function printTrace(label: string, events: TraceEvent[]) {
  const names = new Map<string, string>();
  const processNames = new Map<number, string>();
  for (const e of events) {
    if (e.ph === "M" && e.name === "thread_name") names.set(`${e.pid}:${e.tid}`, e.args?.name ?? "?");
    if (e.ph === "M" && e.name === "process_name") processNames.set(e.pid, e.args?.name ?? "?");
  }
  const threads = [...completeEvents(events)].map(([key, list]) => {
    const totals = totalsByName(list);
    const busy = totals.get("ThreadControllerImpl::RunTask")?.total ?? totals.get("RunTask")?.total ?? 0;
    const pid = Number(key.split(":")[0]);
    return { key, name: `${processNames.get(pid) ?? pid} ${names.get(key) ?? key}`, totals, busy };
  });
  let first = Number.POSITIVE_INFINITY;
  let last = 0;
  for (const e of events) {
    if (e.ph === "M") continue;
    first = Math.min(first, e.ts);
    last = Math.max(last, e.ts + (e.dur ?? 0));
  }
  console.log(`  trace of ${label} (${((last - first) / 1e6).toFixed(1)} s): busiest threads (time in tasks, ms)`);
  const busiest = threads.filter((t) => t.busy > 0).sort((a, b) => b.busy - a.busy);
  console.log(
    `    ${busiest
      .slice(0, 8)
      .map((t) => `${t.name} ${(t.busy / 1000).toFixed(0)}`)
      .join(" · ")}`,
  );
  // The renderer main thread with the most work is the page's; then its compositor and raster workers.
  const main = busiest.find((t) => t.name.endsWith("CrRendererMain"));
  const pid = main?.key.split(":")[0];
  const shown = busiest.filter(
    (t) => t === main || (t.key.startsWith(`${pid}:`) && /Compositor/.test(t.name)) || /VizCompositor|CrGpuMain/.test(t.name),
  );
  for (const t of shown.slice(0, 4)) {
    console.log(`    ${t.name}: top events by total (self) ms, count`);
    const top = [...t.totals]
      .filter(([name]) => !/RunTask|ThreadControllerImpl/.test(name))
      .sort((a, b) => b[1].total - a[1].total);
    for (const [name, x] of top.slice(0, t === main ? 22 : 8)) {
      console.log(
        `      ${(x.total / 1000).toFixed(0).padStart(6)} (${(x.self / 1000).toFixed(0).padStart(5)})  ${name} ×${x.count}`,
      );
    }
  }
}

if (process.argv[1] === import.meta.filename && process.argv[2]) {
  const { traceEvents } = JSON.parse(readFileSync(process.argv[2], "utf8")) as { traceEvents: TraceEvent[] };
  printTrace(path.basename(process.argv[2]), traceEvents);
}
