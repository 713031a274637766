import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { bootEntry } from "./build/boot-entry";
import { browserEndpoints } from "./build/browser-endpoints";

// `npm run dev` starts the API on PORT (default 3000); the dev server proxies to it.
const apiOrigin = `http://127.0.0.1:${process.env.PORT || 3000}`;

const boot = bootEntry(import.meta.dirname);

export default defineConfig({
  plugins: [browserEndpoints(), boot.plugin, react(), tailwindcss(), chunkModules(import.meta.dirname), precompress()],
  server: {
    port: 5173,
    proxy: {
      // ws: the live-updates WebSocket lives under /api/workspaces/{slug}/events/live/.
      "/api": { target: apiOrigin, ws: true, changeOrigin: false },
      "/auth": { target: apiOrigin, changeOrigin: false },
      "/live": { target: apiOrigin, ws: true, changeOrigin: false },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    // Read by scripts/check-bundle-size.mjs, the first route's size budget.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every screen needs at boot, in one file: left to itself the bundler cuts it into dozens of
          // small shared chunks (each of the app's modules a lazy screen also imports became one: 26 on a
          // cold board load), and a cold load's requests queue behind each other, six at a time, ahead of
          // the board's data. Only what the entry imports statically ($initial): the contract's values and
          // endpoints that other screens call stay in those screens' chunks instead of riding in the shell.
          // What the boot entry reaches goes first, to a chunk of its own (build/boot-entry.ts).
          groups: [
            { name: "boot", test: boot.isBootModule, priority: 1 },
            { name: "shell", tags: ["$initial"] },
          ],
        },
      },
    },
  },
});

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Which source modules each chunk holds (the manifest names only entries): scripts/check-bundle-size.mjs finds a route's chunks by them. */
function chunkModules(root: string): Plugin {
  return {
    name: "hangar-chunk-modules",
    apply: "build",
    generateBundle(_options, bundle) {
      const map: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk")
          map[chunk.fileName] = chunk.moduleIds.map((id) => path.relative(root, id).split(path.sep).join("/"));
      }
      this.emitFile({ type: "asset", fileName: ".vite/chunk-modules.json", source: JSON.stringify(map) });
    },
  };
}

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;
const LARGE_BYTES = 256 * 1024;

/**
 * Writes `file.br` and `file.gz` beside every text asset once the build is out, at the highest settings
 * (it happens once per build, not per request); the server sends them to browsers that accept them.
 */
function precompress(): Plugin {
  let outDir = "";
  return {
    name: "hangar-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await listFiles(outDir);
      await Promise.all(
        files
          .filter((file) => COMPRESSIBLE.test(file) && !file.includes(`${path.sep}.vite${path.sep}`))
          .map(async (file) => {
            if ((await stat(file)).size < MIN_BYTES) return;
            const source = await readFile(file);
            const [br, gz] = await Promise.all([
              brotli(source, {
                params: {
                  // Quality 11 takes seconds on the password dictionaries (1.6 MB, fetched only by the
                  // password forms); 9 is nearly as small there.
                  [constants.BROTLI_PARAM_QUALITY]: source.length > LARGE_BYTES ? 9 : 11,
                  [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
              gzipAsync(source, { level: 9 }),
            ]);
            if (br.length < source.length) await writeFile(`${file}.br`, br);
            if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
          }),
      );
    },
  };
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}
