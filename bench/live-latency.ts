/**
 * Live-update delay: a change made in one browser (Alice's page calling the API, as the UI does) until it
 * shows in another browser (Bob's issue list) with no reload. Starts its own server on a fresh (embedded PostgreSQL) data
 * directory (or DATABASE_URL), drives Debian's Chromium, prints p50/p95/max over N changes.
 *   node --import tsx bench/live-latency.ts [--runs 30]
 */
import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { call, launchChromium } from "./browser";
import { percentile } from "./stats";

const runs = Number(process.argv[process.argv.indexOf("--runs") + 1]) || 30;
const port = 3200 + Math.floor(Math.random() * 500);
const origin = `http://127.0.0.1:${port}`;
const root = path.resolve(import.meta.dirname, "..");

async function signUp(page: Page, name: string) {
  await page.goto(`${origin}/`);
  const email = `${name}-${Date.now()}@bench.local`;
  const user = await call(page, "POST", "/auth/sign-up/", { email, password: "Bench-pass1!", first_name: name });
  await call(page, "PATCH", "/api/users/me/onboard/", { is_onboarded: true });
  return { ...user, email };
}

/**
 * The token of the newest mail to an address, which the server writes to DATA_DIR/mail (no SMTP here)
 * from a background job, a moment after the request: polled until it is there.
 */
async function mailedToken(dataDir: string, email: string): Promise<string | null> {
  const dir = path.join(dataDir, "mail");
  for (let i = 0; i < 200; i++) {
    const newest = existsSync(dir)
      ? readdirSync(dir)
          .filter((name) => name.endsWith(`-${email}.txt`))
          .sort((a, b) => Number.parseInt(b, 10) - Number.parseInt(a, 10))[0]
      : undefined;
    const link = newest ? readFileSync(path.join(dir, newest), "utf8").match(/https?:\/\/\S+/)?.[0] : undefined;
    if (link) return new URL(link).searchParams.get("token");
    await new Promise((r) => setTimeout(r, 50));
  }
  return null;
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "hangar-bench-"));
  // As root, the embedded PostgreSQL runs as its own user, which must be able to enter the folder.
  chmodSync(dataDir, 0o755);
  const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "apps/server/src/main.ts")], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT: "1000",
      AUTH_ACCOUNT_RATE_LIMIT: "1000",
    },
    stdio: "inherit",
  });
  try {
    for (let i = 0; i < 200; i++) {
      if (
        await fetch(`${origin}/api/instances/`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const browser = await launchChromium();
    const alice = await (await browser.newContext()).newPage();
    const bob = await (await browser.newContext()).newPage();
    await signUp(alice, "alice");
    const bobUser = await signUp(bob, "bob");
    const slug = `bench-${Date.now().toString(36)}`;
    await call(alice, "POST", "/api/workspaces/", { name: "Bench", slug, organization_size: "2-10" });
    const project = await call(alice, "POST", `/api/workspaces/${slug}/projects/`, { name: "Bench", identifier: "BEN" });
    const invites = await call(alice, "POST", `/api/workspaces/${slug}/invitations/`, {
      emails: [{ email: bobUser.email, role: 15 }],
    });
    // Bob signed up with a password, so his address is unproven: he joins with the mailed link's token.
    await call(bob, "POST", `/api/workspaces/${slug}/invitations/${invites[0].id}/join/`, {
      token: await mailedToken(dataDir, bobUser.email),
    });
    await call(alice, "POST", `/api/workspaces/${slug}/projects/${project.id}/members/`, {
      members: [{ member_id: bobUser.id, role: 15 }],
    });
    const base = `/api/workspaces/${slug}/projects/${project.id}`;
    const issue = await call(alice, "POST", `${base}/issues/`, { name: "Latency probe 0" });
    await bob.goto(`${origin}/${slug}/projects/${project.id}/issues`);
    await bob.getByText("Latency probe 0").waitFor();

    const delays: number[] = [];
    for (let n = 1; n <= runs; n++) {
      const name = `Latency probe ${n}`;
      const seen = bob.waitForFunction((text) => document.body.innerText.includes(text), name, {
        polling: "raf",
        timeout: 10_000,
      });
      const started = performance.now();
      await call(alice, "PATCH", `${base}/issues/${issue.id}/`, { name });
      await seen;
      delays.push(performance.now() - started);
    }
    console.log(`live update delay over ${runs} changes (PATCH in browser A → text visible in browser B):`);
    console.log(
      `  p50 ${percentile(delays, 50).toFixed(1)} ms   p95 ${percentile(delays, 95).toFixed(1)} ms   max ${Math.max(...delays).toFixed(1)} ms`,
    );
    await browser.close();
  } finally {
    server.kill("SIGTERM");
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
