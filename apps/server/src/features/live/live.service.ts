import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { projectMembers, workspaceMembers } from "../../db/schema";
import type { HangarEvent } from "../../lib/events";

/** Projects whose events a user may receive: the ones they are an active member of. */
export async function memberProjectIds(db: Db, workspaceId: string, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: projectMembers.project_id })
    .from(projectMembers)
    .where(
      and(eq(projectMembers.workspace_id, workspaceId), eq(projectMembers.member_id, userId), eq(projectMembers.is_active, true)),
    );
  return new Set(rows.map((r) => r.id));
}

/** Whether `userId`, a member of `projects`, may hear of an event: its project is theirs, and it is not addressed to someone else. */
export const canSee = (event: HangarEvent, projects: Set<string>, userId: string) =>
  (event.recipient_id === null || event.recipient_id === userId) && (event.project_id === null || projects.has(event.project_id));

export async function isActiveWorkspaceMember(db: Db, workspaceId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: workspaceMembers.id })
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.workspace_id, workspaceId),
        eq(workspaceMembers.member_id, userId),
        eq(workspaceMembers.is_active, true),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Removal from the workspace, or its deletion, ends the socket. */
export const mayEndAccess = (event: HangarEvent) =>
  event.entity_type === "workspace" || (event.entity_type === "workspace_member" && event.action === "deleted");

/** Membership changes can grant or take away a project, so the socket reloads its project set after them. */
export const changesMembership = (event: HangarEvent) =>
  event.entity_type === "project_member" || event.entity_type === "workspace_member" || event.entity_type === "project";
