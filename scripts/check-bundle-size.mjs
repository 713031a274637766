// The first route's JavaScript budget: what a cold load of a project's issues board downloads — the app's
// entries with their static imports, plus the chunks the board route loads and theirs — gzipped, from the
// built app (apps/web/dist: Vite's manifest and the chunk→modules map vite.config.ts writes beside it).
// `node scripts/check-bundle-size.mjs [--dist DIR] [--budget BYTES]` prints the figure and exits 1 above
// the budget; `npm test` runs it after building the web app.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

// Issue 16's goal: a cold load of the board fetches at most 250,000 bytes of JavaScript gzipped. The budget is
// that goal, not the current figure (about 226 KB), so features may grow into the margin but not past it.
export const BUDGET_BYTES = 250_000;

/** The modules the board route renders at once; whichever chunks hold them are on its critical path. */
export const BOARD_ROUTE_MODULES = [
  "src/app/workspace/project-issues-route.tsx",
  "src/features/issues/project-issues-page.tsx",
  "src/features/issue-layouts/board/board-layout.tsx",
  "src/features/views/components/save-project-view-action.tsx",
];

/** Every JS file the route loads, with its raw and gzipped size. */
export function measureRoute(dist, routeModules = BOARD_ROUTE_MODULES) {
  const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));
  const chunkModules = JSON.parse(readFileSync(path.join(dist, ".vite/chunk-modules.json"), "utf8"));
  const keyByFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  // The app's entry and the boot entry (src/boot/early.ts) that index.html loads beside it.
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length === 0) throw new Error("The manifest has no entry chunk.");

  const roots = [...entries];
  for (const module of routeModules) {
    const file = Object.keys(chunkModules).find((chunkFile) => chunkModules[chunkFile].includes(module));
    if (!file) throw new Error(`No chunk holds ${module}: was it moved or renamed? Update BOARD_ROUTE_MODULES.`);
    roots.push(keyByFile.get(file));
  }
  const keys = new Set();
  const visit = (key) => {
    if (keys.has(key)) return;
    keys.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);

  const files = [...keys].map((key) => {
    const bytes = readFileSync(path.join(dist, manifest[key].file));
    return { file: manifest[key].file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  files.sort((a, b) => b.gzip - a.gzip);
  return {
    files,
    raw: files.reduce((sum, f) => sum + f.raw, 0),
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
  };
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

function main() {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : fallback;
  };
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const dist = path.resolve(option("--dist", path.join(root, "apps/web/dist")));
  const budget = Number(option("--budget", BUDGET_BYTES));
  const route = measureRoute(dist);
  for (const f of route.files.slice(0, 8)) console.log(`  ${kb(f.gzip).padStart(9)} gz  ${kb(f.raw).padStart(9)}  ${f.file}`);
  if (route.files.length > 8) console.log(`  … and ${route.files.length - 8} smaller files`);
  const verdict = route.gzip <= budget ? "within" : "OVER";
  console.log(
    `bundle size: the board's first load is ${kb(route.gzip)} of JavaScript gzipped (${kb(route.raw)} raw, ${route.files.length} files): ${verdict} the budget of ${kb(budget)}`,
  );
  if (route.gzip > budget) {
    console.error("bundle size: lazy-load what the board does not show (see README, Performance), or split the new weight off.");
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
