/**
 * Notification costs (issue 17, "Scale"), on the machine's PostgreSQL service:
 * - fan-out: a change (PATCH priority over HTTP, timed to the body's last byte) of a hot issue with 50
 *   subscribers beside the same change of an issue nobody else follows, taking turns; the difference is
 *   what fan-out adds to a change's response. The change records its fan-out and the server does it
 *   right after the commit (50 notification rows, 50 live events, their NOTIFYs): the bench waits for
 *   that, untimed, before the next change, and reports how long after the request the notifications were
 *   written. Then the same changes back to back, where a fan-out may overlap the next change. Timed alone,
 *   in rolled-back transactions: the record (notifyActivities) and the fan-out after commit.
 * - inbox: the first inbox page (300) and the unread counts over HTTP for a receiver with 10,000
 *   notifications, among 200,000 (10,000 issues with 20 watchers each, each told of one change).
 * Goals: first inbox page p50 ≤ 15 ms; fan-out adds ≤ 2 ms.
 *   node --import tsx bench/notifications.ts [--issues 10000] [--runs 100] [--keep]
 * Creates and drops a database `hangar_bench_notif_<pid>` on BENCH_PG_URL
 * (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../apps/server/src/app";
import type { Db } from "../apps/server/src/db/client";
import { openServerDatabase } from "../apps/server/src/db/server-database";
import { fanOutsSettled, notifyActivities } from "../apps/server/src/features/notifications";
import { readEnv } from "../apps/server/src/lib/env";
import { argValue, type BenchSeed, seedBench } from "./seed";
import { ms, percentile } from "./stats";

const issueCount = argValue("--issues", 10_000);
const runs = argValue("--runs", 100);
const WATCHERS = 20;
const HOT_SUBSCRIBERS = 50;
const EXTRA_MEMBERS = 60;
/** Keep the database afterwards (its URL is printed), to study its plans by hand. */
const keep = process.argv.includes("--keep");
const adminUrl = process.env.BENCH_PG_URL || "postgres://postgres@127.0.0.1:5432/postgres";

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Requests to the listening app as the seed's owner, on one kept-alive connection; resolves once the body is in. */
function httpClient(port: number, agent: BenchSeed["agent"]) {
  const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const cookie = () => [...agent.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const send = (method: string, url: string, body?: unknown) =>
    new Promise<number>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers: Record<string, string> = { cookie: cookie() };
      if (payload !== undefined) {
        headers["content-type"] = "application/json";
        headers["x-csrftoken"] = agent.cookies.get("csrftoken") ?? "";
      }
      const req = http.request({ host: "127.0.0.1", port, path: url, method, agent: keepAlive, headers }, (res) => {
        res.on("data", () => {});
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end(payload);
    });
  return { send, close: () => keepAlive.destroy() };
}

/**
 * Times each of `fns` `n` times after a warm-up, taking turns so a swing in the machine's speed falls on
 * all alike. `after`, untimed, runs after each call; it is given the call's start.
 */
async function inTurns(
  fns: (() => Promise<unknown>)[],
  n: number,
  after?: (k: number, started: number) => Promise<void>,
): Promise<number[][]> {
  for (let i = 0; i < 20; i++)
    for (const [k, fn] of fns.entries()) {
      await fn();
      await after?.(k, performance.now());
    }
  const times = fns.map(() => [] as number[]);
  for (let i = 0; i < n; i++) {
    for (const [k, fn] of fns.entries()) {
      const t = performance.now();
      await fn();
      times[k].push(performance.now() - t);
      await after?.(k, t);
    }
  }
  return times;
}

/** 60 more project members (70 in all), watchers on every issue, and the hot issue's 50 subscribers. */
async function seedWatchers(db: Db, seed: BenchSeed & { workspaceId: string; ownerId: string }) {
  const scope = sql`${seed.workspaceId}::uuid, ${seed.projectId}::uuid`;
  await db.execute(sql`
    with added as (
      insert into users (email, first_name, last_name, display_name)
      select 'watcher-' || ${seed.slug} || '-' || g || '@bench.local', 'Watcher', 'Bench', 'watcher' || g
      from generate_series(1, ${EXTRA_MEMBERS}) g
      returning id
    ), ws as (
      insert into workspace_members (workspace_id, member_id, role) select ${seed.workspaceId}::uuid, id, 15 from added
    )
    insert into project_members (workspace_id, project_id, member_id, role) select ${scope}, id, 15 from added`);
  const others = rowsOf<{ id: string }>(
    await db.execute(sql`
      select member_id::text as id from project_members
      where project_id = ${seed.projectId}::uuid and member_id <> ${seed.ownerId}::uuid order by member_id`),
  ).map((r) => r.id);
  // The owner (the receiver timed below) watches every issue, with 19 others chosen by the issue's number.
  await db.execute(sql`
    insert into issue_subscribers (workspace_id, project_id, issue_id, subscriber_id)
    select ${scope}, i.id, w.id
    from issues i
    cross join lateral (
      select ${seed.ownerId}::uuid as id
      union all
      select (${sql.param(others)}::uuid[])[1 + (i.sequence_id + k) % ${others.length}] from generate_series(0, ${WATCHERS - 2}) k
    ) w
    where i.project_id = ${seed.projectId}::uuid
    on conflict (issue_id, subscriber_id) do nothing`);
  // Each watcher was told of one change of each issue, by someone else: 10,000 notifications for the owner.
  await db.execute(sql`
    insert into notifications (workspace_id, project_id, receiver_id, triggered_by_id, entity_identifier, sender, title, data, created_at)
    select ${scope}, s.subscriber_id, i.created_by, i.id, 'subscribed', i.name,
      jsonb_build_object(
        'issue', jsonb_build_object('id', i.id, 'name', i.name, 'identifier', 'BENCH', 'sequence_id', i.sequence_id,
          'state_name', 'Todo', 'state_group', 'unstarted'),
        'issue_activity', jsonb_build_object('id', null, 'field', 'priority', 'verb', 'updated', 'old_value', 'none',
          'new_value', 'high', 'issue_comment', null, 'actor', i.created_by::text)),
      now() - (i.sequence_id || ' minutes')::interval
    from issue_subscribers s join issues i on i.id = s.issue_id
    where s.project_id = ${seed.projectId}::uuid`);
  // Two issues the owner created: one that 50 others follow, one nobody else does.
  const [hot, cold] = rowsOf<{ id: string }>(
    await db.execute(sql`
      select id::text as id from issues where project_id = ${seed.projectId}::uuid order by sequence_id desc limit 2`),
  ).map((r) => r.id);
  for (const issueId of [hot, cold]) {
    await db.execute(sql`update issues set created_by = ${seed.ownerId}::uuid, parent_id = null where id = ${issueId}::uuid`);
    await db.execute(
      sql`delete from issue_subscribers where issue_id = ${issueId}::uuid and subscriber_id <> ${seed.ownerId}::uuid`,
    );
    await db.execute(sql`delete from issue_assignees where issue_id = ${issueId}::uuid`);
  }
  await db.execute(sql`
    insert into issue_subscribers (workspace_id, project_id, issue_id, subscriber_id)
    select ${scope}, ${hot}::uuid, m from unnest(${sql.param(others.slice(0, HOT_SUBSCRIBERS))}::uuid[]) m`);
  await db.execute(sql`vacuum analyze`);
  return { hot, cold };
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "hangar-bench-"));
  const dbName = `hangar_bench_notif_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName}`);
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const opened = await openServerDatabase(
    readEnv({ DATA_DIR: dataDir, DATABASE_URL: url.toString(), SECRET_KEY: "bench" }),
    () => {},
  );
  const { database } = opened;
  try {
    const env = {
      ...readEnv({ DATA_DIR: dataDir, SECRET_KEY: "bench", LOG_LEVEL: "warn" }),
      authRateLimitMax: 100_000,
      authAccountRateLimitMax: 100_000,
    };
    const app = await buildApp({ db: database.db, env, webDist: null });
    const started = performance.now();
    const seeded = await seedBench(app, { issues: issueCount });
    const me = (await seeded.agent.get("/api/users/me/")).json() as { id: string };
    const ws = (await seeded.agent.get(`/api/workspaces/${seeded.slug}/`)).json() as { id: string };
    const seed = { ...seeded, ownerId: me.id, workspaceId: ws.id };
    const { hot, cold } = await seedWatchers(database.db, seed);
    const [{ n: total }] = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from notifications`));
    console.log(
      `seeded ${issueCount} issues, ${WATCHERS} watchers each, ${total} notifications in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    await seed.agent.get("/auth/get-csrf-token/");
    await app.listen({ host: "127.0.0.1", port: 0 });
    const client = httpClient((app.server.address() as { port: number }).port, seed.agent);
    const issueUrl = (id: string) => `/api/workspaces/${seed.slug}/projects/${seed.projectId}/issues/${id}/`;
    const flip = new Map<string, boolean>();
    /** Changes the issue's priority back and forth: one activity row per change. */
    const change = (id: string) => async () => {
      const high = !flip.get(id);
      flip.set(id, high);
      const status = await client.send("PATCH", issueUrl(id), { priority: high ? "high" : "low" });
      if (status !== 200) throw new Error(`PATCH ${id}: ${status}`);
    };
    // Each change alone: the fan-out the previous one started is done (untimed) before the next.
    const hotNotified: number[] = [];
    const [hotTimes, coldTimes] = await inTurns([change(hot), change(cold)], runs, async (k, started) => {
      await fanOutsSettled(database.db);
      if (k === 0) hotNotified.push(performance.now() - started);
    });
    const [{ n: told }] = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from notifications where entity_identifier = ${hot}::uuid`),
    );
    if (told < HOT_SUBSCRIBERS * runs) throw new Error(`the hot issue told only ${told} notifications`);
    // Back to back: a change's fan-out may still run while the next change is served.
    const [hotBusy, coldBusy] = await inTurns([change(hot), change(cold)], runs);
    await fanOutsSettled(database.db);

    // The record and the fan-out alone, for one activity, in a transaction rolled back (nothing stays).
    class Rollback extends Error {}
    let recordTimes: number[] = [];
    let fanOutTimes: number[] = [];
    const activity = { id: null as unknown as string, verb: "updated", field: "priority", old_value: "low", new_value: "high" };
    const fanOutOnly = (issueId: string) => () =>
      database.db
        .transaction(async (tx) => {
          const [row] = rowsOf<{ id: string }>(
            await tx.execute(sql`insert into issue_activities (workspace_id, project_id, issue_id, verb, field, actor_id)
              values (${seed.workspaceId}::uuid, ${seed.projectId}::uuid, ${issueId}::uuid, 'updated', 'priority', ${seed.ownerId}::uuid) returning id::text as id`),
          );
          let t = performance.now();
          await notifyActivities(
            tx,
            { workspace_id: seed.workspaceId, project_id: seed.projectId, issue_id: issueId, actor_id: seed.ownerId },
            [{ ...activity, id: row.id }],
          );
          recordTimes.push(performance.now() - t);
          // What the server does after the commit; the record just written is the only one pending.
          t = performance.now();
          await tx.execute(sql`select * from run_notification_fanouts(null, null, 50)`);
          fanOutTimes.push(performance.now() - t);
          throw new Rollback();
        })
        .catch((err) => {
          if (!(err instanceof Rollback)) throw err;
        });
    const fanOut: Record<string, number[]> = {};
    const record: Record<string, number[]> = {};
    for (const [name, id] of [
      ["hot", hot],
      ["cold", cold],
    ] as const) {
      for (let i = 0; i < 20; i++) await fanOutOnly(id)();
      recordTimes = [];
      fanOutTimes = [];
      for (let i = 0; i < runs; i++) await fanOutOnly(id)();
      fanOut[name] = fanOutTimes;
      record[name] = recordTimes;
    }

    const inbox = `/api/workspaces/${seed.slug}/users/notifications/`;
    const get = (u: string) => async () => {
      const status = await client.send("GET", u);
      if (status !== 200) throw new Error(`GET ${u}: ${status}`);
    };
    const [firstPage, mentions, unread] = await inTurns(
      [get(`${inbox}?cursor=300:0:0`), get(`${inbox}?cursor=300:0:0&mentioned=true`), get(`${inbox}unread/`)],
      runs,
    );
    client.close();
    await app.close();

    const row = (name: string, xs: number[]) =>
      console.log(`${name.padEnd(58)}${ms(percentile(xs, 50))}${ms(percentile(xs, 99))}`);
    console.log(`\nPostgreSQL, ${runs} runs each${" ".repeat(31)}${"p50".padStart(10)}${"p99".padStart(10)}`);
    row(`PATCH priority, hot issue (${HOT_SUBSCRIBERS} subscribers)`, hotTimes);
    row("PATCH priority, issue nobody else follows", coldTimes);
    row("  hot issue: request to its notifications written", hotNotified);
    row(`PATCH priority, hot issue, back to back`, hotBusy);
    row("PATCH priority, issue nobody else follows, back to back", coldBusy);
    row("record of the fan-out, in the change (either issue)", [...record.hot, ...record.cold]);
    row(`fan-out after commit, ${HOT_SUBSCRIBERS} subscribers (rows, events, NOTIFY)`, fanOut.hot);
    row("fan-out after commit, no subscribers", fanOut.cold);
    row("GET inbox first page (300 of 10,000)", firstPage);
    row("GET inbox first page, mentions tab", mentions);
    row("GET unread counts", unread);
    const added = percentile(hotTimes, 50) - percentile(coldTimes, 50);
    const addedBusy = percentile(hotBusy, 50) - percentile(coldBusy, 50);
    console.log(`\nfan-out adds ${added.toFixed(2)} ms to a change's p50 (goal ≤ 2 ms); back to back ${addedBusy.toFixed(2)} ms`);
    console.log(`inbox first page p50 ${percentile(firstPage, 50).toFixed(2)} ms (goal ≤ 15 ms)`);
  } finally {
    await opened.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (keep) console.log(`kept ${url}`);
    else {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${dbName} with (force)`);
      await cleanup.end();
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
