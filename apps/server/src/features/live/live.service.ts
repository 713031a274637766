import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sessions, users, workspaceMembers } from "../../db/schema";
import type { AccessChange } from "../../lib/access-cache";
import type { HangarEvent } from "../../lib/events";
import { activeWorkspaceMemberOf } from "../../lib/memberships";

export async function isActiveWorkspaceMember(db: Db, workspaceId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: workspaceMembers.id })
    .from(workspaceMembers)
    .where(activeWorkspaceMemberOf(workspaceId, userId))
    .limit(1);
  return row !== undefined;
}

/** When the session ends, while it lasts and its user is active; null once it is over (signed out, revoked, expired, deactivated). */
export async function sessionEndsAt(db: Db, sessionHash: string): Promise<Date | null> {
  const [row] = await db
    .select({ expires_at: sessions.expires_at })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(and(eq(sessions.token_hash, sessionHash), gt(sessions.expires_at, new Date()), eq(users.is_active, true)))
    .limit(1);
  return row?.expires_at ?? null;
}

/**
 * Whether a committed access change may have ended or narrowed what this socket's session may hear: one
 * naming its session or its user (sign-out, revoked sessions, deactivation, a membership of theirs), or
 * one naming nothing (the channel was down: anything may have changed). A workspace's or project's own
 * change (renamed, deleted) comes with its event, which the socket already acts on, so it is no reason
 * for every socket of the workspace to read again.
 */
export function concernsSocket(change: AccessChange, socket: { sessionHash: string; userId: string }): boolean {
  if (change.sessionHash !== undefined) return change.sessionHash === socket.sessionHash;
  if (change.userId !== undefined) return change.userId === socket.userId;
  return change.workspaceId === undefined && change.projectId === undefined;
}

/** Removal from the workspace, or its deletion, ends the socket. */
export const mayEndAccess = (event: HangarEvent) =>
  event.entity_type === "workspace" || (event.entity_type === "workspace_member" && event.action === "deleted");

/** Membership changes can grant or take away a project, so the socket reloads its project set after them. */
export const changesMembership = (event: HangarEvent) =>
  event.entity_type === "project_member" || event.entity_type === "workspace_member" || event.entity_type === "project";
