// `npm start` runs this first: build the web app and the server when missing or older than their sources.
// The server then runs as `node apps/server/dist/main.js` straight from the npm script, so no wrapper
// process stays resident beside it.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildServer, serverBuildIsStale } from "./build-server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const webDir = path.join(root, "apps/web");
const builtIndex = path.join(webDir, "dist/index.html");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist" || entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = [path.join(webDir, "src"), path.join(webDir, "index.html"), path.join(root, "packages/contracts/src")];
const webStale =
  !existsSync(builtIndex) ||
  Math.max(...sources.map((s) => (statSync(s).isDirectory() ? newestMtime(s) : statSync(s).mtimeMs))) >
    statSync(builtIndex).mtimeMs;

if (webStale && process.env.HANGAR_SKIP_WEB_BUILD !== "1") {
  console.log("hangar: building the web app…");
  const result = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { cwd: webDir, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (serverBuildIsStale()) {
  console.log("hangar: building the server…");
  await buildServer();
}
