import type { z } from "zod";

/** What a handler learns about the run it is part of. */
export type JobRun = {
  id: string;
  /** 1 on the first run, 2 on the first retry… */
  attempt: number;
  /** How many runs the job may have in all (retries + 1). */
  attempts: number;
};

export type JobOptions = {
  /** Retries after the first run fails (0: none). */
  retryLimit?: number;
  /** Seconds before the first retry; with `retryBackoff` each next wait about doubles (with jitter). */
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** A run still going after this long is failed (and retried). */
  expireInSeconds?: number;
  /** Cron expression (UTC): the job is enqueued on this schedule, with an empty payload, by one process. */
  cron?: string;
};

export type JobDefinition<P> = {
  name: string;
  schema: z.ZodType<P>;
  handler: (payload: P, run: JobRun) => Promise<void>;
  options: JobOptions;
};

const NAME = /^[a-z][a-z0-9_-]*(\.[a-z0-9_-]+)*$/;

/**
 * A kind of background job: a dotted name (`mail.send`, `notifications.fan-out`), the payload's schema
 * (checked when it is enqueued and again when it runs: a payload written by an older version may no
 * longer fit), the handler and its retry policy. Register it with `app.jobs.register` from the feature
 * that owns it; the handler may run in any of the server processes sharing the database.
 */
export function defineJob<P extends object>(
  name: string,
  schema: z.ZodType<P>,
  handler: (payload: P, run: JobRun) => Promise<void>,
  options: JobOptions = {},
): JobDefinition<P> {
  if (!NAME.test(name)) throw new Error(`invalid job name "${name}"`);
  return { name, schema, handler, options };
}
