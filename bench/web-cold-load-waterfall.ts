/**
 * Where a cold board load's time goes: the same setup as bench/web-cold-load.ts (built server, 5,000-issue
 * project, a fresh browser context each run), printing per run every request the page made until its first
 * cards (ms after navigation: asked → sent → first byte → end, size sent), when the screen's placeholders
 * (skeleton, spinners), header, board and first card appeared in the DOM, and the long tasks before it.
 * With TRACE_DIR set, also writes each run's Chromium trace there (open it in DevTools' Performance panel).
 *   node --import tsx bench/web-cold-load-waterfall.ts [--issues 5000] [--runs 1] [--engine both|embedded|postgres]
 * Needs `npm run build` first.
 */
import { launchChromium } from "./browser";
import { argValue } from "./seed";
import { type Engine, seedServerDatabase, startServer } from "./throughput-server";

const issueCount = argValue("--issues", 5_000);
const runs = argValue("--runs", 1);
const engineArg = process.argv[process.argv.indexOf("--engine") + 1];
const engines: Engine[] = engineArg === "embedded" || engineArg === "postgres" ? [engineArg] : ["embedded", "postgres"];
const BOARD_CARD = '[data-testid="board-scroll"] [data-issue-id]';

/** Runs before the app's scripts: every long task, the DOM's milestones and the first card's frame. */
function watch(selector: string) {
  const w = window as unknown as { __firstCard?: number; __longTasks: { start: number; duration: number }[] };
  w.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: "longtask", buffered: true });
  const markers: Record<string, string> = {
    skeleton: '[role="status"][aria-label="Loading"]',
    "spinner:project": '[aria-label="Loading project"]',
    "spinner:issues": '[aria-label="Loading issues"]',
    header: "main h1",
    board: '[data-testid="board-scroll"]',
    card: selector,
  };
  const ww = window as unknown as { __milestones: string[] };
  ww.__milestones = [];
  let last = "";
  const observer = new MutationObserver(() => {
    const seen = Object.keys(markers)
      .filter((name) => document.querySelector(markers[name]))
      .join(" ");
    if (seen !== last) ww.__milestones.push(`${performance.now().toFixed(0)} ${seen}`);
    last = seen;
    if (!document.querySelector(selector)) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      w.__firstCard = performance.now();
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

async function main() {
  const browser = await launchChromium();
  try {
    for (const engine of engines) {
      const server = await startServer(engine, { tag: `wf_${engine}` });
      try {
        const seeded = await seedServerDatabase(server.databaseUrl, issueCount);
        const origin = server.origin;
        const url = `${origin}/${seeded.slug}/projects/${seeded.projectId}/issues`;
        const signIn = async () => {
          const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
          const csrf = (await (await context.request.get(`${origin}/auth/get-csrf-token/`)).json()).csrf_token as string;
          const headers = { "x-csrftoken": csrf, origin };
          await context.request.post(`${origin}/auth/sign-in/`, {
            data: { email: seeded.email, password: seeded.password },
            headers,
          });
          return { context, headers };
        };
        const setup = await signIn();
        const patch = (path: string, data: unknown) =>
          setup.context.request.patch(`${origin}${path}`, { data, headers: setup.headers });
        await patch("/api/users/me/profile/", { onboarding_step: { profile_complete: true } });
        await patch("/api/users/me/onboard/", { is_onboarded: true });
        await patch(`/api/workspaces/${seeded.slug}/projects/${seeded.projectId}/user-properties/`, {
          display_filters: { layout: "kanban" },
        });
        await setup.context.close();
        for (let run = 0; run < runs; run++) {
          const { context } = await signIn();
          await context.addInitScript(watch, BOARD_CARD);
          const page = await context.newPage();
          const tracePath = process.env.TRACE_DIR ? `${process.env.TRACE_DIR}/${engine}-${run + 1}.json` : null;
          if (tracePath)
            await browser.startTracing(page, {
              path: tracePath,
              categories: [
                "devtools.timeline",
                "disabled-by-default-devtools.timeline",
                "blink.user_timing",
                "v8.execute",
                "toplevel",
              ],
            });
          await page.goto(url, { waitUntil: "commit" });
          await page.waitForFunction(() => (window as unknown as { __firstCard?: number }).__firstCard, null, {
            timeout: 60_000,
          });
          await page.waitForLoadState("networkidle");
          const report = await page.evaluate(() => {
            const w = window as unknown as { __firstCard: number; __longTasks: { start: number; duration: number }[] };
            const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
            const res = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
            return {
              firstCard: w.__firstCard,
              firstPaint: performance.getEntriesByName("first-paint")[0]?.startTime,
              nav: { ttfb: nav.responseStart, end: nav.responseEnd, dcl: nav.domContentLoadedEventEnd },
              longTasks: w.__longTasks,
              milestones: (window as unknown as { __milestones: string[] }).__milestones,
              resources: res.map((r) => ({
                name: new URL(r.name).pathname + new URL(r.name).search,
                start: r.startTime,
                sent_at: r.requestStart,
                ttfb: r.responseStart,
                end: r.responseEnd,
                sent: r.encodedBodySize,
                raw: r.decodedBodySize,
              })),
            };
          });
          if (tracePath) await browser.stopTracing();
          await context.close();
          const f = (n: number) => n.toFixed(0).padStart(5);
          console.log(
            `\n${engine} run ${run + 1}: first paint ${report.firstPaint?.toFixed(0)} ms, first cards ${report.firstCard.toFixed(0)} ms`,
          );
          console.log(
            `  html                                   ttfb ${f(report.nav.ttfb)} end ${f(report.nav.end)} dcl ${f(report.nav.dcl)}`,
          );
          for (const r of report.resources.sort((a, b) => a.start - b.start)) {
            if (r.start > report.firstCard + 50) continue;
            const name = r.name.length > 90 ? `${r.name.slice(0, 87)}…` : r.name;
            console.log(
              `  ${f(r.start)} → ${f(r.sent_at)} → ${f(r.ttfb)} → ${f(r.end)}  (${f(r.end - r.ttfb)} dl) ${(r.sent / 1000).toFixed(1).padStart(6)} KB  ${name}`,
            );
          }
          console.log(`  DOM: ${report.milestones.join(" | ")}`);
          const tasks = report.longTasks.filter((t) => t.start < report.firstCard);
          console.log(
            `  long tasks before first cards: ${tasks.map((t) => `${t.start.toFixed(0)}+${t.duration.toFixed(0)}`).join(", ")}`,
          );
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    await browser.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
