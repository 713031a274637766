/**
 * In-page probes for bench/web-issues.ts: scroll frame rate and long tasks while a list scrolls, paging a
 * list to its end by scrolling alone, and long tasks and input delay while another client sends a burst.
 * The page-side code is passed as strings: tsx would wrap named helpers in `__name()`, which the page lacks.
 */
import type { APIRequestContext, Page } from "playwright-core";

export type ScrollFigures = { fps: number; worstFrame: number; slowFrames: number; frames: number; longTasks: number[] };
export type BurstFigures = {
  longTasks: number[];
  inputDelays: number[];
  /** From the first request to the moment the page showed every change (or the watch ended). */
  appliedMs: number;
  requestsMs: number;
};

/** Frames (rAF) for `seconds` while the scroller moves `step` px a frame, back and forth; long tasks meanwhile. */
export async function scrollFrames(page: Page, selector: string, seconds = 6, step = 200): Promise<ScrollFigures> {
  const result = (await page.evaluate(`
    new Promise((resolve, reject) => {
      const el = document.querySelector(${JSON.stringify(selector)});
      if (!el) return reject(new Error("no scroller " + ${JSON.stringify(selector)}));
      el.scrollTop = 0;
      const longTasks = [];
      const observer = new PerformanceObserver((list) => { for (const e of list.getEntries()) longTasks.push(e.duration); });
      observer.observe({ type: "longtask" });
      const frames = [];
      let direction = 1;
      let start = 0;
      let last = 0;
      const tick = (now) => {
        if (start === 0) { start = now; last = now; }
        else { frames.push(now - last); last = now; }
        if (now - start >= ${seconds * 1000}) {
          for (const e of observer.takeRecords()) longTasks.push(e.duration);
          observer.disconnect();
          return resolve({ frames, longTasks, duration: now - start });
        }
        const max = el.scrollHeight - el.clientHeight;
        const next = el.scrollTop + ${step} * direction;
        if (next > max || next < 0) direction = -direction;
        el.scrollTop += ${step} * direction;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    })
  `)) as { frames: number[]; longTasks: number[]; duration: number };
  const { frames, longTasks, duration } = result;
  return {
    fps: (frames.length / duration) * 1000,
    worstFrame: Math.max(0, ...frames),
    // A frame over 1.5 intervals at 60 Hz: at least one frame was dropped.
    slowFrames: frames.filter((f) => f > 25).length,
    frames: frames.length,
    longTasks,
  };
}

/**
 * The machine's ceiling: the same scroll over a static page (a tall box of 200 plain rows, no script),
 * so the app's figures can be read against what this browser and machine reach at all.
 */
export async function baselineScroll(page: Page): Promise<ScrollFigures> {
  const rows = Array.from({ length: 200 }, (_, i) => `<div style="height:36px;border-bottom:1px solid #ddd">Row ${i}</div>`);
  await page.setContent(
    `<div id="scroller" style="height:100vh;overflow-y:auto"><div style="height:360000px">${rows.join("")}</div></div>`,
  );
  return scrollFrames(page, "#scroller");
}

/**
 * Scrolls a grouped list down a screen at a time until nothing is left to load: each group's next page
 * comes in as its end nears, without any click. Returns how long it took and how many rows it holds.
 */
export async function scrollListToEnd(page: Page, selector: string, rowHeight: number, total: number) {
  return (await page.evaluate(`
    (async () => {
      const el = document.querySelector(${JSON.stringify(selector)});
      const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const rows = () => Math.round((el.scrollHeight) / ${rowHeight});
      const started = performance.now();
      let steps = 0;
      for (let pass = 0; pass < 3 && rows() < ${total}; pass++) {
        el.scrollTop = 0;
        for (;;) {
          el.scrollTop += el.clientHeight;
          steps++;
          await frame();
          // Pause at a group's end, as a reader does, until its next page is on its way (or the row left).
          for (let i = 0; i < 30 && document.querySelector('[data-load-more]:not([aria-busy])'); i++) await frame();
          while (document.querySelector('[data-load-more][aria-busy="true"]')) await frame();
          if (el.scrollTop + el.clientHeight >= el.scrollHeight - 2 && !document.querySelector("[data-load-more]")) break;
          if (performance.now() - started > 600000) throw new Error("paging the list to its end took over 10 minutes");
        }
      }
      return { ms: performance.now() - started, steps, rows: rows() };
    })()
  `)) as { ms: number; steps: number; rows: number };
}

/** Starts recording long tasks and keydown input delay (event timestamp → handler) on the page. */
export async function watchBurst(page: Page) {
  await page.evaluate(`
    (() => {
      const w = { longTasks: [], inputDelays: [] };
      w.observer = new PerformanceObserver((list) => { for (const e of list.getEntries()) w.longTasks.push(e.duration); });
      w.observer.observe({ type: "longtask" });
      document.addEventListener("keydown", (event) => w.inputDelays.push(performance.now() - event.timeStamp), { capture: true });
      window.__burst = w;
    })()
  `);
}

async function stopWatch(page: Page) {
  return (await page.evaluate(`
    (() => {
      const w = window.__burst;
      for (const e of w.observer.takeRecords()) w.longTasks.push(e.duration);
      w.observer.disconnect();
      return { longTasks: w.longTasks, inputDelays: w.inputDelays };
    })()
  `)) as { longTasks: number[]; inputDelays: number[] };
}

/**
 * Sends `requests` from another client (the context's API client, off the page's thread) with 8 at a
 * time, pressing a key in the page every 50 ms meanwhile, until `applied` says the page shows them all.
 */
export async function burst(
  page: Page,
  requests: (() => Promise<unknown>)[],
  applied: () => Promise<boolean>,
  timeoutMs = 120_000,
): Promise<BurstFigures> {
  await watchBurst(page);
  const started = performance.now();
  let done = false;
  let next = 0;
  const worker = async () => {
    while (next < requests.length) await requests[next++]();
  };
  const sending = Promise.all(Array.from({ length: 8 }, worker)).then(() => performance.now() - started);
  const typing = (async () => {
    while (!done) {
      await page.keyboard.press("Shift");
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  try {
    const requestsMs = await sending;
    while (!(await applied())) {
      if (performance.now() - started > timeoutMs) throw new Error("the page did not show the burst in time");
      await new Promise((r) => setTimeout(r, 50));
    }
    const appliedMs = performance.now() - started;
    return { ...(await stopWatch(page)), appliedMs, requestsMs };
  } finally {
    done = true;
    await typing.catch(() => undefined);
  }
}

/** A CSRF-carrying POST through the context's API client. */
export function poster(request: APIRequestContext, origin: string, csrf: string) {
  return async (url: string, data: unknown) => {
    const res = await request.post(`${origin}${url}`, { data, headers: { "x-csrftoken": csrf } });
    if (!res.ok()) throw new Error(`POST ${url}: ${res.status()} ${await res.text()}`);
    return res.json();
  };
}

const pct = (xs: number[], p: number) => {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((s.length * p) / 100))];
};

export const GOALS = { fps: 60, longTaskMs: 50, inputDelayMs: 50 };

const mark = (ok: boolean) => (ok ? "ok" : "MISSES");

export function printScroll(label: string, f: ScrollFigures) {
  const worstTask = Math.max(0, ...f.longTasks);
  console.log(
    `  scroll ${label}: ${f.fps.toFixed(1)} fps over ${f.frames} frames (worst frame ${f.worstFrame.toFixed(0)} ms, ` +
      `${f.slowFrames} frames over 25 ms)   goal ${GOALS.fps} fps: ${mark(f.fps >= GOALS.fps - 2)}; ` +
      `long tasks ${f.longTasks.length} (longest ${worstTask.toFixed(0)} ms)   goal none over ${GOALS.longTaskMs} ms: ${mark(worstTask <= GOALS.longTaskMs)}`,
  );
}

export function printBurst(label: string, f: BurstFigures) {
  const worstTask = Math.max(0, ...f.longTasks);
  const worstDelay = Math.max(0, ...f.inputDelays);
  const busy = f.longTasks.reduce((a, b) => a + b, 0);
  console.log(
    `  burst ${label}: sent in ${(f.requestsMs / 1000).toFixed(1)} s, all shown after ${(f.appliedMs / 1000).toFixed(1)} s; ` +
      `long tasks ${f.longTasks.length} (${busy.toFixed(0)} ms in all, longest ${worstTask.toFixed(0)} ms); ` +
      `input delay p95 ${pct(f.inputDelays, 95).toFixed(0)} ms, worst ${worstDelay.toFixed(0)} ms over ${f.inputDelays.length} keys   ` +
      `goal ≤ ${GOALS.inputDelayMs} ms: ${mark(worstDelay <= GOALS.inputDelayMs)}`,
  );
}
