/**
 * Whether people belong to a project, for the features that give project people a part: issues check
 * assignees, cycles an owner, modules a lead and members. Public on purpose (through index.ts), so they
 * ask the projects feature rather than reading project_members themselves.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { projectMembers } from "../../db/schema";

/** The subset of `ids` that are active members of the project (any role). */
export async function activeMembersAmong(db: Db, projectId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: projectMembers.member_id })
    .from(projectMembers)
    .where(
      and(eq(projectMembers.project_id, projectId), eq(projectMembers.is_active, true), inArray(projectMembers.member_id, ids)),
    );
  return new Set(rows.map((r) => r.id));
}
