const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Thrown from a waitFor check: the condition can no longer come true, stop waiting. */
export class GiveUp extends Error {}

/**
 * Polls `check` until it returns something other than undefined/false, or fails after `timeoutMs`. A
 * check that throws counts as "not yet" (a connection refused while a server starts), unless it throws GiveUp.
 */
export async function waitFor<T>(
  what: string,
  check: () => T | undefined | false | Promise<T | undefined | false>,
  timeoutMs = 60_000,
  intervalMs = 100,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (err) {
      if (err instanceof GiveUp) throw err;
      lastError = err;
    }
    if (Date.now() > end)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${lastError ? ` (last error: ${lastError})` : ""}`);
    await sleep(intervalMs);
  }
}
