import { type Browser, chromium, type Page } from "playwright-core";

/**
 * Debian's Chromium (CHROMIUM_PATH elsewhere), as every browser bench runs it: no sandbox (root in CI), no
 * GPU, and none of its background traffic (sync, updates, QUIC probes) in the measured network.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
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
  });
}

/** An API call from inside the page, with its session cookie and CSRF token, as the web app makes it. */
export async function call(page: Page, method: string, url: string, body?: unknown) {
  return page.evaluate(
    async ({ method, url, body }) => {
      const csrf =
        document.cookie.match(/csrftoken=([^;]+)/)?.[1] ?? (await (await fetch("/auth/get-csrf-token/")).json()).csrf_token;
      const res = await fetch(url, {
        method,
        headers: { "content-type": "application/json", "x-csrftoken": csrf },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return res.status === 204 ? null : res.json();
    },
    { method, url, body },
  );
}

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** "ok" when a figure meets its goal (lower is better), else by how much it misses. */
export const verdict = (value: number, goal: number) => (value <= goal ? "ok" : `MISSES (${(value / goal).toFixed(2)}× goal)`);
