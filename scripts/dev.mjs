// `npm run dev`: the API server with --watch on :3000 and Vite with hot reload on :5173 (proxying /api, /auth, /live).
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const children = [
  spawn(process.execPath, ["--import", "tsx", "--watch", path.join(root, "apps/server/src/main.ts")], { stdio: "inherit" }),
  spawn("npx", ["vite", "--host", process.env.HOST || "127.0.0.1"], { cwd: path.join(root, "apps/web"), stdio: "inherit" }),
];
const stop = () => {
  for (const c of children) c.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
