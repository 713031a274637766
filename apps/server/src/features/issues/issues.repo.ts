import { SORT_ORDER_STEP } from "@hangar/contracts";
import { and, asc, eq, inArray, isNull, max, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { issueAssignees, issueLabels, issues, labels, projects, states, users } from "../../db/schema";
import { placeholdersFor, runShaped } from "../../lib/compiled-sql";
import { EVENT_COLUMNS, type EventColumns, eventColumns, eventInsertStatement, type NewEvent } from "../../lib/events";
import { subscribeStatementOf } from "./issue-subscribers";

export type IssueRow = typeof issues.$inferSelect;
export type IssueInsert = typeof issues.$inferInsert;
export type StateRow = typeof states.$inferSelect;

/** The first issue of a state starts here; later ones go SORT_ORDER_STEP above the highest. */
const FIRST_SORT_ORDER = 65535;

export async function findProjectState(db: Db, projectId: string, stateId: string): Promise<StateRow | undefined> {
  const [row] = await db
    .select()
    .from(states)
    .where(and(eq(states.project_id, projectId), eq(states.id, stateId)))
    .limit(1);
  return row;
}

export async function findStatesByIds(db: Db, ids: string[]): Promise<StateRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(states).where(inArray(states.id, ids));
}

export async function nextSortOrder(db: Db, projectId: string, stateId: string | null): Promise<number> {
  const [row] = await db
    .select({ max: max(issues.sort_order) })
    .from(issues)
    .where(
      and(
        eq(issues.project_id, projectId),
        stateId ? eq(issues.state_id, stateId) : isNull(issues.state_id),
        isNull(issues.deleted_at),
      ),
    );
  return row?.max === null || row?.max === undefined ? FIRST_SORT_ORDER : Number(row.max) + SORT_ORDER_STEP;
}

export async function projectLabelIds(db: Db, projectId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: labels.id })
    .from(labels)
    .where(and(eq(labels.project_id, projectId), inArray(labels.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/**
 * A live (not deleted) issue of the project; `lock` holds its row until the transaction ends. Every
 * change to an issue starts here: built once (lib/compiled-sql.ts runShaped), run with these ids.
 */
export async function findIssue(db: Db, projectId: string, issueId: string, lock = false): Promise<IssueRow | undefined> {
  const [row] = await runShaped<IssueRow>(
    db,
    lock ? "find-issue-locked" : "find-issue",
    (tx) => {
      const q = tx
        .select()
        .from(issues)
        .where(
          and(
            eq(issues.id, sql.placeholder("issueId")),
            eq(issues.project_id, sql.placeholder("projectId")),
            isNull(issues.deleted_at),
          ),
        )
        .limit(1);
      return lock ? q.for("no key update") : q;
    },
    { issueId, projectId },
  );
  return row;
}

export async function findIssues(db: Db, projectId: string, ids: string[], lock = false): Promise<IssueRow[]> {
  if (ids.length === 0) return [];
  const q = db
    .select()
    .from(issues)
    .where(and(inArray(issues.id, ids), eq(issues.project_id, projectId), isNull(issues.deleted_at)))
    .orderBy(asc(issues.sequence_id));
  return lock ? q.for("no key update") : q;
}

/** Live sub-issues of any of `parentIds`, locked for the caller's transaction. */
export async function childrenOf(db: Db, projectId: string, parentIds: string[]): Promise<IssueRow[]> {
  if (parentIds.length === 0) return [];
  return db
    .select()
    .from(issues)
    .where(and(eq(issues.project_id, projectId), inArray(issues.parent_id, parentIds), isNull(issues.deleted_at)))
    .orderBy(asc(issues.sequence_id))
    .for("no key update");
}

/** Ids of `issueId` and every issue above it, walking parent links (bounded, in case of bad data). */
export async function ancestorIds(db: Db, issueId: string): Promise<string[]> {
  const rows = await db.execute<{ id: string }>(sql`
    with recursive up(id, parent_id, depth) as (
      select ${issues.id}, ${issues.parent_id}, 0 from ${issues} where ${issues.id} = ${issueId}
      union all
      select i.id, i.parent_id, up.depth + 1 from ${issues} i join up on i.id = up.parent_id where up.depth < 1000
    )
    select id::text as id from up`);
  return (rows as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
}

/** Where a new issue goes: a state of its project, the project's default state (if it has one), or none. */
export type NewIssueState = { id: string | null } | "default";

/** What a new issue's statement is given; `created_at` also dates its completion in a completed default state. */
export type NewIssueValues = Omit<IssueInsert, "sequence_id" | "sort_order"> & { id: string; created_at: Date };

/**
 * Inserts a new issue with its number in one statement. The number and, unless a place was asked for,
 * the place after its state's last issue come from the database function take_issue_number (migration
 * 0016): it bumps the project's counter with an upsert, whose row lock serialises the project's creates
 * until commit (the counter only grows, so a number is never handed out twice, even after deletes), then
 * finds the state's last place in a statement of its own, whose snapshot holds the issue the create
 * before placed last. A "default" state is read by the statement too, and the issue starts completed (at
 * `values.created_at`) if that state is. `followers`: users the statement subscribes to the issue (the
 * project's active members among them; foreign keys are checked when the statement ends, so they may
 * name the issue it inserts). `created`: the issue's "created" event, written by the same statement with
 * what only it knows (number, place, default state, completion) put into its issue.
 *
 * Every create runs it, so it is built once per shape (which columns are given, which parts are present)
 * and run again with this create's values (lib/compiled-sql.ts runShaped).
 */
export async function insertNumberedIssue(
  tx: Db,
  values: NewIssueValues,
  opts: { state: NewIssueState; sortOrder: number | null; followers?: string[]; created?: NewEvent },
): Promise<IssueRow> {
  const given = (key: string) => values[key as keyof NewIssueValues];
  // A null is part of the text: Drizzle encodes a placeholder's value by its column, which a null breaks.
  const columns = Object.keys(values)
    .filter((key) => given(key) != null)
    .sort();
  const nulls = Object.keys(values)
    .filter((key) => given(key) === null)
    .sort();
  const followers = opts.followers?.length ? opts.followers : null;
  const shape = [
    "insert-numbered-issue",
    opts.state === "default" ? "default-state" : "state",
    followers ? "followers" : "",
    opts.created ? "created" : "",
    columns.join(","),
  ].join("|");
  const placeholders: Record<string, unknown> = {
    state_id: opts.state === "default" ? null : opts.state.id,
    sort_order: opts.sortOrder,
    created_at_text: values.created_at.toISOString(),
    followers,
  };
  for (const key of columns) placeholders[`value_${key}`] = given(key);
  if (opts.created) for (const [key, value] of Object.entries(eventColumns(opts.created))) placeholders[`event_${key}`] = value;
  const [row] = await runShaped<IssueRow>(
    tx,
    shape,
    (db) => numberedIssueInsert(db, columns, opts.state === "default", !!followers, !!opts.created),
    placeholders,
  );
  return row;
}

/** insertNumberedIssue's statement, with a placeholder wherever a value goes. */
function numberedIssueInsert(tx: Db, columns: string[], inDefaultState: boolean, withFollowers: boolean, withEvent: boolean) {
  const p = (name: string) => sql.placeholder(name);
  const projectId = p("value_project_id");
  const ctes = [];
  let stateId: SQL;
  let completedAt: SQL | undefined;
  let completedInEvent: SQL | undefined;
  if (inDefaultState) {
    const defaultState = tx.$with("default_state").as(
      tx
        .select({ id: states.id, group: states.group })
        .from(states)
        .where(and(eq(states.project_id, projectId), eq(states.default, true)))
        .limit(1),
    );
    ctes.push(defaultState);
    stateId = sql`(select ${defaultState.id} from ${defaultState})`;
    const finished = sql`(select ${defaultState.group} from ${defaultState}) = 'completed'`;
    completedAt = sql`case when ${finished} then ${p("created_at_text")}::timestamptz end`;
    completedInEvent = sql`case when ${finished} then ${p("created_at_text")}::text end`;
  } else {
    stateId = sql`${p("state_id")}::uuid`;
  }
  const taken = tx.$with("taken").as(
    tx
      .select({
        sequence_id: sql<number>`n."sequence_id"`.as("sequence_id"),
        sort_order: sql<number>`n."sort_order"`.as("sort_order"),
      })
      .from(
        sql`take_issue_number(${projectId}::uuid, ${stateId}, ${p("value_id")}::uuid, ${p("sort_order")}::float8, ${SORT_ORDER_STEP}::float8, ${FIRST_SORT_ORDER}::float8) n`,
      ),
  );
  ctes.push(taken);
  if (withFollowers) {
    const scope = { workspace_id: p("value_workspace_id"), project_id: projectId, issue_id: p("value_id") };
    const along = subscribeStatementOf(scope, p("followers"));
    ctes.push(tx.$with("along", { done: sql<number>`1` }).as(sql`${along} returning 1 as "done"`));
  }
  if (withEvent) {
    const fromStatement = [
      { path: ["issue", "sequence_id"], value: sql`${taken}."sequence_id"` },
      { path: ["issue", "sort_order"], value: sql`${taken}."sort_order"` },
    ];
    if (inDefaultState) {
      fromStatement.push({ path: ["issue", "state_id"], value: stateId });
      fromStatement.push({ path: ["issue", "completed_at"], value: completedInEvent as SQL });
    }
    const event = placeholdersFor(EVENT_COLUMNS, "event_") as EventColumns;
    ctes.push(tx.$with("announced", { id: sql<number>`"id"` }).as(eventInsertStatement(event, sql`${taken}`, fromStatement)));
  }
  const given = placeholdersFor(columns, "value_") as unknown as IssueInsert;
  return tx
    .with(...ctes)
    .insert(issues)
    .values({
      ...given,
      sequence_id: sql`(select ${taken.sequence_id} from ${taken})`,
      sort_order: sql`(select ${taken.sort_order} from ${taken})`,
      ...(inDefaultState ? { state_id: stateId, completed_at: completedAt } : {}),
    })
    .returning();
}

/** Writes `changes` to an issue, dated now; built once per set of columns changed (runShaped). */
export async function updateIssue(tx: Db, issueId: string, changes: Partial<IssueInsert>): Promise<IssueRow> {
  const columns = Object.keys(changes)
    .filter((key) => key !== "updated_at" && changes[key as keyof IssueInsert] !== undefined)
    .sort();
  const values: Record<string, unknown> = { issueId, value_updated_at: new Date() };
  for (const key of columns) values[`value_${key}`] = changes[key as keyof IssueInsert];
  const [row] = await runShaped<IssueRow>(
    tx,
    `update-issue|${columns.join(",")}`,
    (db) =>
      db
        .update(issues)
        .set(placeholdersFor([...columns, "updated_at"], "value_") as Partial<IssueInsert>)
        .where(eq(issues.id, sql.placeholder("issueId")))
        .returning(),
    values,
  );
  return row;
}

export async function updateIssues(tx: Db, ids: string[], changes: Partial<IssueInsert>): Promise<IssueRow[]> {
  if (ids.length === 0) return [];
  return tx
    .update(issues)
    .set({ ...changes, updated_at: new Date() })
    .where(inArray(issues.id, ids))
    .returning();
}

export async function currentLabelIds(db: Db, issueId: string): Promise<string[]> {
  const rows = await db.select({ id: issueLabels.label_id }).from(issueLabels).where(eq(issueLabels.issue_id, issueId));
  return rows.map((r) => r.id);
}

export async function currentAssigneeIds(db: Db, issueId: string): Promise<string[]> {
  const rows = await db
    .select({ id: issueAssignees.assignee_id })
    .from(issueAssignees)
    .where(eq(issueAssignees.issue_id, issueId));
  return rows.map((r) => r.id);
}

type LinkScope = { workspace_id: string; project_id: string; issue_id: string; created_by: string };

export async function addLabels(tx: Db, scope: LinkScope, labelIds: string[]) {
  if (labelIds.length === 0) return;
  await tx
    .insert(issueLabels)
    .values(labelIds.map((label_id) => ({ ...scope, label_id })))
    .onConflictDoNothing();
}

export async function removeLabels(tx: Db, issueId: string, labelIds: string[]) {
  if (labelIds.length === 0) return;
  await tx.delete(issueLabels).where(and(eq(issueLabels.issue_id, issueId), inArray(issueLabels.label_id, labelIds)));
}

export async function addAssignees(tx: Db, scope: LinkScope, userIds: string[]) {
  if (userIds.length === 0) return;
  await tx
    .insert(issueAssignees)
    .values(userIds.map((assignee_id) => ({ ...scope, assignee_id })))
    .onConflictDoNothing();
}

export async function removeAssignees(tx: Db, issueId: string, userIds: string[]) {
  if (userIds.length === 0) return;
  await tx.delete(issueAssignees).where(and(eq(issueAssignees.issue_id, issueId), inArray(issueAssignees.assignee_id, userIds)));
}

export async function userNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.display_name }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function labelNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: labels.id, name: labels.name }).from(labels).where(inArray(labels.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** `IDENT-N` of issues, for activity values that name a parent. */
export async function issueKeys(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: issues.id, seq: issues.sequence_id, identifier: projects.identifier })
    .from(issues)
    .innerJoin(projects, eq(projects.id, issues.project_id))
    .where(inArray(issues.id, ids));
  return new Map(rows.map((r) => [r.id, `${r.identifier}-${r.seq}`]));
}

/** Resolves a human key; the identifier matches case-insensitively. */
export async function findIssueByKey(db: Db, workspaceId: string, identifier: string, sequenceId: number) {
  const [row] = await db
    .select({ issue: issues, project: projects })
    .from(issues)
    .innerJoin(projects, eq(projects.id, issues.project_id))
    .where(
      and(
        eq(projects.workspace_id, workspaceId),
        sql`upper(${projects.identifier}) = ${identifier.toUpperCase()}`,
        eq(issues.sequence_id, sequenceId),
        isNull(issues.deleted_at),
      ),
    )
    .limit(1);
  return row;
}

export async function projectIdentifier(db: Db, projectId: string): Promise<string> {
  const [row] = await db.select({ identifier: projects.identifier }).from(projects).where(eq(projects.id, projectId)).limit(1);
  return row?.identifier ?? "";
}
