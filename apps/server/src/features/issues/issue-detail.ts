import type { IssueAttachmentItem, IssueDetail, IssueLinkItem, IssueParentSummary, IssueReactionItem, Priority } from "@hangar/contracts";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fileAssets, issueLinks, issueReactions, issues, projects } from "../../db/schema";
import { ISSUE_ATTACHMENT_ENTITY } from "./issue-serializer";
import type { IssueRow } from "./issues.repo";

type Expanded = Pick<IssueDetail, "issue_reactions" | "issue_link" | "issue_attachments" | "parent">;

/** The `expand` parts of the issue detail; tables written by the reactions, links and attachments features. */
export async function loadIssueDetailExtras(db: Db, issue: IssueRow, expand: string[]): Promise<Expanded> {
  const out: Expanded = {};
  if (expand.includes("issue_reactions")) out.issue_reactions = await reactionsOf(db, issue.id);
  if (expand.includes("issue_link")) out.issue_link = await linksOf(db, issue.id);
  if (expand.includes("issue_attachments")) out.issue_attachments = await attachmentsOf(db, issue.id);
  if (expand.includes("parent")) out.parent = issue.parent_id ? await parentOf(db, issue.parent_id) : null;
  return out;
}

async function reactionsOf(db: Db, issueId: string): Promise<IssueReactionItem[]> {
  const rows = await db
    .select()
    .from(issueReactions)
    .where(eq(issueReactions.issue_id, issueId))
    .orderBy(asc(issueReactions.created_at), asc(issueReactions.id));
  return rows.map((r) => ({ id: r.id, actor: r.actor_id, reaction: r.reaction, created_at: r.created_at.toISOString() }));
}

async function linksOf(db: Db, issueId: string): Promise<IssueLinkItem[]> {
  const rows = await db
    .select()
    .from(issueLinks)
    .where(eq(issueLinks.issue_id, issueId))
    .orderBy(asc(issueLinks.created_at), asc(issueLinks.id));
  return rows.map((r) => ({
    id: r.id,
    url: r.url,
    title: r.title,
    metadata: r.metadata,
    created_by: r.created_by,
    created_at: r.created_at.toISOString(),
  }));
}

async function attachmentsOf(db: Db, issueId: string): Promise<IssueAttachmentItem[]> {
  const rows = await db
    .select()
    .from(fileAssets)
    .where(
      and(
        eq(fileAssets.entity_type, ISSUE_ATTACHMENT_ENTITY),
        eq(fileAssets.entity_id, issueId),
        eq(fileAssets.is_uploaded, true),
        isNull(fileAssets.deleted_at),
      ),
    )
    .orderBy(asc(fileAssets.created_at), asc(fileAssets.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    size: r.size,
    type: r.mime_type,
    created_by: r.created_by,
    created_at: r.created_at.toISOString(),
  }));
}

async function parentOf(db: Db, parentId: string): Promise<IssueParentSummary | null> {
  const [row] = await db
    .select({ issue: issues, identifier: projects.identifier })
    .from(issues)
    .innerJoin(projects, eq(projects.id, issues.project_id))
    .where(and(eq(issues.id, parentId), isNull(issues.deleted_at)))
    .limit(1);
  if (!row) return null;
  return {
    id: row.issue.id,
    name: row.issue.name,
    sequence_id: row.issue.sequence_id,
    project_id: row.issue.project_id,
    state_id: row.issue.state_id,
    priority: row.issue.priority as Priority,
    project_identifier: row.identifier,
  };
}
