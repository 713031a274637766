import type { FastifyBaseLogger } from "fastify";
import PgBoss from "pg-boss";
import type { SqlRunner } from "../../db/client";
import { isDatabaseUnavailable } from "../db-errors";
import type { JobDefinition, JobRun } from "./define";

export type EnqueueOptions = {
  /** Not before this time (a Date) or this many seconds from now. */
  startAfter?: Date | number;
  /** At most one job with this key waiting in the queue at a time; a second enqueue returns null. */
  singletonKey?: string;
  /**
   * Store the job on this connection: a transaction's (see `transactionSql`), so the job exists only if
   * that transaction commits. The worker finds it at its next poll.
   */
  db?: SqlRunner;
};

export type JobRunner = {
  /** Adds a kind of job; before the runner starts (a feature's registration). */
  register<P extends object>(job: JobDefinition<P>): void;
  /** Stores a job to run in whichever process fetches it first; its id, or null when a singleton already waits. */
  enqueue<P extends object>(job: JobDefinition<P>, payload: P, options?: EnqueueOptions): Promise<string | null>;
  start(): Promise<void>;
  /** Stops fetching, waits for running jobs (up to the timeout; unfinished ones are failed, hence retried). */
  stop(): Promise<void>;
  /** The PostgreSQL schema of the queue's tables. */
  readonly schema: string;
  /** pg-boss itself, for inspection (getJobById, getSchedules, getQueueSize). */
  readonly boss: PgBoss;
};

export type JobRunnerOptions = {
  /** The server's pool: jobs use its connections, so they work on any PostgreSQL the server reaches. */
  pool: SqlRunner;
  log: FastifyBaseLogger;
  /** The PostgreSQL schema of the queue's tables (several independent instances on one database). */
  schema?: string;
  /** How often an idle worker looks for work; a job enqueued by this process wakes its worker at once. */
  pollingIntervalSeconds?: number;
  /** How long stop() waits for running jobs. */
  stopTimeoutMs?: number;
};

export const DEFAULT_JOB_SCHEMA = "pgboss";

const DEFAULT_RETRY = { retryLimit: 3, retryDelaySeconds: 10, retryBackoff: true };

function sendOptions(job: JobDefinition<object>): PgBoss.SendOptions {
  const o = { ...DEFAULT_RETRY, ...job.options };
  return {
    retryLimit: o.retryLimit,
    retryDelay: o.retryDelaySeconds,
    retryBackoff: o.retryBackoff,
    ...(o.expireInSeconds ? { expireInSeconds: o.expireInSeconds } : {}),
  };
}

/**
 * The server's background work on pg-boss: a durable queue in PostgreSQL. Each process runs a worker
 * per kind of job; a job is fetched with SELECT … FOR UPDATE SKIP LOCKED, so processes on one database
 * share the work and none runs a job another holds. Failures are retried with backoff and logged with
 * the job's id and attempt; the last failure is logged as an error and the job stays as `failed`.
 */
export function createJobRunner(opts: JobRunnerOptions): JobRunner {
  const log = opts.log;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => opts.pool.query(text, values) },
    schema: opts.schema ?? DEFAULT_JOB_SCHEMA,
  });
  // pg-boss reports here what failed outside a handler (a poll, maintenance). While the database is
  // down every poll fails: a warning, as the server already logs the outage and recovers with it.
  boss.on("error", (err) => {
    if (isDatabaseUnavailable(err)) log.warn(`jobs: the database is unavailable (${err.message})`);
    else log.error({ err }, `jobs: ${err.message}`);
  });
  const jobs = new Map<string, JobDefinition<object>>();
  const workers = new Map<string, string>();
  let state: "new" | "started" | "stopped" = "new";
  /** Handlers running now: stop waits for them (see stop). */
  const inFlight = new Set<Promise<unknown>>();

  async function run(job: JobDefinition<object>, fetched: PgBoss.JobWithMetadata<object>) {
    const attempt: JobRun = { id: fetched.id, attempt: fetched.retryCount + 1, attempts: fetched.retryLimit + 1 };
    try {
      await job.handler(job.schema.parse(fetched.data), attempt);
    } catch (err) {
      const fields = { err, job: job.name, job_id: attempt.id, attempt: attempt.attempt, attempts: attempt.attempts };
      const what = `job ${job.name} ${attempt.id} failed on attempt ${attempt.attempt} of ${attempt.attempts}`;
      if (attempt.attempt < attempt.attempts) log.warn(fields, `${what}; it will be retried: ${String(err)}`);
      else
        log.error(fields, `${what}, its last; it is kept as failed in ${opts.schema ?? DEFAULT_JOB_SCHEMA}.job: ${String(err)}`);
      throw err;
    }
  }

  return {
    boss,
    schema: opts.schema ?? DEFAULT_JOB_SCHEMA,
    register(job) {
      if (state !== "new") throw new Error(`job ${job.name} registered after the job runner started`);
      if (jobs.has(job.name)) throw new Error(`job ${job.name} is registered twice`);
      jobs.set(job.name, job as unknown as JobDefinition<object>);
    },
    async enqueue(job, payload, options = {}) {
      if (jobs.get(job.name) !== (job as unknown)) throw new Error(`job ${job.name} is not registered`);
      const data = job.schema.parse(payload);
      const { startAfter, singletonKey, db } = options;
      const id = await boss.send(job.name, data, {
        ...sendOptions(job as unknown as JobDefinition<object>),
        ...(startAfter !== undefined ? { startAfter } : {}),
        ...(singletonKey !== undefined ? { singletonKey } : {}),
        ...(db ? { db: { executeSql: (text: string, values?: unknown[]) => db.query(text, values) } } : {}),
      });
      // Run it now if this process has a worker idle, rather than at its next poll; a job stored in a
      // transaction is not there to fetch until it commits.
      const worker = workers.get(job.name);
      if (id && worker && startAfter === undefined && !db) boss.notifyWorker(worker);
      return id;
    },
    async start() {
      if (state !== "new") return;
      state = "started";
      await boss.start();
      for (const job of jobs.values()) {
        await boss.createQueue(job.name);
        const id = await boss.work<object>(
          job.name,
          { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2 },
          async ([fetched]) => {
            if (!fetched) return;
            // A fetch that was in flight when stop began can still hand a job over: refuse it (it fails and
            // is retried later) rather than run it against a database about to close.
            if (state !== "started") throw new Error("the job runner is stopping");
            const running = run(job, fetched);
            inFlight.add(running);
            try {
              await running;
            } finally {
              inFlight.delete(running);
            }
          },
        );
        workers.set(job.name, id);
        // The schedule follows the code: a job that lost its cron (a setting turned it off) is unscheduled.
        if (job.options.cron) await boss.schedule(job.name, job.options.cron, {}, sendOptions(job));
        else await boss.unschedule(job.name);
      }
    },
    async stop() {
      if (state !== "started") {
        state = "stopped";
        return;
      }
      state = "stopped";
      await boss.stop({ graceful: true, wait: true, close: false, timeout: opts.stopTimeoutMs ?? 10_000 });
      // pg-boss stops waiting once its own count of work is zero, but a handler it was handed meanwhile may
      // still run, and pg-boss records a job's end (complete or fail) without awaiting it: wait for our
      // handlers, then one turn, so those statements are issued before the caller closes the database.
      await Promise.allSettled([...inFlight]);
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

/**
 * Creates (or upgrades) the queue's tables without running anything: the test run does it once in its
 * template database, so each test file's copy starts its queue without building them again.
 */
export async function installJobSchema(pool: SqlRunner, schema = DEFAULT_JOB_SCHEMA): Promise<void> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}
