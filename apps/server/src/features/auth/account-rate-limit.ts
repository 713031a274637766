import { AUTH_ERROR } from "@hangar/contracts";
import { lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { authRateLimits } from "../../db/schema";
import { AuthError } from "../../lib/errors";

/** The per-account window; the per-address limit (route config) counts per minute. */
export const ACCOUNT_WINDOW_MINUTES = 15;
const SWEEP_EVERY_MS = 10 * 60 * 1000;
let lastSweep = 0;

/**
 * What the per-account budget counts: guesses at a credential (a password or a mailed code), and
 * mails sent to the address (codes, reset and verification links), each with its own budget.
 */
export type AccountAction = "credential" | "mail";

/**
 * Counts one attempt against an account, whatever address it comes from, and refuses it with 429
 * (5900) past `max` in the current window. The counter is one atomic upsert, so concurrent attempts
 * from many processes never slip through together. Unknown emails count like known ones, so the
 * answer tells nothing about which accounts exist.
 */
export async function consumeAccountAttempt(db: Db, email: string, action: AccountAction, max: number): Promise<void> {
  const stale = sql`${authRateLimits.window_started_at} <= now() - make_interval(mins => ${ACCOUNT_WINDOW_MINUTES})`;
  const [row] = await db
    .insert(authRateLimits)
    .values({ key: `${action}:${email}`, window_started_at: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: authRateLimits.key,
      set: {
        hits: sql`case when ${stale} then 1 else ${authRateLimits.hits} + 1 end`,
        window_started_at: sql`case when ${stale} then now() else ${authRateLimits.window_started_at} end`,
      },
    })
    .returning({ hits: authRateLimits.hits });
  await sweepOldWindows(db);
  if ((row?.hits ?? 0) > max) {
    throw new AuthError(
      AUTH_ERROR.RATE_LIMIT_EXCEEDED,
      `Too many attempts for this account. Try again in ${ACCOUNT_WINDOW_MINUTES} minutes.`,
      429,
    );
  }
}

/** Drops counters whose window ended long ago, at most once per ten minutes per process. */
async function sweepOldWindows(db: Db) {
  if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = Date.now();
  await db.delete(authRateLimits).where(lt(authRateLimits.window_started_at, sql`now() - interval '1 day'`));
}
