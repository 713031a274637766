import { chmodSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// Each run gets a fresh data directory, so journeys start on a brand-new instance.
const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(path.join(os.tmpdir(), "hangar-e2e-"));
process.env.E2E_DATA_DIR = dataDir;
// mkdtemp makes the folder private; as root, the embedded PostgreSQL runs as its own user and must enter it.
chmodSync(dataDir, 0o755);
const port = Number(process.env.E2E_PORT || 3101);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "./e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    // The built server, as `npm start` runs it (npm test builds it first).
    command: `node ${process.env.E2E_SERVER_ENTRY || "../server/dist/main.js"}`,
    url: `${baseURL}/api/instances/`,
    reuseExistingServer: false,
    // Asked to stop (not killed), so the server stops its embedded PostgreSQL, which runs in a process
    // group of its own and would outlive a killed server.
    gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
    timeout: 120_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      APP_ORIGIN: baseURL,
      AUTH_RATE_LIMIT: "1000",
      AUTH_ACCOUNT_RATE_LIMIT: "1000",
      VALIDATE_RESPONSES: "1",
      LOG_LEVEL: "warn",
      // The notification mail digest every minute (the shortest), so a journey sees its mail.
      NOTIFICATION_DIGEST_MINUTES: "1",
    },
  },
});
