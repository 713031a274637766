import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../db/client";
import { notificationFanouts } from "../../db/schema";
import type { App } from "../../lib/types";
import { Agent, buildTestApp, getTestContext } from "../../test/harness";
import { issueUrl } from "../../test/issues-harness";
import { waitFor } from "../../test/wait-for";
import { recordFanOut } from "./fanout.repo";
import { fanOutsSettled, sweepFanOuts } from "./fanout-runner";
import { notificationKit } from "./notification-test-kit";

/** A server process beside the harness's: its own pool onto the file's database, and its app (null once stopped). */
type Process = { database: Database; app: App | null };
const processes: Process[] = [];

async function startProcess(): Promise<Process & { app: App }> {
  const { database: shared } = await getTestContext();
  const database = await openDatabase({ databaseUrl: shared.url as string });
  const started = { database, app: await buildTestApp(database) };
  processes.push(started);
  return started;
}

async function stopProcess(p: Process) {
  await p.app?.close();
  p.app = null;
  await p.database.close();
}

afterAll(async () => {
  for (const p of processes) if (p.app) await stopProcess(p);
});

const pendingFor = async (app: App, issueId: string) =>
  app.db.select().from(notificationFanouts).where(eq(notificationFanouts.issue_id, issueId));

describe("a fan-out left pending", () => {
  it("a process that dies during its fan-out leaves it pending; the next processes to start do it, once", async () => {
    const k = await notificationKit();
    const { m, app } = k;
    const issue = await k.createIssue(m.admin);
    await k.subscribe(m.member, issue.id);
    const { database } = await getTestContext();

    // Writing notifications waits until this transaction ends: the change itself never does.
    const blocker = new pg.Client({ connectionString: database.url as string });
    await blocker.connect();
    try {
      await blocker.query("begin");
      await blocker.query("lock table notifications in share mode");
      const doomed = await startProcess();
      const admin = new Agent(doomed.app);
      admin.cookies = new Map(m.admin.agent.cookies);
      const res = await admin.patch(issueUrl(m.slug, m.projectId, issue.id), { priority: "high" });
      expect(res.statusCode, res.body).toBe(200);
      // Its fan-out claimed the record and waits to write; the process dies there (its connection is cut).
      const [{ pid }] = await waitFor("the fan-out to wait for the lock", async () => {
        const { rows } = await blocker.query<{ pid: number }>(
          `select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'
             and query like '%run_notification_fanouts%'`,
        );
        return rows.length > 0 && rows;
      });
      await blocker.query("select pg_terminate_backend($1)", [pid]);
      await fanOutsSettled(doomed.database.db);
      await stopProcess(doomed);
      await blocker.query("commit");
    } finally {
      await blocker.end();
    }
    expect(await pendingFor(app, issue.id)).toHaveLength(1);
    expect(await k.stored(m.member, issue.id)).toEqual([]);

    // Two processes start at once on the database: their start-up sweeps race for the record.
    const [a, b] = await Promise.all([startProcess(), startProcess()]);
    await waitFor("the pending fan-out to be done", async () => (await pendingFor(app, issue.id)).length === 0);
    await Promise.all([fanOutsSettled(a.database.db), fanOutsSettled(b.database.db)]);
    const told = await k.stored(m.member, issue.id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ sender: "subscribed", data: { issue_activity: { field: "priority", new_value: "high" } } });
    // The actor is not told; nobody else follows.
    expect(await k.stored(m.admin, issue.id)).toEqual([]);
  });

  it("processes sweeping at once share the pending fan-outs and do each exactly once", async () => {
    const k = await notificationKit();
    const { m, app } = k;
    const issue = await k.createIssue(m.admin);
    await k.subscribe(m.member, issue.id);
    // Records as changes write them, whose process died before doing them: more than one batch.
    const count = 120;
    for (let n = 0; n < count; n++)
      await app.db.transaction((tx) =>
        recordFanOut(
          tx,
          randomUUID(),
          { issue_id: issue.id, actor_id: m.admin.user.id },
          [
            {
              id: randomUUID(),
              field: "priority",
              verb: "updated",
              old_value: "none",
              new_value: `p${n}`,
              issue_comment: null,
              generic: true,
              mention: false,
            },
          ],
          [],
        ),
      );
    const [a, b] = [await startProcess(), await startProcess()];
    const done = await Promise.all([sweepFanOuts(a.database.db), sweepFanOuts(b.database.db), sweepFanOuts(app.db)]);
    await Promise.all([fanOutsSettled(a.database.db), fanOutsSettled(b.database.db)]);
    expect(await pendingFor(app, issue.id)).toEqual([]);
    // Whoever took each (the start-up sweeps may have taken some first), each was done once.
    const told = await k.stored(m.member, issue.id);
    expect(told.map((t) => t.data.issue_activity.new_value).sort()).toEqual(
      Array.from({ length: count }, (_, n) => `p${n}`).sort(),
    );
    expect(done.reduce((x, y) => x + y, 0)).toBeLessThanOrEqual(count);
  });
});
