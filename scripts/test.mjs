// `npm test`: every test — vitest (server API on an embedded PostgreSQL, a database per test file, or on
// TEST_DATABASE_URL; web components; scripts) then the web app's size budget (scripts/check-bundle-size.mjs) and the Playwright
// journeys against the built app and server — and one closing line "N passed, N failed".
// Options: --api-only (server vitest project only), --no-e2e. HANGAR_SUMMARY_FILE appends counts as JSON lines.
import { spawnSync } from "node:child_process";
import { appendFileSync, existsSync, mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = new Set(process.argv.slice(2));
const tmp = mkdtempSync(path.join(os.tmpdir(), "hangar-test-"));
let passed = 0;
let failed = 0;
let crashed = false;

function run(cmd, cmdArgs, opts = {}) {
  const result = spawnSync(cmd, cmdArgs, { cwd: root, stdio: "inherit", ...opts });
  return result.status ?? 1;
}

const vitestJson = path.join(tmp, "vitest.json");
const vitestArgs = ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson}`];
if (args.has("--api-only")) vitestArgs.push("--project", "server");
const vitestStatus = run("npx", vitestArgs);
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  if (vitestStatus !== 0 && report.numFailedTests === 0) crashed = true;
} else crashed = true;

if (!args.has("--api-only") && !args.has("--no-e2e") && existsSync(path.join(root, "apps/web/e2e"))) {
  const buildStatus =
    run("npx", ["vite", "build", "--logLevel", "warn"], { cwd: path.join(root, "apps/web") }) ||
    run(process.execPath, [path.join(root, "scripts/build-server.mjs")]);
  if (buildStatus !== 0) crashed = true;
  else {
    // The first route's JavaScript budget, on the build just made: one check, counted like a test.
    if (run(process.execPath, [path.join(root, "scripts/check-bundle-size.mjs")]) === 0) passed += 1;
    else failed += 1;
    const pwJson = path.join(tmp, "playwright.json");
    const status = run("npx", ["playwright", "test", "-c", "apps/web/playwright.config.ts", "--reporter=list,json"], {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson },
    });
    if (existsSync(pwJson)) {
      const stats = JSON.parse(readFileSync(pwJson, "utf8")).stats;
      passed += stats.expected + (stats.flaky ?? 0);
      failed += stats.unexpected;
      if (status !== 0 && stats.unexpected === 0) crashed = true;
    } else crashed = true;
  }
}

if (crashed) failed += failed === 0 ? 1 : 0;
if (process.env.HANGAR_SUMMARY_FILE) appendFileSync(process.env.HANGAR_SUMMARY_FILE, `${JSON.stringify({ passed, failed })}\n`);
if (crashed) console.error("A test runner exited with an error before reporting every test (counted as a failure).");
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
