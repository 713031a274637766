import { ROLE } from "@hangar/contracts";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { issues } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { isUuid, type ProjectAccess, projectAccess } from "../../lib/permissions";

export type IssueRow = typeof issues.$inferSelect;
export type IssueAccess = ProjectAccess & { issue: IssueRow };

/**
 * An issue of a project the caller is a member of. Deleted issues are gone for every call but the
 * deleted-issues list; archived and draft issues are still reachable by id.
 */
export async function issueAccess(
  db: Db,
  slug: string,
  projectId: string,
  issueId: string,
  userId: string,
  minRole: number = ROLE.GUEST,
): Promise<IssueAccess> {
  const access = await projectAccess(db, slug, projectId, userId, minRole);
  if (!isUuid(issueId)) throw notFound("Issue not found");
  const [issue] = await db
    .select()
    .from(issues)
    .where(and(eq(issues.id, issueId), eq(issues.project_id, access.project.id), isNull(issues.deleted_at)))
    .limit(1);
  if (!issue) throw notFound("Issue not found");
  return { ...access, issue };
}
