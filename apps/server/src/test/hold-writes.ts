import pg from "pg";
import type { Database } from "../db/client";
import { GiveUp, waitFor } from "./wait-for";

/**
 * Runs concurrent requests and proves they overlapped. Every mutation records its event in its own
 * transaction, so while another connection holds the events table, each request that has made it past its
 * checks stops at that insert. Once `blocked` backends of this database wait on a lock (that insert, a
 * unique index, or a lock the code under test takes before checking), every request is in flight at the
 * same time; then the table is let go and the answers come back.
 */
export async function racedRequests<T>(
  database: Database,
  blocked: number,
  start: () => Promise<T>[],
  /** Another table every raced request writes after its checks, for writes that record no event. */
  table = "events",
): Promise<T[]> {
  if (!database.url) throw new Error("racedRequests needs PostgreSQL");
  const gate = new pg.Client({ connectionString: database.url });
  const watcher = new pg.Client({ connectionString: database.url });
  await Promise.all([gate.connect(), watcher.connect()]);
  let pending: Promise<T>[] = [];
  try {
    await gate.query("begin");
    await gate.query(`lock table ${table} in exclusive mode`);
    let settled = 0;
    pending = start();
    // Caught here too, so that a request failing early is reported by the caller, not as an unhandled rejection.
    for (const p of pending)
      p.then(
        () => settled++,
        () => settled++,
      );
    await waitFor(`${blocked} concurrent requests waiting on a lock`, async () => {
      if (settled > 0) throw new GiveUp("a request finished while writes were held: it never reached its write");
      const { rows } = await watcher.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
      );
      return rows[0].n >= blocked;
    });
  } finally {
    await gate.query("commit").catch(() => {});
    await Promise.all([gate.end(), watcher.end()]);
  }
  return Promise.all(pending);
}
