import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { type Database, openDatabase } from "../../db/client";
import { openTestDatabase, testJobs } from "../../test/harness";
import { waitFor } from "../../test/wait-for";
import { createMailer } from "../mail";
import { createJobRunner, defineJob, type JobRunner, transactionSql } from ".";

type LogLine = { level: number; msg: string; job?: string; job_id?: string; attempt?: number; attempts?: number };
const WARN = 40;
const ERROR = 50;

let database: Database;
let jobs: { schema?: string; pollingIntervalSeconds: number };
const running: JobRunner[] = [];
let counter = 0;
/** A job name of its own per test: the file's tests share one queue schema. */
const jobName = (what: string) => `test.${what}-${++counter}`;

/** A runner on the file's database (or another pool onto it), logging into `lines`. */
function runner(lines: LogLine[] = [], pool = database.pool as pg.Pool): JobRunner {
  const log = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const r = createJobRunner({ pool, log, ...jobs });
  running.push(r);
  return r;
}

const stateOf = async (r: JobRunner, name: string, id: string) => (await r.boss.getJobById(name, id))?.state;

beforeAll(async () => {
  database = await openTestDatabase();
  jobs = testJobs(database, Boolean(process.env.TEST_DATABASE_URL));
});

afterAll(async () => {
  for (const r of running) await r.stop();
  await database.close();
});

describe("background jobs", () => {
  it("runs an enqueued job with its checked payload, then marks it completed", async () => {
    const done: number[] = [];
    const r = runner();
    const job = defineJob(jobName("echo"), z.object({ n: z.number() }), async ({ n }) => void done.push(n));
    r.register(job);
    await r.start();
    const id = (await r.enqueue(job, { n: 7 })) as string;
    await waitFor("the job to complete", async () => (await stateOf(r, job.name, id)) === "completed");
    expect(done).toEqual([7]);
    await expect(r.enqueue(job, { n: "seven" } as never)).rejects.toThrow();
  });

  it("retries a failing job with backoff and logs the failed attempt with the job's id", async () => {
    const lines: LogLine[] = [];
    const attempts: number[] = [];
    const r = runner(lines);
    const job = defineJob(
      jobName("flaky"),
      z.object({}),
      async (_payload, run) => {
        attempts.push(run.attempt);
        if (run.attempt === 1) throw new Error("the far end is down");
      },
      { retryLimit: 2, retryDelaySeconds: 1, retryBackoff: true },
    );
    r.register(job);
    await r.start();
    const id = (await r.enqueue(job, {})) as string;
    await waitFor("the retry to complete", async () => (await stateOf(r, job.name, id)) === "completed");
    expect(attempts).toEqual([1, 2]);
    const stored = await r.boss.getJobById(job.name, id);
    expect(stored).toMatchObject({ retryCount: 1, retryBackoff: true, retryDelay: 1 });
    const failed = lines.filter((l) => l.job === job.name);
    expect(failed).toEqual([
      expect.objectContaining({
        level: WARN,
        job_id: id,
        attempt: 1,
        attempts: 3,
        msg: expect.stringMatching(/will be retried/),
      }),
    ]);
  });

  it("shares the work of two processes on one database without running a job twice", async () => {
    // A second pool onto the same database, as a second server process would have.
    const other = await openDatabase({ databaseUrl: database.url as string });
    try {
      const done: { worker: string; n: number }[] = [];
      const busy = new Set<string>();
      let bothBusy: () => void = () => {};
      const together = new Promise<void>((resolve) => {
        bothBusy = resolve;
      });
      const name = jobName("shared");
      // Each worker takes one job at a time, and each job waits until both workers hold one: the work
      // can only finish if the second process takes jobs while the first is busy.
      const define = (worker: string) =>
        defineJob(name, z.object({ n: z.number() }), async ({ n }) => {
          busy.add(worker);
          if (busy.size === 2) bothBusy();
          await together;
          done.push({ worker, n });
        });
      const [a, b] = [runner(), runner([], other.pool as pg.Pool)];
      const [jobA, jobB] = [define("a"), define("b")];
      a.register(jobA);
      b.register(jobB);
      await Promise.all([a.start(), b.start()]);
      const count = 12;
      for (let n = 0; n < count; n++) await (n % 2 ? b.enqueue(jobB, { n }) : a.enqueue(jobA, { n }));
      await waitFor("every job to be done", () => done.length >= count);
      expect(done.map((d) => d.n).sort((x, y) => x - y)).toEqual(Array.from({ length: count }, (_, n) => n));
      expect(new Set(done.map((d) => d.worker))).toEqual(new Set(["a", "b"]));
      expect(await a.boss.getQueueSize(name)).toBe(0);
      await Promise.all([a.stop(), b.stop()]);
      expect(done).toHaveLength(count);
    } finally {
      await other.close();
    }
  });

  it("keeps a job enqueued in a transaction only if the transaction commits", async () => {
    const done: string[] = [];
    const r = runner();
    const job = defineJob(jobName("in-tx"), z.object({ what: z.string() }), async ({ what }) => void done.push(what));
    r.register(job);
    await r.start();
    const rollback = new Error("the change failed");
    await expect(
      database.db.transaction(async (tx) => {
        await r.enqueue(job, { what: "rolled back" }, { db: transactionSql(tx) });
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    await database.db.transaction(async (tx) => {
      await r.enqueue(job, { what: "committed" }, { db: transactionSql(tx) });
    });
    await waitFor("the committed job to run", () => done.length > 0);
    expect(await r.boss.getQueueSize(job.name)).toBe(0);
    expect(done).toEqual(["committed"]);
    expect(() => transactionSql(database.db)).toThrow(/needs a transaction/);
  });

  it("registers a scheduled job's cron", async () => {
    const r = runner();
    const job = defineJob(jobName("nightly"), z.object({}), async () => {}, { cron: "30 3 * * *" });
    r.register(job);
    await r.start();
    const schedules = await r.boss.getSchedules();
    expect(schedules.find((s) => s.name === job.name)).toMatchObject({ name: job.name, cron: "30 3 * * *" });
  });

  it("lets a running job finish when it stops", async () => {
    const r = runner();
    let started: () => void = () => {};
    const inHand = new Promise<void>((resolve) => {
      started = resolve;
    });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const job = defineJob(jobName("long"), z.object({}), async () => {
      started();
      await gate;
    });
    r.register(job);
    await r.start();
    const id = (await r.enqueue(job, {})) as string;
    await inHand;
    let stopped = false;
    const stopping = r.stop().then(() => {
      stopped = true;
    });
    expect(await stateOf(r, job.name, id)).toBe("active");
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(await stateOf(r, job.name, id)).toBe("completed");
  });
});

describe("a process restart", () => {
  it("a job survives a process restart mid-queue: the next process runs what was left, each job once", async () => {
    const name = jobName("restart");
    const done: { process: string; n: number }[] = [];
    let firstInHand: () => void = () => {};
    const inHand = new Promise<void>((resolve) => {
      firstInHand = resolve;
    });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The first process takes one job and is told to stop while it holds it; the rest wait in the queue.
    const first = runner();
    const firstJob = defineJob(name, z.object({ n: z.number() }), async ({ n }) => {
      firstInHand();
      await gate;
      done.push({ process: "first", n });
    });
    first.register(firstJob);
    await first.start();
    const count = 5;
    for (let n = 0; n < count; n++) await first.enqueue(firstJob, { n });
    await inHand;
    const stopping = first.stop();
    release();
    await stopping;
    expect(done).toHaveLength(1);
    expect(await first.boss.getQueueSize(name)).toBe(count - 1);

    // A new process: its own pool onto the same database, its own runner.
    const other = await openDatabase({ databaseUrl: database.url as string });
    try {
      const second = runner([], other.pool as pg.Pool);
      second.register(defineJob(name, z.object({ n: z.number() }), async ({ n }) => void done.push({ process: "second", n })));
      await second.start();
      await waitFor("the queue left behind to be done", () => done.length >= count);
      await second.stop();
      expect(done.map((d) => d.n).sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4]);
      expect(done.filter((d) => d.process === "second")).toHaveLength(count - 1);
    } finally {
      await other.close();
    }
  });
});

describe("mail through the queue", () => {
  it("retries a failed send, logs each failure with the job id and attempt (the last as an error), stores it sealed", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "hangar-mail-"));
    const mailDir = path.join(dataDir, "mail");
    // A file where the mail folder should be: writing a mail fails until it is removed.
    const block = () => {
      rmSync(mailDir, { recursive: true, force: true });
      writeFileSync(mailDir, "");
    };
    const unblock = () => rmSync(mailDir);
    const lines: LogLine[] = [];
    const r = runner(lines);
    const mailer = createMailer({
      smtpUrl: null,
      from: "Hangar <hangar@example.com>",
      dataDir,
      secretKey: "test-secret",
      log: pino({ level: "silent" }),
      jobs: r,
      retry: { retryLimit: 1, retryDelaySeconds: 1, retryBackoff: true },
    });
    await r.start();
    try {
      // Fails once, then the retry delivers it.
      block();
      await mailer.send({ to: "first@example.com", subject: "First", text: "one" });
      const [first] = await waitFor("the first failure", () => lines.filter((l) => l.job === "mail.send").length > 0 && lines);
      expect(first).toMatchObject({ level: WARN, attempt: 1, attempts: 2, msg: expect.stringMatching(/will be retried/) });
      unblock();
      await waitFor("the retried mail", () => mailer.recent.some((m) => m.to === "first@example.com"));
      expect(readdirSync(mailDir).filter((f) => f.endsWith("-first@example.com.txt"))).toHaveLength(1);
      expect(lines.filter((l) => l.job === "mail.send")).toEqual([first]);

      // Fails on every attempt: the last failure is an error and the job is kept as failed.
      block();
      await mailer.send({ to: "second@example.com", subject: "Second", text: "Your code is 482913" });
      const last = await waitFor("the last failure", () => lines.find((l) => l.level === ERROR && l.job === "mail.send"));
      expect(last).toMatchObject({ attempt: 2, attempts: 2, msg: expect.stringMatching(/last/) });
      const warned = lines.filter((l) => l.level === WARN && l.job_id === last.job_id);
      expect(warned).toEqual([expect.objectContaining({ attempt: 1 })]);
      await waitFor("the job to be failed", async () => (await stateOf(r, "mail.send", last.job_id as string)) === "failed");
      expect(mailer.recent.some((m) => m.to === "second@example.com")).toBe(false);
      // The queue keeps the address in clear and the rest sealed: codes and links stay out of its tables.
      const stored = await r.boss.getJobById("mail.send", last.job_id as string);
      expect(stored?.data).toMatchObject({ to: "second@example.com" });
      expect(JSON.stringify(stored)).not.toContain("482913");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
