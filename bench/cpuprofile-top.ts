/**
 * Where a V8 CPU profile (node --cpu-prof, e.g. from bench/throughput.ts --profile DIR) spent its time:
 * the functions with the most self time, and self time summed by package or source folder.
 *   node --import tsx bench/cpuprofile-top.ts <file.cpuprofile> [--top 40] [--inclusive]
 * --inclusive also lists functions by total time (self plus callees), once per stack.
 */
import { readFileSync } from "node:fs";

type CallFrame = { functionName: string; url: string; lineNumber: number };
type Node = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const file = process.argv[2];
if (!file) throw new Error("usage: cpuprofile-top.ts <file.cpuprofile> [--top N] [--inclusive]");
const topIndex = process.argv.indexOf("--top");
const top = topIndex >= 0 ? Number(process.argv[topIndex + 1]) : 40;
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const selfMs = new Map<number, number>();
for (const [i, id] of profile.samples.entries()) selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
const totalMs = [...selfMs.values()].reduce((a, b) => a + b, 0);

const shortUrl = (url: string) => {
  const nm = url.lastIndexOf("node_modules/");
  if (nm >= 0) return url.slice(nm + "node_modules/".length);
  const src = url.indexOf("/apps/");
  return src >= 0 ? url.slice(src + 1) : url.replace(/^file:\/\//, "");
};
const label = (f: CallFrame) => `${f.functionName || "(anonymous)"}  ${shortUrl(f.url)}:${f.lineNumber + 1}`;
const area = (f: CallFrame) => {
  if (!f.url) return f.functionName.startsWith("(") ? f.functionName : "(native)";
  const u = shortUrl(f.url);
  if (u.startsWith("node:")) return u.split("/")[0];
  const parts = u.split("/");
  if (f.url.includes("node_modules/")) return parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
  return parts.slice(0, Math.min(parts.length - 1, 5)).join("/");
};

function printTop(title: string, totals: Map<string, number>) {
  console.log(`\n${title}`);
  const rows = [...totals].sort((a, b) => b[1] - a[1]).slice(0, top);
  for (const [name, ms] of rows)
    console.log(`${ms.toFixed(0).padStart(8)} ms ${((100 * ms) / totalMs).toFixed(1).padStart(5)}%  ${name}`);
}

const selfByFn = new Map<string, number>();
const selfByArea = new Map<string, number>();
for (const [id, ms] of selfMs) {
  const f = (byId.get(id) as Node).callFrame;
  selfByFn.set(label(f), (selfByFn.get(label(f)) ?? 0) + ms);
  selfByArea.set(area(f), (selfByArea.get(area(f)) ?? 0) + ms);
}
console.log(`${file}: ${(totalMs / 1000).toFixed(1)} s sampled`);
printTop("self time by area", selfByArea);
printTop("self time by function", selfByFn);

if (process.argv.includes("--inclusive")) {
  const inclusive = new Map<string, number>();
  for (const [id, ms] of selfMs) {
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const name = label((byId.get(cur) as Node).callFrame);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
    }
  }
  printTop("total time by function", inclusive);
}
