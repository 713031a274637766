import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { issues } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { type EntityChange, recordEvent } from "../../lib/events";
import { isUuid, type ProjectAccess } from "../../lib/permissions";
import { issueReadableBy } from "../../lib/visibility";

export type IssueRow = typeof issues.$inferSelect;
export type IssueAccess = ProjectAccess & { issue: IssueRow };

/**
 * An issue the caller may read (lib/visibility.ts: a member of its project, and its author if it is a
 * draft), for every sub-resource of an issue: comments, reactions, links, attachments, relations,
 * subscription, history. The endpoint's access policy has already checked the project membership and role;
 * anything else is 404, as the issue itself answers. Deleted issues are gone for every call but the
 * deleted-issues list; archived issues are still reachable by id.
 */
export async function issueAccess(db: Db, access: ProjectAccess, issueId: string): Promise<IssueAccess> {
  if (!isUuid(issueId)) throw notFound("Issue not found");
  const [issue] = await db
    .select()
    .from(issues)
    .where(and(eq(issues.id, issueId), eq(issues.project_id, access.project.id), isNull(issues.deleted_at)))
    .limit(1);
  if (!issue || !issueReadableBy(issue, { userId: access.userId, projectIds: new Set([access.project.id]) }))
    throw notFound("Issue not found");
  return { ...access, issue };
}

/** A change to something that hangs off an issue. */
export type IssuePartChange = Extract<
  EntityChange,
  {
    entity_type:
      | "issue_comment"
      | "issue_reaction"
      | "comment_reaction"
      | "issue_relation"
      | "issue_link"
      | "issue_attachment"
      | "issue_subscriber";
  }
>;

/**
 * Records an event about something of an issue (a comment, reaction, link, attachment, subscription,
 * relation) for those who may read the issue: its project's members, or only its author while it is a draft.
 */
export function recordIssueEvent(
  tx: Db,
  issue: Pick<IssueRow, "workspace_id" | "project_id" | "is_draft" | "created_by">,
  actorId: string,
  event: IssuePartChange,
) {
  return recordEvent(tx, {
    ...event,
    workspace_id: issue.workspace_id,
    project_id: issue.project_id,
    actor_id: actorId,
    // An authorless draft is readable by no one, and its events reach no one but whoever acts on it.
    recipient_id: issue.is_draft ? (issue.created_by ?? actorId) : null,
  });
}
