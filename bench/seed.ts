/**
 * Seeds a workspace with one project of many issues for benchmarks and for trying big lists in the UI.
 * The owner signs up through the API; everything else goes in with a few set-based INSERTs, so 10,000
 * issues take a second or two and 100,000 well under a minute.
 *   node --import tsx bench/seed.ts [--issues 10000]      (DATA_DIR or DATABASE_URL, like the server; stop it first)
 * Spread: 5 states, 20 labels (0–3 per issue), 10 members (0–2 assignees per issue), all priorities,
 * start/target dates over a year (a third without), 3 cycles (30% of issues), 4 modules (~45%, some in
 * two), a Fibonacci estimate on two issues in three, one issue in ten a sub-issue.
 */
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import { buildApp } from "../apps/server/src/app";
import type { Db } from "../apps/server/src/db/client";
import { openServerDatabase } from "../apps/server/src/db/server-database";
import { readEnv } from "../apps/server/src/lib/env";
import type { App } from "../apps/server/src/lib/types";
import { Agent } from "../apps/server/src/test/harness";

export const BENCH_PASSWORD = "Bench-pass1!";

export type BenchSeed = {
  email: string;
  password: string;
  slug: string;
  projectId: string;
  issues: number;
  agent: Agent;
};

const uuidArray = (ids: string[]) => sql.raw(`array[${ids.map((id) => `'${id}'`).join(",")}]::uuid[]`);
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function ok(res: Promise<{ statusCode: number; body: string; json(): unknown }>, what: string) {
  const r = await res;
  if (r.statusCode >= 300) throw new Error(`${what}: ${r.statusCode} ${r.body}`);
  return r.json() as Record<string, string>;
}

export async function seedBench(app: App, opts: { issues: number }): Promise<BenchSeed> {
  const db: Db = app.db;
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `bench-${stamp}@bench.local`;
  const agent = new Agent(app);
  const owner = await ok(
    agent.post("/auth/sign-up/", { email, password: BENCH_PASSWORD, first_name: "Bench", last_name: "Owner" }),
    "sign-up",
  );
  const ws = await ok(
    agent.post("/api/workspaces/", { name: `Bench ${stamp}`, slug: `bench-${stamp}`, organization_size: "2-10" }),
    "workspace",
  );
  const project = await ok(
    agent.post(`/api/workspaces/${ws.slug}/projects/`, { name: `Bench ${stamp}`, identifier: "BENCH" }),
    "project",
  );
  const scope = sql`${ws.id}::uuid, ${project.id}::uuid`;

  const names = ["Ada", "Grace", "Linus", "Ken", "Barbara", "Edsger", "Donald", "Margaret", "Alan"];
  const users = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into users (email, first_name, last_name, display_name)
      select 'bench-' || ${stamp} || '-' || g || '@bench.local', (${sql.raw(`array['${names.join("','")}']`)})[g], 'Bench', 'member' || g
      from generate_series(1, ${names.length}) g
      returning id::text as id`),
  ).map((r) => r.id);
  const members = [owner.id, ...users];
  await db.execute(sql`
    insert into workspace_members (workspace_id, member_id, role)
    select ${ws.id}::uuid, m, 15 from unnest(${uuidArray(users)}) m`);
  await db.execute(sql`
    insert into project_members (workspace_id, project_id, member_id, role)
    select ${scope}, m, 15 from unnest(${uuidArray(users)}) m`);

  const states = rowsOf<{ id: string; group: string }>(
    await db.execute(sql`select id::text as id, "group" from states where project_id = ${project.id}::uuid order by sequence`),
  );
  const completed = states.filter((s) => s.group === "completed" || s.group === "cancelled").map((s) => s.id);
  const labels = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into labels (workspace_id, project_id, name, color, sort_order)
      select ${scope}, 'label-' || lpad(g::text, 2, '0'), '#3f76ff', 65535 * g from generate_series(1, 20) g
      returning id::text as id`),
  ).map((r) => r.id);
  const cycles = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into cycles (workspace_id, project_id, name, start_date, end_date)
      select ${scope}, 'Cycle ' || g, date '2025-01-01' + (g - 1) * 14, date '2025-01-14' + (g - 1) * 14 from generate_series(1, 3) g
      returning id::text as id`),
  ).map((r) => r.id);
  const modules = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into modules (workspace_id, project_id, name, sort_order)
      select ${scope}, 'Module ' || g, 65535 * g from generate_series(1, 4) g
      returning id::text as id`),
  ).map((r) => r.id);

  const n = opts.issues;
  // Multiplying the series number by primes spreads every property independently of the others.
  await db.execute(sql`
    insert into issues (workspace_id, project_id, name, description_html, description_stripped, sequence_id, sort_order,
      state_id, priority, start_date, target_date, completed_at, created_by, updated_by, created_at, updated_at)
    select ${scope}, 'Issue ' || g || ' ' || md5(g::text), '<p>Seeded issue ' || g || '</p>', 'Seeded issue ' || g, g,
      65535 + g * 10000,
      s.id,
      (array['urgent','high','medium','low','none'])[1 + (g * 7) % 5],
      case when g % 3 = 0 then null else date '2025-01-01' + (g * 37) % 365 end,
      case when g % 3 = 1 then null else date '2025-01-15' + (g * 53) % 365 end,
      case when s.id = any(${uuidArray(completed)}) then now() - (g % 500) * interval '1 hour' end,
      m.id, m.id,
      now() - (${n} - g) * interval '1 minute', now() - ((g * 13) % ${n}) * interval '1 minute'
    from generate_series(1, ${n}) g
    cross join lateral (select (${uuidArray(states.map((s) => s.id))})[1 + (g * 11) % ${states.length}] as id) s
    cross join lateral (select (${uuidArray(members)})[1 + (g * 3) % ${members.length}] as id) m`);
  await db.execute(sql`
    insert into project_issue_sequences (project_id, last_sequence_id) values (${project.id}::uuid, ${n})
    on conflict (project_id) do update set last_sequence_id = excluded.last_sequence_id`);
  const inProject = sql`i.project_id = ${project.id}::uuid`;
  await db.execute(sql`
    insert into issue_labels (workspace_id, project_id, issue_id, label_id)
    select ${scope}, i.id, (${uuidArray(labels)})[1 + (i.sequence_id * 3 + k * 7) % 20]
    from issues i cross join generate_series(0, 2) k where ${inProject} and k < i.sequence_id % 4`);
  await db.execute(sql`
    insert into issue_assignees (workspace_id, project_id, issue_id, assignee_id)
    select ${scope}, i.id, (${uuidArray(members)})[1 + (i.sequence_id + k * 3) % ${members.length}]
    from issues i cross join generate_series(0, 1) k where ${inProject} and k < i.sequence_id % 3`);
  await db.execute(sql`
    insert into issue_subscribers (workspace_id, project_id, issue_id, subscriber_id)
    select ${scope}, i.id, i.created_by from issues i where ${inProject}`);
  await db.execute(sql`
    insert into cycle_issues (workspace_id, project_id, cycle_id, issue_id)
    select ${scope}, (${uuidArray(cycles)})[1 + i.sequence_id % 3], i.id from issues i where ${inProject} and i.sequence_id % 10 < 3`);
  await db.execute(sql`
    insert into module_issues (workspace_id, project_id, module_id, issue_id)
    select ${scope}, (${uuidArray(modules)})[1 + (i.sequence_id + k) % 4], i.id
    from issues i cross join generate_series(0, 1) k
    where ${inProject} and ((k = 0 and i.sequence_id % 5 < 2) or (k = 1 and i.sequence_id % 7 = 0))`);
  const estimate = (await ok(
    agent.post(`/api/workspaces/${ws.slug}/projects/${project.id}/estimates/`, {
      estimate: { name: "Fibonacci", type: "points" },
      estimate_points: ["1", "2", "3", "5", "8", "13"].map((value, i) => ({ key: i + 1, value })),
    }),
    "estimate",
  )) as unknown as { points: { id: string }[] };
  await db.execute(sql`
    update issues i set estimate_point_id = (${uuidArray(estimate.points.map((p) => p.id))})[1 + i.sequence_id % 6]
    where ${inProject} and i.sequence_id % 3 <> 0`);
  await db.execute(sql`
    update issues c set parent_id = p.id from issues p
    where c.project_id = ${project.id}::uuid and p.project_id = c.project_id
      and c.sequence_id % 10 = 5 and p.sequence_id = c.sequence_id - 1`);
  await db.execute(sql`vacuum analyze`);
  return { email, password: BENCH_PASSWORD, slug: ws.slug, projectId: project.id, issues: n, agent };
}

export const argValue = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) || fallback : fallback;
};

async function main() {
  const env = { ...readEnv(), authRateLimitMax: 100_000, authAccountRateLimitMax: 100_000 };
  const opened = await openServerDatabase(env, (level, message) => level !== "info" && console.warn(message));
  const { database } = opened;
  try {
    const app = await buildApp({ db: database.db, env, webDist: null });
    const started = performance.now();
    const seed = await seedBench(app, { issues: argValue("--issues", 10_000) });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Seeded ${seed.issues} issues in ${seconds} s on ${opened.embedded ? "the embedded PostgreSQL" : "DATABASE_URL"}.`,
    );
    console.log(`Sign in as ${seed.email} / ${seed.password}: ${env.appOrigin}/${seed.slug}/projects/${seed.projectId}/issues`);
    await app.close();
  } finally {
    await opened.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
