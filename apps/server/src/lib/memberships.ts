import type { MemberDetail } from "@hangar/contracts";
import { and, eq, type SQL, type SQLWrapper } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { Db } from "../db/client";
import { projectMembers, users, workspaceMembers } from "../db/schema";

/**
 * The membership conditions every feature reads through: who is an active member of a workspace or a project.
 * `more` narrows them (one user, one membership, some emails, a role).
 */
export const activeInWorkspace = (workspaceId: string | SQLWrapper, ...more: (SQL | undefined)[]) =>
  and(eq(workspaceMembers.workspace_id, workspaceId), eq(workspaceMembers.is_active, true), ...more);

/** The user's active membership of the workspace. */
export const activeWorkspaceMemberOf = (workspaceId: string | SQLWrapper, userId: string | SQLWrapper) =>
  activeInWorkspace(workspaceId, eq(workspaceMembers.member_id, userId));

export const activeInProject = (projectId: string, ...more: (SQL | undefined)[]) =>
  and(eq(projectMembers.project_id, projectId), eq(projectMembers.is_active, true), ...more);

/** The user's active project memberships across one workspace. */
export const activeProjectMembershipsOf = (workspaceId: string | SQLWrapper, userId: string | SQLWrapper) =>
  and(eq(projectMembers.workspace_id, workspaceId), eq(projectMembers.member_id, userId), eq(projectMembers.is_active, true));

/** Joins a workspace (or project) membership to its user. */
export const workspaceMemberUser = eq(users.id, workspaceMembers.member_id);
export const projectMemberUser = eq(users.id, projectMembers.member_id);

/** The user as an active member of the workspace, with the columns asked for (of the membership and the user). */
export async function findActiveWorkspaceMember<Columns extends SelectedFields>(
  db: Db,
  workspaceId: string,
  userId: string,
  columns: Columns,
) {
  // Typed by hand: drizzle cannot carry a generic selection through a join.
  const rows = await db
    .select(columns as SelectedFields)
    .from(workspaceMembers)
    .innerJoin(users, workspaceMemberUser)
    .where(activeWorkspaceMemberOf(workspaceId, userId))
    .limit(1);
  return rows[0] as SelectResultFields<Columns> | undefined;
}

/** The user columns a member list shows. */
export type MemberUser = Pick<
  typeof users.$inferSelect,
  "id" | "first_name" | "last_name" | "display_name" | "email" | "avatar" | "is_bot"
>;

/** A member as member lists show them (workspace and project alike); joining_date is when they joined. */
export function toMemberDetail(user: MemberUser, joinedAt: Date): MemberDetail {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    display_name: user.display_name,
    email: user.email,
    avatar: user.avatar,
    avatar_url: user.avatar,
    is_bot: user.is_bot,
    joining_date: joinedAt.toISOString(),
  };
}
