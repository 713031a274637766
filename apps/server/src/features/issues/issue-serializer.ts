import type { Issue, Priority } from "@hangar/contracts";
import { and, eq, inArray, isNull, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { AnyPgColumn, PgSelect } from "drizzle-orm/pg-core";
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
import { ISSUE_ATTACHMENT_ENTITY } from "../attachments/attachments.repo";

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

const noExtras: IssueExtras = {
  label_ids: [],
  assignee_ids: [],
  module_ids: [],
  cycle_id: null,
  sub_issues_count: 0,
  link_count: 0,
  attachment_count: 0,
  is_subscribed: false,
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The wire shape of an issue. description_html is left out unless asked for: lists and events stay small,
 * and the detail view asks for it.
 */
export function toIssue(
  row: IssueRow,
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
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    completed_at: iso(row.completed_at),
    archived_at: iso(row.archived_at),
    created_by: row.created_by,
    updated_by: row.updated_by,
    is_draft: row.is_draft,
    is_epic: row.is_epic,
  };
  if (opts.description) issue.description_html = row.description_html;
  if (opts.subscribed !== false) issue.is_subscribed = extras.is_subscribed;
  return issue;
}

/** Issue ids to load extras for: a list, or a sub-select yielding them (the page of a list query). */
export type IssueIdSource = string[] | SQLWrapper;

/**
 * Labels, assignees, modules, cycle and counts of many issues as grouped sub-selects, each joined once
 * on the issue id, so a page of issues costs one query whatever its size. `userId` decides
 * is_subscribed. The aliases are unique across sub-selects because Drizzle refers to aliased
 * expressions by bare name.
 */
export function issueExtrasParts(db: Db, ids: IssueIdSource, userId: string | null) {
  const idsOf = (column: AnyPgColumn) => inArray(column, ids);
  const labelAgg = db
    .select({
      issue_id: issueLabels.issue_id,
      ids: sql<string[]>`array_agg(${issueLabels.label_id} order by ${issueLabels.created_at}, ${issueLabels.label_id})::text[]`.as(
        "agg_label_ids",
      ),
    })
    .from(issueLabels)
    .where(idsOf(issueLabels.issue_id))
    .groupBy(issueLabels.issue_id)
    .as("label_agg");
  const assigneeAgg = db
    .select({
      issue_id: issueAssignees.issue_id,
      ids: sql<
        string[]
      >`array_agg(${issueAssignees.assignee_id} order by ${issueAssignees.created_at}, ${issueAssignees.assignee_id})::text[]`.as(
        "agg_assignee_ids",
      ),
    })
    .from(issueAssignees)
    .where(idsOf(issueAssignees.issue_id))
    .groupBy(issueAssignees.issue_id)
    .as("assignee_agg");
  const moduleAgg = db
    .select({
      issue_id: moduleIssues.issue_id,
      ids: sql<string[]>`array_agg(${moduleIssues.module_id} order by ${moduleIssues.created_at}, ${moduleIssues.module_id})::text[]`.as(
        "agg_module_ids",
      ),
    })
    .from(moduleIssues)
    .where(idsOf(moduleIssues.issue_id))
    .groupBy(moduleIssues.issue_id)
    .as("module_agg");
  const cycle = db
    .select({ issue_id: cycleIssues.issue_id, cycle_id: sql<string>`${cycleIssues.cycle_id}`.as("agg_cycle_id") })
    .from(cycleIssues)
    .where(idsOf(cycleIssues.issue_id))
    .as("cycle_of");
  const children = db
    .select({ parent_id: issues.parent_id, n: sql<number>`count(*)::int`.as("agg_children") })
    .from(issues)
    .where(and(idsOf(issues.parent_id), isNull(issues.deleted_at), eq(issues.is_draft, false)))
    .groupBy(issues.parent_id)
    .as("children");
  const links = db
    .select({ issue_id: issueLinks.issue_id, n: sql<number>`count(*)::int`.as("agg_links") })
    .from(issueLinks)
    .where(idsOf(issueLinks.issue_id))
    .groupBy(issueLinks.issue_id)
    .as("links");
  const attachments = db
    .select({ entity_id: fileAssets.entity_id, n: sql<number>`count(*)::int`.as("agg_attachments") })
    .from(fileAssets)
    .where(
      and(
        eq(fileAssets.entity_type, ISSUE_ATTACHMENT_ENTITY),
        idsOf(fileAssets.entity_id),
        eq(fileAssets.is_uploaded, true),
        isNull(fileAssets.deleted_at),
      ),
    )
    .groupBy(fileAssets.entity_id)
    .as("attachments");
  const subscribed = db
    .select({ issue_id: issueSubscribers.issue_id })
    .from(issueSubscribers)
    .where(and(idsOf(issueSubscribers.issue_id), eq(issueSubscribers.subscriber_id, userId ?? sql`null::uuid`)))
    .as("subscribed");
  return {
    fields: {
      label_ids: labelAgg.ids,
      assignee_ids: assigneeAgg.ids,
      module_ids: moduleAgg.ids,
      cycle_id: cycle.cycle_id,
      sub_issues_count: children.n,
      link_count: links.n,
      attachment_count: attachments.n,
      subscribed: subscribed.issue_id,
    },
    /** Adds the sub-selects to a query whose issue id is `id`. */
    join<Q extends PgSelect>(q: Q, id: AnyPgColumn | SQL.Aliased) {
      return q
        .leftJoin(labelAgg, eq(labelAgg.issue_id, id))
        .leftJoin(assigneeAgg, eq(assigneeAgg.issue_id, id))
        .leftJoin(moduleAgg, eq(moduleAgg.issue_id, id))
        .leftJoin(cycle, eq(cycle.issue_id, id))
        .leftJoin(children, eq(children.parent_id, id))
        .leftJoin(links, eq(links.issue_id, id))
        .leftJoin(attachments, eq(attachments.entity_id, id))
        .leftJoin(subscribed, eq(subscribed.issue_id, id));
    },
  };
}

type ExtrasRow = {
  label_ids: string[] | null;
  assignee_ids: string[] | null;
  module_ids: string[] | null;
  cycle_id: string | null;
  sub_issues_count: number | null;
  link_count: number | null;
  attachment_count: number | null;
  subscribed: string | null;
};

export function extrasFromRow(r: ExtrasRow): IssueExtras {
  return {
    label_ids: r.label_ids ?? [],
    assignee_ids: r.assignee_ids ?? [],
    module_ids: r.module_ids ?? [],
    cycle_id: r.cycle_id ?? null,
    sub_issues_count: Number(r.sub_issues_count ?? 0),
    link_count: Number(r.link_count ?? 0),
    attachment_count: Number(r.attachment_count ?? 0),
    is_subscribed: r.subscribed !== null,
  };
}

export async function loadIssueExtras(db: Db, ids: string[], userId: string | null): Promise<Map<string, IssueExtras>> {
  const result = new Map<string, IssueExtras>();
  if (ids.length === 0) return result;
  const parts = issueExtrasParts(db, ids, userId);
  const rows = await parts.join(db.select({ id: issues.id, ...parts.fields }).from(issues).$dynamic(), issues.id).where(inArray(issues.id, ids));
  for (const r of rows) result.set(r.id, extrasFromRow(r));
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
