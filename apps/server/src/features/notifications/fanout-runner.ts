import { z } from "zod";
import type { Db } from "../../db/client";
import { defineJob } from "../../lib/jobs";
import type { App } from "../../lib/types";
import { runFanOuts, SWEEP_BATCH } from "./fanout.repo";

type Log = Pick<App["log"], "info" | "error">;

/** Per database (one per process; one per test file): the fan-outs this process started and has not finished. */
const running = new WeakMap<Db, Set<Promise<unknown>>>();
/** Per database: where its fan-outs' failures are logged (the app's log, set by fanOutRunner). */
const logs = new WeakMap<Db, Log>();

function track(db: Db, work: Promise<unknown>) {
  let set = running.get(db);
  if (!set) {
    set = new Set();
    running.set(db, set);
  }
  const mine = set;
  const done = work.finally(() => mine.delete(done));
  mine.add(done);
}

/**
 * Does recorded fan-outs now, on the database, without the caller waiting: called once the transaction
 * that recorded them has committed. A failure leaves the records in place for the sweep, which retries them.
 */
export function startFanOut(db: Db, ids: readonly string[]): void {
  track(
    db,
    runFanOuts(db, ids).catch((err) =>
      logs
        .get(db)
        ?.error({ err, fanouts: ids }, `notification fan-out of ${ids.join(", ")} failed; the sweep will do it: ${String(err)}`),
    ),
  );
}

/**
 * Does every recorded fan-out still pending (recorded more than `olderThanSeconds` ago, when given), oldest
 * first, a batch per statement: those of a process that died between a change's commit and its fan-out,
 * or whose fan-out failed. Records another process is doing at this moment are skipped, so processes
 * sweeping together never do one twice. Returns how many it did.
 */
export async function sweepFanOuts(db: Db, olderThanSeconds?: number): Promise<number> {
  let done = 0;
  for (;;) {
    const { claimed } = await runFanOuts(db, null, olderThanSeconds);
    done += claimed;
    if (claimed < SWEEP_BATCH) return done;
  }
}

/**
 * Resolves once the fan-outs this process has started on `db` are finished, those started meanwhile
 * included: what a test waits for before reading an inbox, and what a stopping server waits for.
 */
export async function fanOutsSettled(db: Db): Promise<void> {
  for (;;) {
    const set = running.get(db);
    if (!set || set.size === 0) return;
    await Promise.allSettled([...set]);
  }
}

export const FAN_OUT_SWEEP_JOB = "notifications.fan-out-sweep";

/**
 * The scheduled sweep leaves alone what was recorded in the last half minute: a live process is doing it
 * now, and taking it would only race that process. (At start, a process sweeps everything.)
 */
const SWEEP_MIN_AGE_SECONDS = 30;

function sweep(db: Db, log: Log, when: string, olderThanSeconds?: number) {
  const work = sweepFanOuts(db, olderThanSeconds).then(
    (done) => {
      if (done > 0) log.info({ job: FAN_OUT_SWEEP_JOB, done }, `notifications: ${done} pending fan-out(s) done ${when}`);
    },
    (err) => log.error({ err }, `notifications: the sweep of pending fan-outs failed ${when}: ${String(err)}`),
  );
  track(db, work);
  return work;
}

/**
 * Runs the fan-outs changes record (fanout.ts) in this server: their failures go to its log; at start it
 * does whatever a stopped process left pending, and a job scheduled every minute (run by one process)
 * does what has been pending for over half a minute, for a process that died while others kept running
 * (or a fan-out that failed). The server stops once its fan-outs have finished.
 */
export function fanOutRunner(app: App): void {
  const { db } = app;
  logs.set(db, app.log);
  app.jobs.register(
    defineJob(FAN_OUT_SWEEP_JOB, z.object({}), () => sweep(db, app.log, "by the sweep job", SWEEP_MIN_AGE_SECONDS), {
      cron: "* * * * *",
      retryLimit: 0,
    }),
  );
  app.addHook("onReady", async () => {
    void sweep(db, app.log, "at start");
  });
  app.addHook("onClose", async () => fanOutsSettled(db));
}
