import pg from "pg";
import { inject } from "vitest";
import type { App } from "../../lib/types";
import { addMember, createProject, createWorkspace, signUp } from "../../test/harness";
import { createIssue, issueUrl } from "../../test/issues-harness";
import { ident, prepareSession, type Queryable, queryable } from "./queryable";

/**
 * The PostgreSQL whose scratch databases the transfer tests use: the run's embedded test server, or the
 * server of TEST_DATABASE_URL (its `postgres` database, as a superuser who may create databases and roles).
 */
function adminUrl(): string {
  const embedded = process.env.TEST_DATABASE_URL ? null : inject("testPostgres");
  if (embedded) return embedded.adminUrl;
  const url = new URL(process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres");
  url.pathname = "/postgres";
  return url.toString();
}
const ADMIN_URL = process.env.TRANSFER_TEST_ADMIN_URL || adminUrl();

async function asAdmin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new, empty database of this test's own, and a way to drop it afterwards. */
export async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `hangar_dump_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await asAdmin(`create database ${ident(name)}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => asAdmin(`drop database if exists ${ident(name)} with (force)`) };
}

/**
 * A login role without superuser that owns `database`: what a DATABASE_URL often connects as. Returns
 * the database's URL as that role, a way to grant it what loading needs, and its removal (after the
 * database is dropped).
 */
export async function ownerRole(database: { url: string }) {
  const name = `hangar_dump_role_${process.pid}_${Date.now().toString(36)}`;
  const password = `pw-${Math.random().toString(36).slice(2)}`;
  const url = new URL(database.url);
  // A password, for servers that ask for one (the embedded test server does; trust auth ignores it).
  await asAdmin(`create role ${ident(name)} login password '${password}'`);
  await asAdmin(`alter database ${ident(url.pathname.slice(1))} owner to ${ident(name)}`);
  url.username = name;
  url.password = password;
  const grant = "set on parameter session_replication_role";
  return {
    url: url.toString(),
    name,
    grantLoad: () => asAdmin(`grant ${grant} to ${ident(name)}`),
    drop: async () => {
      await asAdmin(`revoke ${grant} from ${ident(name)}`);
      await asAdmin(`drop role if exists ${ident(name)}`);
    },
  };
}

export async function withClient<T>(url: string, work: (q: Queryable) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(queryable(client));
  } finally {
    await client.end();
  }
}

export type Fingerprint = {
  tables: Record<string, { rows: number; md5: string }>;
  sequences: Record<string, string>;
  migrations: string;
};

/**
 * Every row of every base table of `public` (listed here independently of the code under test), as a
 * count and an md5 over the rows' text forms in a fixed order; plus each sequence's position and the
 * applied migrations. Two databases with equal fingerprints hold the same data.
 */
export async function fingerprint(q: Queryable): Promise<Fingerprint> {
  await prepareSession(q);
  const names = await q.query<{ name: string }>(
    `select table_name::text as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name::text collate "C"`,
  );
  const tables: Fingerprint["tables"] = {};
  for (const { name } of names) {
    const [row] = await q.query<{ rows: string; md5: string }>(
      `select count(*)::text as rows, md5(coalesce(string_agg((t.*)::text, '|' order by (t.*)::text collate "C"), '')) as md5
         from "public".${ident(name)} t`,
    );
    tables[name] = { rows: Number(row.rows), md5: row.md5 };
  }
  const sequences: Fingerprint["sequences"] = {};
  for (const { name } of await q.query<{ name: string }>(
    `select format('%I.%I', schemaname, sequencename) as name from pg_sequences where schemaname = 'public'`,
  )) {
    const [row] = await q.query<{ position: string }>(
      `select last_value::text || ':' || is_called::text as position from ${name}`,
    );
    sequences[name] = row.position;
  }
  const [{ present }] = await q.query<{ present: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
  );
  const [{ migrations }] = present
    ? await q.query<{ migrations: string }>(
        `select coalesce(string_agg(hash || '@' || created_at::text, ',' order by created_at), '') as migrations
           from drizzle.__drizzle_migrations`,
      )
    : [{ migrations: "" }];
  return { tables, sequences, migrations };
}

/** Text no escaping scheme may lose: quotes, backslashes, line breaks, tabs, a NUL-free control char, astral emoji. */
export const TRICKY_TEXT = `Ünïcødé 'single' "double" back\\slash\nnew line\r\ttab \u0001 🚀 \u2028 end`;

/**
 * A workspace through the API: two members, labels, issues with labels, assignees, comments and a
 * reaction, so that most of Hangar's tables (and its triggers' output, issues.label_ids) hold rows.
 */
export async function populate(app: App): Promise<{ slug: string; projectId: string }> {
  const admin = await signUp(app);
  const other = await signUp(app);
  const { slug } = await createWorkspace(admin.agent);
  const project = await createProject(admin.agent, slug);
  await addMember(app, { workspaceSlug: slug, userId: other.user.id, role: 15, projectId: project.id });
  const labels: string[] = [];
  for (const name of ["Bug", "Feature", TRICKY_TEXT.slice(0, 40)]) {
    const res = await admin.agent.post(`/api/workspaces/${slug}/projects/${project.id}/issue-labels/`, { name });
    if (res.statusCode !== 201) throw new Error(`label: ${res.statusCode} ${res.body}`);
    labels.push(res.json().id);
  }
  for (let i = 0; i < 6; i++) {
    const issue = await createIssue(admin.agent, slug, project.id, {
      name: `${TRICKY_TEXT} #${i}`,
      description_html: `<p>${i}: ${TRICKY_TEXT.replaceAll("<", "&lt;")}</p>`,
      label_ids: labels.slice(0, (i % 3) + 1),
      assignee_ids: i % 2 === 0 ? [admin.user.id, other.user.id] : [other.user.id],
      priority: i % 2 === 0 ? "high" : "none",
    });
    const comments = `${issueUrl(slug, project.id, issue.id)}comments/`;
    const comment = await other.agent.post(comments, { comment_html: `<p>Comment ${i} ${TRICKY_TEXT}</p>` });
    if (comment.statusCode !== 201) throw new Error(`comment: ${comment.statusCode} ${comment.body}`);
    const reaction = await admin.agent.post(`${issueUrl(slug, project.id, issue.id)}reactions/`, { reaction: "👍" });
    if (reaction.statusCode !== 201) throw new Error(`reaction: ${reaction.statusCode} ${reaction.body}`);
  }
  return { slug, projectId: project.id };
}
