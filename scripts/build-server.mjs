// Builds the server into one ES module (apps/server/dist/main.js) with esbuild, so it runs as plain
// JavaScript: no TypeScript loader in memory or on the start path. npm packages stay external (loaded
// from node_modules as usual); only our own sources and workspace packages (contracts, editor) are bundled.
// `node scripts/build-server.mjs` builds; `--if-stale` skips the build when dist is newer than the sources.
import { cpSync, existsSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverDir = path.join(root, "apps/server");
const outDir = path.join(serverDir, "dist");
const entry = path.join(outDir, "main.js");
const sources = [
  path.join(serverDir, "src"),
  path.join(root, "packages/contracts/src"),
  path.join(root, "packages/editor/src"),
  fileURLToPath(import.meta.url),
];

function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function serverBuildIsStale() {
  return !existsSync(entry) || Math.max(...sources.map(newestMtime)) > statSync(entry).mtimeMs;
}

/** The server, and the command-line tools that run beside it (npm run backup / restore). */
const entries = ["main", "backup", "restore"];
const entryFile = (name) => path.join(serverDir, name === "main" ? "src/main.ts" : `src/cli/${name}.ts`);

export async function buildServer() {
  rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: Object.fromEntries(entries.filter((name) => existsSync(entryFile(name))).map((name) => [name, entryFile(name)])),
    outdir: outDir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    // Code split, so that what the sources load lazily (the S3 client, the PGlite move) stays out of the
    // start: bundled into one file, their packages' imports would be hoisted to its top.
    splitting: true,
    // Chunks beside the entries: code finds the migrations and the web build relative to its own file.
    chunkNames: "[name]-[hash]",
    sourcemap: "linked",
    logLevel: "warning",
    plugins: [
      {
        // Our packages are TypeScript source (workspaces), so they are bundled rather than required.
        name: "bundle-workspace-packages",
        setup(b) {
          b.onResolve({ filter: /^@hangar\/(contracts|editor)(\/values)?$/ }, (args) => {
            const [name, entry = "index"] = args.path.slice("@hangar/".length).split("/");
            return { path: path.join(root, `packages/${name}/src/${entry}.ts`) };
          });
        },
      },
    ],
  });
  // Drizzle's migrator reads the SQL files next to the code (db/client.ts: migrationsFolder).
  cpSync(path.join(serverDir, "src/db/migrations"), path.join(outDir, "migrations"), { recursive: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!process.argv.includes("--if-stale") || serverBuildIsStale()) {
    const started = performance.now();
    await buildServer();
    console.log(`hangar: built the server in ${Math.round(performance.now() - started)} ms`);
  }
}
