/**
 * GET requests started before the app's code has run (boot/early.ts), for the data layer to adopt
 * instead of asking again: a cold load's first requests leave while the app shell is still downloading
 * and parsing, not after. Shared by the boot entry and the app (one module instance in one chunk).
 */

/** An early answer older than this is not adopted: the app asks afresh rather than show stale data. */
const FRESH_MS = 15_000;

const started = new Map<string, { response: Promise<Response>; at: number }>();
/** Every URL started early or asked for by the app during the boot window: none is fetched twice. */
const asked = new Set<string>();

/**
 * The headers the app's own GETs carry (lib/api.ts), so the answer is the one it would get; and a high
 * priority, so that the browser gives them its six connections ahead of the screen's code.
 */
const GET_INIT: RequestInit = { credentials: "include", headers: { Accept: "application/json" }, priority: "high" };

const inBootWindow = () => performance.now() <= FRESH_MS;

/**
 * Starts a GET of `url` for the app to adopt, unless it was started already or the app has asked for it
 * itself meanwhile. The answer, or null when nothing was started.
 */
export function startEarly(url: string): Promise<Response> | null {
  if (asked.has(url) || !inBootWindow()) return null;
  asked.add(url);
  const response = fetch(url, GET_INIT);
  // Adopted or not, a failure is the app's to report when it asks.
  response.catch(() => undefined);
  started.set(url, { response, at: performance.now() });
  return response;
}

/**
 * The early answer to a GET of `url`, once: what the app uses instead of fetching when there is one.
 * Without one, the app fetches, and the boot script will not start the same URL after it.
 */
export function adoptEarly(url: string): Promise<Response> | null {
  const entry = started.get(url);
  if (!entry) {
    if (inBootWindow()) asked.add(url);
    return null;
  }
  started.delete(url);
  return performance.now() - entry.at <= FRESH_MS ? entry.response : null;
}

/** Forgets every early request (tests). */
export function resetEarlyRequests() {
  started.clear();
  asked.clear();
}
