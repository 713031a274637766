// `npm run dev`: the API server with --watch on :3000 and Vite with hot reload on :5173 (proxying /api, /auth, /live).
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const host = process.env.HOST || "127.0.0.1";
const VITE_PORT = 5173;
// The browser talks to Vite, so the API sees Vite's origin on every unsafe request and must take it as its
// own (it refuses any other Origin); links in mails then open the page with hot reload too.
const appOrigin = process.env.APP_ORIGIN || `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${VITE_PORT}`;
const children = [
  spawn(process.execPath, ["--import", "tsx", "--watch", path.join(root, "apps/server/src/main.ts")], {
    stdio: "inherit",
    env: { VALIDATE_RESPONSES: "1", ...process.env, APP_ORIGIN: appOrigin },
  }),
  // --strictPort: on another port the origin would no longer be APP_ORIGIN's.
  spawn("npx", ["vite", "--host", host, "--port", String(VITE_PORT), "--strictPort"], {
    cwd: path.join(root, "apps/web"),
    stdio: "inherit",
  }),
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
