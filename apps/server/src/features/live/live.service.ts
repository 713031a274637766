import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { projectMembers } from "../../db/schema";
import type { HangarEvent } from "../../lib/events";

/** Projects whose events a user may receive: the ones they are an active member of. */
export async function memberProjectIds(db: Db, workspaceId: string, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: projectMembers.project_id })
    .from(projectMembers)
    .where(and(eq(projectMembers.workspace_id, workspaceId), eq(projectMembers.member_id, userId), eq(projectMembers.is_active, true)));
  return new Set(rows.map((r) => r.id));
}

export const canSee = (event: HangarEvent, projects: Set<string>) => event.project_id === null || projects.has(event.project_id);

/** Membership changes can grant or take away a project, so the socket reloads its project set after them. */
export const changesMembership = (event: HangarEvent) =>
  event.entity_type === "project_member" || event.entity_type === "workspace_member" || event.entity_type === "project";
