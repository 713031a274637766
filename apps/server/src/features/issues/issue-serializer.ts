import type { Issue, Priority } from "@hangar/contracts";
import { and, eq, fillPlaceholders, inArray, isNull, type Placeholder, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import {
  cycleIssues,
  fileAssets,
  issueAssignees,
  issueLabels,
  issueLinks,
  issueSubscribers,
  issues,
  moduleIssues,
} from "../../db/schema";
import { type CompiledSql, compileSql, executeCompiled } from "../../lib/compiled-sql";
import { ISSUE_ATTACHMENT_ENTITY } from "../attachments";

export type IssueRow = typeof issues.$inferSelect;

export type IssueExtras = {
  label_ids: string[];
  assignee_ids: string[];
  module_ids: string[];
  cycle_id: string | null;
  sub_issues_count: number;
  link_count: number;
  attachment_count: number;
  is_subscribed: boolean;
};

export const noExtras: IssueExtras = {
  label_ids: [],
  assignee_ids: [],
  module_ids: [],
  cycle_id: null,
  sub_issues_count: 0,
  link_count: 0,
  attachment_count: 0,
  is_subscribed: false,
};

type Timestamps = "created_at" | "updated_at" | "completed_at" | "archived_at" | "deleted_at";

/** An issue's own columns that every reader shares (the labels come with the extras). */
type IssueColumns = Omit<IssueRow, "description_html" | "description_stripped" | "label_ids" | Timestamps>;

/** An issue as a list reads it: no description or deleted_at, timestamps already ISO text. */
export type ListIssueRow = IssueColumns & {
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  archived_at: string | null;
};

/** What toIssue reads: a row as stored, or as a list reads it. */
type IssueSource = IssueColumns & {
  description_html?: string;
  created_at: Date | string;
  updated_at: Date | string;
  completed_at: Date | string | null;
  archived_at: Date | string | null;
};

const iso = (d: Date | string | null) => (d === null ? null : typeof d === "string" ? d : d.toISOString());

/**
 * The wire shape of an issue. description_html is left out unless asked for: lists and events stay small,
 * and the detail view asks for it.
 */
export function toIssue(
  row: IssueSource,
  extras: IssueExtras = noExtras,
  opts: { description?: boolean; subscribed?: boolean } = {},
): Issue {
  const issue: Issue = {
    id: row.id,
    name: row.name,
    sequence_id: row.sequence_id,
    sort_order: row.sort_order,
    state_id: row.state_id,
    priority: row.priority as Priority,
    estimate_point: row.estimate_point_id,
    label_ids: extras.label_ids,
    assignee_ids: extras.assignee_ids,
    module_ids: extras.module_ids,
    cycle_id: extras.cycle_id,
    parent_id: row.parent_id,
    project_id: row.project_id,
    workspace_id: row.workspace_id,
    type_id: row.type_id,
    sub_issues_count: extras.sub_issues_count,
    link_count: extras.link_count,
    attachment_count: extras.attachment_count,
    start_date: row.start_date,
    target_date: row.target_date,
    created_at: iso(row.created_at) as string,
    updated_at: iso(row.updated_at) as string,
    completed_at: iso(row.completed_at),
    archived_at: iso(row.archived_at),
    created_by: row.created_by,
    updated_by: row.updated_by,
    is_draft: row.is_draft,
    is_epic: row.is_epic,
  };
  if (opts.description) issue.description_html = row.description_html ?? "";
  if (opts.subscribed !== false) issue.is_subscribed = extras.is_subscribed;
  return issue;
}

/**
 * Issue ids to load extras for: a sub-select yielding them (the page of a list query), or a placeholder
 * for one id or for an array of them (loadIssueExtras).
 */
export type IssueIdSource = SQLWrapper | { one: Placeholder } | { many: Placeholder };

/**
 * Labels, assignees, modules, cycle and counts of many issues as one grouped sub-select: every link
 * and count row of those issues is read through its issue index and folded by issue id, so a page of
 * issues costs one statement whatever its size, and joining it is one join. `userId` (a value, or a
 * prepared statement's placeholder) decides is_subscribed. Columns: issue_id, label_ids, assignee_ids,
 * module_ids (comma-joined), cycle_id, sub_issues_count, link_count, attachment_count, subscribed. `labels: false` leaves labels (and their column) out, for a
 * reader that has the issue's own copy of its label ids.
 */
export function issueExtrasSql(ids: IssueIdSource, userId: string | SQLWrapper | null, opts: { labels?: boolean } = {}): SQL {
  const withLabels = opts.labels ?? true;
  // A sub-select is read once into an array: the planner then expects a handful of ids and probes
  // indexes, where a join on the sub-select would have it hash whole tables.
  // A list of ids goes as one array parameter per branch, not one parameter per id: eight IN-lists of a
  // few hundred parameters each cost more to parse and plan than to run.
  // One issue (a detail, a write's answer) is compared as one value: a plan for an array parameter is
  // costed for several ids, so PostgreSQL would plan each run anew for the single one it is given.
  const idsOf = (column: AnyPgColumn) =>
    "one" in ids
      ? sql`${column} = ${ids.one}::uuid`
      : "many" in ids
        ? sql`${column} = any(${ids.many}::uuid[])`
        : sql`${column} = any(array(${ids}))`;
  // Constants are written into the text, not bound: this runs as a named prepared statement, and a
  // generic plan can only match a partial index (`not is_draft`) against conditions it can read.
  const none = { ref: sql`null::uuid`, at: sql`null::timestamptz` };
  const branch = (
    kind: number,
    issueId: AnyPgColumn,
    ref: AnyPgColumn | SQL,
    at: AnyPgColumn | SQL,
    from: PgTable,
    where: SQL | undefined,
  ) =>
    sql`select ${issueId} as issue_id, ${sql.raw(String(kind))} as kind, ${ref} as ref, ${at} as at from ${from} where ${where}`;
  const branches = [
    ...(withLabels
      ? [branch(1, issueLabels.issue_id, issueLabels.label_id, issueLabels.created_at, issueLabels, idsOf(issueLabels.issue_id))]
      : []),
    branch(
      2,
      issueAssignees.issue_id,
      issueAssignees.assignee_id,
      issueAssignees.created_at,
      issueAssignees,
      idsOf(issueAssignees.issue_id),
    ),
    branch(3, moduleIssues.issue_id, moduleIssues.module_id, moduleIssues.created_at, moduleIssues, idsOf(moduleIssues.issue_id)),
    branch(4, cycleIssues.issue_id, cycleIssues.cycle_id, cycleIssues.created_at, cycleIssues, idsOf(cycleIssues.issue_id)),
    branch(
      5,
      issues.parent_id,
      none.ref,
      none.at,
      issues,
      and(idsOf(issues.parent_id), isNull(issues.deleted_at), sql`not ${issues.is_draft}`),
    ),
    branch(6, issueLinks.issue_id, none.ref, none.at, issueLinks, idsOf(issueLinks.issue_id)),
    branch(
      7,
      fileAssets.entity_id,
      none.ref,
      none.at,
      fileAssets,
      and(
        sql`${fileAssets.entity_type} = ${sql.raw(`'${ISSUE_ATTACHMENT_ENTITY}'`)}`,
        idsOf(fileAssets.entity_id),
        sql`${fileAssets.is_uploaded}`,
        isNull(fileAssets.deleted_at),
      ),
    ),
    branch(
      8,
      issueSubscribers.issue_id,
      none.ref,
      none.at,
      issueSubscribers,
      and(idsOf(issueSubscribers.issue_id), eq(issueSubscribers.subscriber_id, userId ?? sql`null::uuid`)),
    ),
  ];
  // Comma-joined rather than arrays: splitting a string is much cheaper for the drivers than parsing an array literal.
  const list = (kind: number) => sql.raw(`string_agg(x.ref::text, ',' order by x.at, x.ref) filter (where x.kind = ${kind})`);
  const total = (kind: number) => sql.raw(`(count(*) filter (where x.kind = ${kind}))::int`);
  return sql`select x.issue_id,
    ${withLabels ? sql`${list(1)} as label_ids, ` : sql``}${list(2)} as assignee_ids, ${list(3)} as module_ids,
    ((array_agg(x.ref) filter (where x.kind = 4))[1])::text as cycle_id,
    ${total(5)} as sub_issues_count, ${total(6)} as link_count, ${total(7)} as attachment_count,
    bool_or(x.kind = 8) as subscribed
    from (${sql.join(branches, sql` union all `)}) x group by x.issue_id`;
}

export type ExtrasRow = {
  label_ids: string | null;
  assignee_ids: string | null;
  module_ids: string | null;
  cycle_id: string | null;
  sub_issues_count: number | null;
  link_count: number | null;
  attachment_count: number | null;
  subscribed: boolean | null;
};

export function extrasFromRow(r: ExtrasRow): IssueExtras {
  return {
    label_ids: r.label_ids ? r.label_ids.split(",") : [],
    assignee_ids: r.assignee_ids ? r.assignee_ids.split(",") : [],
    module_ids: r.module_ids ? r.module_ids.split(",") : [],
    cycle_id: r.cycle_id ?? null,
    sub_issues_count: Number(r.sub_issues_count ?? 0),
    link_count: Number(r.link_count ?? 0),
    attachment_count: Number(r.attachment_count ?? 0),
    is_subscribed: r.subscribed === true,
  };
}

/** loadIssueExtras' statements by shape (one id or several, a user or none), each built and compiled once. */
const extrasStatements = new Map<string, CompiledSql>();

/** The statement loadIssueExtras runs, with placeholders `ids` (a uuid, or an array literal) and `userId`. */
export function extrasStatement(db: Db, one: boolean, withUser: boolean): CompiledSql {
  const key = `${one}/${withUser}`;
  let statement = extrasStatements.get(key);
  if (!statement) {
    const ids = one ? { one: sql.placeholder("ids") } : { many: sql.placeholder("ids") };
    statement = compileSql(db, issueExtrasSql(ids, withUser ? sql.placeholder("userId") : null));
    extrasStatements.set(key, statement);
  }
  return statement;
}

export async function loadIssueExtras(db: Db, ids: string[], userId: string | null): Promise<Map<string, IssueExtras>> {
  const result = new Map<string, IssueExtras>();
  if (ids.length === 0) return result;
  const statement = extrasStatement(db, ids.length === 1, userId !== null);
  const params = fillPlaceholders(statement.params, { ids: ids.length === 1 ? ids[0] : `{${ids.join(",")}}`, userId });
  for (const r of await executeCompiled<ExtrasRow & { issue_id: string }>(db, { sql: statement.sql, params }))
    result.set(r.issue_id, extrasFromRow(r));
  return result;
}

/** Serializes rows already loaded, in their order. */
export async function serializeIssues(
  db: Db,
  rows: IssueRow[],
  userId: string | null,
  opts: { description?: boolean } = {},
): Promise<Issue[]> {
  const extras = await loadIssueExtras(
    db,
    rows.map((r) => r.id),
    userId,
  );
  return rows.map((r) => toIssue(r, extras.get(r.id), { description: opts.description, subscribed: userId !== null }));
}

export async function serializeIssue(
  db: Db,
  row: IssueRow,
  userId: string | null,
  opts: { description?: boolean } = {},
): Promise<Issue> {
  const [issue] = await serializeIssues(db, [row], userId, opts);
  return issue;
}

/**
 * Issues by id (deleted ones skipped), in the order asked. For other features that need the wire shape;
 * the caller has already checked that `ids` belong to projects the user may read.
 */
export async function loadIssues(
  db: Db,
  ids: string[],
  userId: string | null = null,
  opts: { description?: boolean } = {},
): Promise<Issue[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(issues)
    .where(and(inArray(issues.id, ids), isNull(issues.deleted_at)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = ids.map((id) => byId.get(id)).filter((r): r is IssueRow => !!r);
  return serializeIssues(db, ordered, userId, opts);
}
