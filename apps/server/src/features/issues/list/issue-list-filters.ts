import {
  type DateFilterKey,
  type IssueFilterKey,
  type IssueFilters,
  type IssueTypeFilter,
  NONE_VALUE,
  resolveDateFilter,
} from "@hangar/contracts";
import { and, eq, exists, gte, inArray, isNull, lt, lte, notExists, or, type SQL, sql } from "drizzle-orm";
import { alias, type PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client";
import {
  cycleIssues,
  estimatePoints,
  issueAssignees,
  issueLabels,
  issueSubscribers,
  issues,
  moduleIssues,
  states,
} from "../../../db/schema";
import { memberProjectIdsQuery } from "../../../lib/permissions";

/** Which issues a list is about, before the user's filters. Every list leaves deleted issues out. */
export type IssueListScope = {
  workspaceId: string;
  /** The caller: drafts and is_subscribed are theirs. */
  userId: string;
  projectIds?: string[];
  /** Only projects the caller is an active member of (and that are not archived): workspace-wide lists. */
  memberOnly?: boolean;
  cycleId?: string;
  moduleId?: string;
  archived?: boolean;
  /** The caller's own drafts instead of issues. */
  draft?: boolean;
  assigneeId?: string;
  createdById?: string;
  subscriberId?: string;
};

const inLinks = (db: Db, table: typeof cycleIssues | typeof moduleIssues, column: PgColumn, id: string) =>
  inArray(issues.id, db.select({ id: table.issue_id }).from(table).where(eq(column, id)));

/**
 * The conditions of a list's scope. Lists run as named prepared statements (lib/compiled-sql.ts), so
 * PostgreSQL may plan them once for any parameters: the draft test is written as `not is_draft` rather
 * than bound as a value, or that generic plan could not use the live-issue partial indexes, whose
 * predicate it must match as written.
 */
export function scopeConditions(db: Db, scope: IssueListScope): SQL[] {
  // Named projects were checked against the workspace by the caller; leaving workspace_id out lets the
  // list's indexes (keyed by project) answer without reading the table.
  const conds: (SQL | undefined)[] = [
    scope.projectIds ? undefined : eq(issues.workspace_id, scope.workspaceId),
    isNull(issues.deleted_at),
  ];
  if (scope.draft) conds.push(sql`${issues.is_draft}`, eq(issues.created_by, scope.userId));
  else
    conds.push(sql`not ${issues.is_draft}`, scope.archived ? sql`${issues.archived_at} is not null` : isNull(issues.archived_at));
  if (scope.projectIds) {
    conds.push(
      scope.projectIds.length === 1 ? eq(issues.project_id, scope.projectIds[0]) : inArray(issues.project_id, scope.projectIds),
    );
  }
  if (scope.memberOnly) conds.push(inArray(issues.project_id, memberProjectIdsQuery(db, scope.workspaceId, scope.userId)));
  if (scope.cycleId) conds.push(inLinks(db, cycleIssues, cycleIssues.cycle_id, scope.cycleId));
  if (scope.moduleId) conds.push(inLinks(db, moduleIssues, moduleIssues.module_id, scope.moduleId));
  if (scope.createdById) conds.push(eq(issues.created_by, scope.createdById));
  if (scope.assigneeId) {
    const a = db
      .select({ id: issueAssignees.issue_id })
      .from(issueAssignees)
      .where(eq(issueAssignees.assignee_id, scope.assigneeId));
    conds.push(inArray(issues.id, a));
  }
  if (scope.subscriberId) {
    const s = db
      .select({ id: issueSubscribers.issue_id })
      .from(issueSubscribers)
      .where(eq(issueSubscribers.subscriber_id, scope.subscriberId));
    conds.push(inArray(issues.id, s));
  }
  return conds.filter((c): c is SQL => !!c);
}

const split = (values: string[]) => ({ ids: values.filter((v) => v !== NONE_VALUE), none: values.includes(NONE_VALUE) });

/** `column` is one of the values, or null when "None" is among them. */
function columnIn(column: PgColumn, values: string[]): SQL | undefined {
  const { ids, none } = split(values);
  return or(ids.length > 0 ? inArray(column, ids) : undefined, none ? isNull(column) : undefined);
}

type LinkTable = typeof issueLabels | typeof issueAssignees | typeof issueSubscribers | typeof cycleIssues | typeof moduleIssues;

/** A many-to-many filter: linked to any of the ids, or linked to nothing when "None" is among them. */
function linkedTo(db: Db, table: LinkTable, name: string, column: (t: LinkTable) => PgColumn, values: string[]): SQL | undefined {
  const { ids, none } = split(values);
  const t = alias(table, name) as LinkTable;
  const some =
    ids.length > 0
      ? exists(
          db
            .select({ one: sql`1` })
            .from(t)
            .where(and(eq(t.issue_id, issues.id), inArray(column(t), ids))),
        )
      : undefined;
  const empty = none ? notExists(db.select({ one: sql`1` }).from(t).where(eq(t.issue_id, issues.id))) : undefined;
  return or(some, empty);
}

/** Issues whose state is in one of the state groups. */
function stateGroupIn(db: Db, workspaceId: string, groups: string[]): SQL {
  const ids = db
    .select({ id: states.id })
    .from(states)
    .where(and(eq(states.workspace_id, workspaceId), inArray(states.group, groups)));
  return inArray(issues.state_id, ids);
}

const DATE_COLUMNS = { start_date: issues.start_date, target_date: issues.target_date } as const;
const TIMESTAMP_COLUMNS = {
  created_at: issues.created_at,
  updated_at: issues.updated_at,
  completed_at: issues.completed_at,
} as const;
const dayStart = (day: string, plusDays = 0) => new Date(Date.parse(`${day}T00:00:00Z`) + plusDays * 86_400_000);

/** Date filters compare whole days (UTC); on timestamps as a half-open range so indexes stay usable. */
function dateCondition(key: DateFilterKey, values: string[], today: string): SQL | undefined {
  const { from, to } = resolveDateFilter(values, today);
  if (key === "start_date" || key === "target_date") {
    const column = DATE_COLUMNS[key];
    return and(from ? gte(column, from) : undefined, to ? lte(column, to) : undefined);
  }
  const column = TIMESTAMP_COLUMNS[key];
  return and(from ? gte(column, dayStart(from)) : undefined, to ? lt(column, dayStart(to, 1)) : undefined);
}

function estimateIn(db: Db, workspaceId: string, values: string[]): SQL | undefined {
  const { ids, none } = split(values);
  const uuids = ids.filter((v) => /^[0-9a-f-]{36}$/i.test(v));
  const points =
    ids.length > 0
      ? inArray(
          issues.estimate_point_id,
          db
            .select({ id: estimatePoints.id })
            .from(estimatePoints)
            .where(
              and(
                eq(estimatePoints.workspace_id, workspaceId),
                or(inArray(estimatePoints.value, ids), uuids.length > 0 ? inArray(estimatePoints.id, uuids) : undefined),
              ),
            ),
        )
      : undefined;
  return or(points, none ? isNull(issues.estimate_point_id) : undefined);
}

/** A user mention as the editor stores it; the id is a validated UUID, so it carries no LIKE wildcards. */
const mentionOf = (userId: string) => sql`${issues.description_html} like ${`%entity_identifier="${userId}"%`}`;

/**
 * One filter set as SQL conditions: values of one key are OR-ed, keys AND-ed. team_project is accepted
 * and ignored (there are no teamspaces).
 */
export function filterConditions(db: Db, workspaceId: string, filters: IssueFilters, today: string): SQL[] {
  const conds: (SQL | undefined)[] = [];
  for (const [key, values] of Object.entries(filters) as [IssueFilterKey, string[] | null | undefined][]) {
    if (!values || values.length === 0) continue;
    switch (key) {
      case "priority":
        conds.push(inArray(issues.priority, values));
        break;
      case "state":
        conds.push(columnIn(issues.state_id, values));
        break;
      case "state_group":
        conds.push(stateGroupIn(db, workspaceId, values));
        break;
      case "assignees":
        conds.push(linkedTo(db, issueAssignees, "f_assignee", (t) => (t as typeof issueAssignees).assignee_id, values));
        break;
      case "mentions":
        conds.push(or(...values.map(mentionOf)));
        break;
      case "created_by":
        conds.push(columnIn(issues.created_by, values));
        break;
      case "labels":
        conds.push(linkedTo(db, issueLabels, "f_label", (t) => (t as typeof issueLabels).label_id, values));
        break;
      case "cycle":
        conds.push(linkedTo(db, cycleIssues, "f_cycle", (t) => (t as typeof cycleIssues).cycle_id, values));
        break;
      case "module":
        conds.push(linkedTo(db, moduleIssues, "f_module", (t) => (t as typeof moduleIssues).module_id, values));
        break;
      case "subscriber":
        conds.push(linkedTo(db, issueSubscribers, "f_subscriber", (t) => (t as typeof issueSubscribers).subscriber_id, values));
        break;
      case "project":
        conds.push(inArray(issues.project_id, values));
        break;
      case "estimate_point":
        conds.push(estimateIn(db, workspaceId, values));
        break;
      case "issue_type":
        conds.push(columnIn(issues.type_id, values));
        break;
      case "start_date":
      case "target_date":
      case "created_at":
      case "completed_at":
      case "updated_at":
        conds.push(dateCondition(key, values, today));
        break;
      case "team_project":
        break;
    }
  }
  return conds.filter((c): c is SQL => !!c);
}

/** sub_issue=false leaves out issues with a parent; type narrows to active (unstarted, started) or backlog. */
export function displayConditions(db: Db, workspaceId: string, opts: { subIssue: boolean; type: IssueTypeFilter | null }): SQL[] {
  const conds: SQL[] = [];
  if (!opts.subIssue) conds.push(isNull(issues.parent_id));
  if (opts.type === "active") conds.push(stateGroupIn(db, workspaceId, ["unstarted", "started"]));
  if (opts.type === "backlog") conds.push(stateGroupIn(db, workspaceId, ["backlog"]));
  return conds;
}
