import type { IssueDetail, IssueParentSummary, Priority } from "@hangar/contracts";
import { and, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { issueReactions, issues, projects } from "../../db/schema";
import { preparedStatement } from "../../lib/prepared";
import { listIssueAttachments } from "../attachments";
import type { IssueAccess } from "./issue-access";
import { type ExtrasRow, issueExtrasSql } from "./issue-serializer";
import { listLinks } from "./links/links.service";
import { listIssueReactions } from "./reactions/reactions.service";

type Expanded = Pick<IssueDetail, "issue_reactions" | "issue_link" | "issue_attachments" | "parent">;

const parentIssue = alias(issues, "parent_issue");
const parentProject = alias(projects, "parent_project");
const x = (column: string) => sql.raw(`x.${column}`);

/**
 * One issue of a project with its extras, whether it has reactions, and its parent's summary: what the
 * detail needs, in one prepared statement (the detail is read far more often than anything else).
 */
const issueDetailStatement = preparedStatement((db) =>
  db
    .select({
      issue: issues,
      extras: {
        label_ids: sql<string | null>`${x("label_ids")}`,
        assignee_ids: sql<string | null>`${x("assignee_ids")}`,
        module_ids: sql<string | null>`${x("module_ids")}`,
        cycle_id: sql<string | null>`${x("cycle_id")}`,
        sub_issues_count: sql<number | null>`${x("sub_issues_count")}`,
        link_count: sql<number | null>`${x("link_count")}`,
        attachment_count: sql<number | null>`${x("attachment_count")}`,
        subscribed: sql<boolean | null>`${x("subscribed")}`,
      },
      hasReactions: sql<boolean>`exists (select 1 from ${issueReactions} where ${issueReactions.issue_id} = ${issues.id})`,
      parent: {
        id: parentIssue.id,
        name: parentIssue.name,
        sequence_id: parentIssue.sequence_id,
        project_id: parentIssue.project_id,
        state_id: parentIssue.state_id,
        priority: parentIssue.priority,
        project_identifier: parentProject.identifier,
      },
    })
    .from(issues)
    .leftJoin(
      sql`(${issueExtrasSql(sql`select ${sql.placeholder("issueId")}::uuid`, sql.placeholder("userId"))}) as x`,
      sql`${x("issue_id")} = ${issues.id}`,
    )
    .leftJoin(parentIssue, and(eq(parentIssue.id, issues.parent_id), isNull(parentIssue.deleted_at)))
    .leftJoin(parentProject, eq(parentProject.id, parentIssue.project_id))
    .where(
      and(
        eq(issues.id, sql.placeholder("issueId")),
        eq(issues.project_id, sql.placeholder("projectId")),
        isNull(issues.deleted_at),
      ),
    )
    .limit(1)
    .prepare("issue_detail"),
);

export type IssueDetailRow = {
  issue: typeof issues.$inferSelect;
  extras: ExtrasRow;
  hasReactions: boolean;
  parent: IssueParentSummary | null;
};

/** A live issue of the project, with what its detail shows beside its own columns; `userId` is the reader. */
export async function readIssueDetail(
  db: Db,
  projectId: string,
  issueId: string,
  userId: string,
): Promise<IssueDetailRow | null> {
  const [row] = await issueDetailStatement(db).execute({ issueId, projectId, userId });
  if (!row) return null;
  const p = row.parent;
  // A parent that is gone (deleted) joins as nulls.
  const parent =
    p?.id != null
      ? {
          id: p.id,
          name: p.name as string,
          sequence_id: p.sequence_id as number,
          project_id: p.project_id as string,
          state_id: p.state_id,
          priority: p.priority as Priority,
          project_identifier: p.project_identifier as string,
        }
      : null;
  return { issue: row.issue, extras: row.extras, hasReactions: row.hasReactions, parent };
}

/**
 * The `expand` parts of the issue detail, in the very shapes the reactions, links and attachments
 * endpoints answer, so a client can treat both sources alike. What the detail's statement already
 * showed to be empty is not read again.
 */
export async function loadIssueDetailExtras(
  db: Db,
  access: IssueAccess,
  expand: string[],
  known: Pick<IssueDetailRow, "extras" | "hasReactions" | "parent">,
): Promise<Expanded> {
  const wants = (part: keyof Expanded) => expand.includes(part);
  const [reactions, links, attachments] = await Promise.all([
    wants("issue_reactions") && known.hasReactions ? listIssueReactions(db, access) : [],
    wants("issue_link") && Number(known.extras.link_count ?? 0) > 0 ? listLinks(db, access) : [],
    wants("issue_attachments") && Number(known.extras.attachment_count ?? 0) > 0 ? listIssueAttachments(db, access) : [],
  ]);
  const out: Expanded = {};
  if (wants("issue_reactions")) out.issue_reactions = reactions;
  if (wants("issue_link")) out.issue_link = links;
  if (wants("issue_attachments")) out.issue_attachments = attachments;
  if (wants("parent")) out.parent = known.parent;
  return out;
}
