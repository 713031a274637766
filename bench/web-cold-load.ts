/**
 * Cold load of a big board in a real browser, on the embedded engine and on PostgreSQL: starts the built
 * server (bench/throughput-server.ts: a fresh DATA_DIR, or a fresh database on BENCH_PG_URL that is
 * dropped afterwards), seeds one project of 5,000 issues (bench/seed.ts) and opens its board in Debian's
 * Chromium from a fresh browser context each time (empty cache, signed in through the API, so no page of
 * the app ran before). Prints, beside the goals, the median over the runs of:
 *   - navigation → the first paint (the app shell's outline) and → the first board cards in the DOM;
 *   - the JavaScript asked for before the first cards were in, gzipped (the files at gzip level 9, the figure
 *     scripts/check-bundle-size.mjs budgets), beside the goal; and all the load fetched until the network was
 *     idle (with what loads ahead once the board has painted), as sent (brotli) and gzipped, with file counts.
 *   node --import tsx bench/web-cold-load.ts [--issues 5000] [--runs 5] [--engine both|embedded|postgres]
 * Needs `npm run build` first.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { launchChromium, median, verdict } from "./browser";
import { argValue } from "./seed";
import { type Engine, type RunningServer, seedServerDatabase, startServer } from "./throughput-server";

const issueCount = argValue("--issues", 5_000);
const runs = argValue("--runs", 5);
const engineArg = process.argv[process.argv.indexOf("--engine") + 1];
const engines: Engine[] = engineArg === "embedded" || engineArg === "postgres" ? [engineArg] : ["embedded", "postgres"];
const webDist = path.resolve(import.meta.dirname, "../apps/web/dist");
const GOALS = { firstCardsMs: 800, jsGzipKb: 250 };
const BOARD_CARD = '[data-testid="board-scroll"] [data-issue-id]';

/** Runs before the app's scripts: notes the frame in which the first board card is in the DOM. */
function watchFirstCard(selector: string) {
  const w = window as unknown as { __firstCard?: number };
  const observer = new MutationObserver(() => {
    if (!document.querySelector(selector)) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      w.__firstCard = performance.now();
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

type Load = {
  firstCardMs: number;
  shellMs: number;
  /** The files asked for before the first cards were in the DOM, and their size gzipped. */
  jsFirstFiles: number;
  jsFirstGzipBytes: number;
  jsFiles: number;
  jsSentBytes: number;
  jsGzipBytes: number;
  jsRawBytes: number;
};

/** The file gzipped at level 9, as the build's .gz copies are (and the size budget counts). */
function gzipSizeOf(pathname: string): number {
  return gzipSync(readFileSync(path.join(webDist, decodeURIComponent(pathname))), { level: 9 }).length;
}

/** A fresh context (empty cache) signed in through the API, so no page of the app has run in it. */
async function signedInContext(browser: Browser, origin: string, seed: { email: string; password: string }) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const csrf = (await (await context.request.get(`${origin}/auth/get-csrf-token/`)).json()).csrf_token as string;
  const headers = { "x-csrftoken": csrf, origin };
  const signIn = await context.request.post(`${origin}/auth/sign-in/`, {
    data: { email: seed.email, password: seed.password },
    headers,
  });
  if (!signIn.ok()) throw new Error(`sign-in: ${signIn.status()} ${await signIn.text()}`);
  const patch = async (url: string, data: unknown) => {
    const res = await context.request.patch(`${origin}${url}`, { data, headers });
    if (!res.ok()) throw new Error(`${url}: ${res.status()} ${await res.text()}`);
  };
  return { context, patch };
}

async function coldLoad(browser: Browser, server: RunningServer, seed: { email: string; password: string; url: string }) {
  const { context } = await signedInContext(browser, server.origin, seed);
  try {
    await context.addInitScript(watchFirstCard, BOARD_CARD);
    const page = await context.newPage();
    await page.goto(seed.url, { waitUntil: "commit" });
    const firstCardMs = (await (
      await page.waitForFunction(() => (window as unknown as { __firstCard?: number }).__firstCard, null, { timeout: 60_000 })
    ).jsonValue()) as number;
    // What the page fetches after its first cards (what loads ahead once idle) counts in the second figure.
    await page.waitForLoadState("networkidle");
    const { shellMs, scripts } = await page.evaluate(() => {
      // First paint, not first contentful paint: the shell's outline is boxes, not text.
      const paint = performance.getEntriesByName("first-paint")[0];
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      return {
        shellMs: paint ? paint.startTime : Number.NaN,
        scripts: resources
          .filter((r) => new URL(r.name).pathname.endsWith(".js"))
          .map((r) => ({
            pathname: new URL(r.name).pathname,
            start: r.startTime,
            sent: r.encodedBodySize,
            raw: r.decodedBodySize,
          })),
      };
    });
    const first = scripts.filter((s) => s.start <= firstCardMs);
    return {
      firstCardMs,
      shellMs,
      jsFirstFiles: first.length,
      jsFirstGzipBytes: first.reduce((sum, s) => sum + gzipSizeOf(s.pathname), 0),
      jsFiles: scripts.length,
      jsSentBytes: scripts.reduce((sum, s) => sum + s.sent, 0),
      jsRawBytes: scripts.reduce((sum, s) => sum + s.raw, 0),
      jsGzipBytes: scripts.reduce((sum, s) => sum + gzipSizeOf(s.pathname), 0),
    } satisfies Load;
  } finally {
    await context.close();
  }
}

async function benchEngine(browser: Browser, engine: Engine) {
  const server = await startServer(engine, { tag: `cold_${engine}` });
  try {
    const started = performance.now();
    const seeded = await seedServerDatabase(server.databaseUrl, issueCount);
    console.log(`${engine}: seeded ${issueCount} issues in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const seed = {
      email: seeded.email,
      password: seeded.password,
      url: `${server.origin}/${seeded.slug}/projects/${seeded.projectId}/issues`,
    };
    // Onboarded, with the board as the project's layout, as a returning user on a new device would be.
    const setup = await signedInContext(browser, server.origin, seed);
    await setup.patch("/api/users/me/profile/", { onboarding_step: { profile_complete: true } });
    await setup.patch("/api/users/me/onboard/", { is_onboarded: true });
    await setup.patch(`/api/workspaces/${seeded.slug}/projects/${seeded.projectId}/user-properties/`, {
      display_filters: { layout: "kanban" },
    });
    await setup.context.close();
    const loads: Load[] = [];
    for (let i = 0; i < runs; i++) loads.push(await coldLoad(browser, server, seed));
    return loads;
  } finally {
    await server.stop();
  }
}

async function main() {
  const browser = await launchChromium();
  const lines: string[] = [];
  try {
    for (const engine of engines) {
      const loads = await benchEngine(browser, engine);
      const m = (pick: (l: Load) => number) => median(loads.map(pick));
      const firstCards = m((l) => l.firstCardMs);
      const gzipKb = m((l) => l.jsGzipBytes) / 1000;
      const firstGzipKb = m((l) => l.jsFirstGzipBytes) / 1000;
      lines.push(
        `${engine.padEnd(8)} cold board, ${issueCount} issues (median of ${runs}, fresh context each):`,
        `  first paint       ${m((l) => l.shellMs).toFixed(0)} ms`,
        `  first cards        ${firstCards.toFixed(0)} ms   goal ≤ ${GOALS.firstCardsMs} ms: ${verdict(firstCards, GOALS.firstCardsMs)}  (runs: ${loads.map((l) => l.firstCardMs.toFixed(0)).join(", ")})`,
        `  JS to first cards  ${m((l) => l.jsFirstFiles)} files, ${firstGzipKb.toFixed(1)} KB gzipped   goal ≤ ${GOALS.jsGzipKb} KB gzipped: ${verdict(firstGzipKb, GOALS.jsGzipKb)}`,
        `  JS until idle      ${m((l) => l.jsFiles)} files, ${(m((l) => l.jsRawBytes) / 1000).toFixed(0)} KB raw, ${(m((l) => l.jsSentBytes) / 1000).toFixed(1)} KB sent (brotli), ${gzipKb.toFixed(1)} KB gzipped (with what loads ahead once idle: palette, dialogs, menus)`,
      );
    }
  } finally {
    await browser.close();
  }
  console.log(lines.join("\n"));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
