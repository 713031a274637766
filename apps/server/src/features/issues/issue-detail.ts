import type { IssueDetail, IssueParentSummary, Priority } from "@hangar/contracts";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { issues, projects } from "../../db/schema";
import { listIssueAttachments } from "../attachments/attachments.service";
import type { IssueAccess } from "./issue-access";
import { listLinks } from "./links.service";
import { listIssueReactions } from "./reactions.service";

type Expanded = Pick<IssueDetail, "issue_reactions" | "issue_link" | "issue_attachments" | "parent">;

/**
 * The `expand` parts of the issue detail, in the very shapes the reactions, links and attachments
 * endpoints answer, so a client can treat both sources alike.
 */
export async function loadIssueDetailExtras(db: Db, access: IssueAccess, expand: string[]): Promise<Expanded> {
  const out: Expanded = {};
  if (expand.includes("issue_reactions")) out.issue_reactions = await listIssueReactions(db, access);
  if (expand.includes("issue_link")) out.issue_link = await listLinks(db, access);
  if (expand.includes("issue_attachments")) out.issue_attachments = await listIssueAttachments(db, access);
  if (expand.includes("parent")) out.parent = access.issue.parent_id ? await parentOf(db, access.issue.parent_id) : null;
  return out;
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
