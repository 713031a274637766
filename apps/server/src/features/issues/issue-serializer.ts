import type { Issue, Priority } from "@hangar/contracts";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fileAssets, issueAssignees, issueLabels, issueLinks, issueSubscribers, issues } from "../../db/schema";
import { ISSUE_ATTACHMENT_ENTITY } from "../attachments/attachments.repo";

export type IssueRow = typeof issues.$inferSelect;

export type IssueExtras = {
  label_ids: string[];
  assignee_ids: string[];
  sub_issues_count: number;
  link_count: number;
  attachment_count: number;
  is_subscribed: boolean;
};

const noExtras: IssueExtras = {
  label_ids: [],
  assignee_ids: [],
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
    module_ids: [],
    cycle_id: null,
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

/**
 * Labels, assignees and counts of many issues in one query (grouped subqueries joined on the ids), so a
 * page of issues costs two queries whatever its size. `userId` decides is_subscribed. The aliases are
 * unique across subqueries because Drizzle refers to aliased expressions by bare name.
 */
export async function loadIssueExtras(db: Db, ids: string[], userId: string | null): Promise<Map<string, IssueExtras>> {
  const result = new Map<string, IssueExtras>();
  if (ids.length === 0) return result;
  const labelAgg = db
    .select({
      issue_id: issueLabels.issue_id,
      ids: sql<
        string[]
      >`array_agg(${issueLabels.label_id} order by ${issueLabels.created_at}, ${issueLabels.label_id})::text[]`.as(
        "agg_label_ids",
      ),
    })
    .from(issueLabels)
    .where(inArray(issueLabels.issue_id, ids))
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
    .where(inArray(issueAssignees.issue_id, ids))
    .groupBy(issueAssignees.issue_id)
    .as("assignee_agg");
  const children = db
    .select({ parent_id: issues.parent_id, n: sql<number>`count(*)::int`.as("agg_children") })
    .from(issues)
    .where(and(inArray(issues.parent_id, ids), isNull(issues.deleted_at), eq(issues.is_draft, false)))
    .groupBy(issues.parent_id)
    .as("children");
  const links = db
    .select({ issue_id: issueLinks.issue_id, n: sql<number>`count(*)::int`.as("agg_links") })
    .from(issueLinks)
    .where(inArray(issueLinks.issue_id, ids))
    .groupBy(issueLinks.issue_id)
    .as("links");
  const attachments = db
    .select({ entity_id: fileAssets.entity_id, n: sql<number>`count(*)::int`.as("agg_attachments") })
    .from(fileAssets)
    .where(
      and(
        eq(fileAssets.entity_type, ISSUE_ATTACHMENT_ENTITY),
        inArray(fileAssets.entity_id, ids),
        eq(fileAssets.is_uploaded, true),
        isNull(fileAssets.deleted_at),
      ),
    )
    .groupBy(fileAssets.entity_id)
    .as("attachments");
  const subscribed = db
    .select({ issue_id: issueSubscribers.issue_id })
    .from(issueSubscribers)
    .where(and(inArray(issueSubscribers.issue_id, ids), eq(issueSubscribers.subscriber_id, userId ?? sql`null::uuid`)))
    .as("subscribed");
  const rows = await db
    .select({
      id: issues.id,
      label_ids: labelAgg.ids,
      assignee_ids: assigneeAgg.ids,
      sub_issues_count: children.n,
      link_count: links.n,
      attachment_count: attachments.n,
      subscribed: subscribed.issue_id,
    })
    .from(issues)
    .leftJoin(labelAgg, eq(labelAgg.issue_id, issues.id))
    .leftJoin(assigneeAgg, eq(assigneeAgg.issue_id, issues.id))
    .leftJoin(children, eq(children.parent_id, issues.id))
    .leftJoin(links, eq(links.issue_id, issues.id))
    .leftJoin(attachments, eq(attachments.entity_id, issues.id))
    .leftJoin(subscribed, eq(subscribed.issue_id, issues.id))
    .where(inArray(issues.id, ids));
  for (const r of rows) {
    result.set(r.id, {
      label_ids: r.label_ids ?? [],
      assignee_ids: r.assignee_ids ?? [],
      sub_issues_count: Number(r.sub_issues_count ?? 0),
      link_count: Number(r.link_count ?? 0),
      attachment_count: Number(r.attachment_count ?? 0),
      is_subscribed: r.subscribed !== null,
    });
  }
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
