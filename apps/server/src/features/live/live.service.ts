import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sessions, users, workspaceMembers } from "../../db/schema";
import type { AccessChange } from "../../lib/access-cache";
import type { HangarEvent } from "../../lib/events";
import type { Reader } from "../../lib/visibility";

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
 * A handshake from a page is accepted only from the app's own origin: a socket carries the session
 * cookie, so any other site could otherwise read the user's workspace live. Clients that are not
 * browsers send no Origin; they still need a session.
 */
export function handshakeOriginAllowed(origin: string | undefined, appOrigin: string): boolean {
  if (origin === undefined) return true;
  try {
    return new URL(origin).origin === new URL(appOrigin).origin;
  } catch {
    return false;
  }
}

/** Whether a committed access change may have ended or narrowed what this socket's session may hear. */
export function concernsSocket(
  change: AccessChange,
  socket: { sessionHash: string; workspaceId: string; reader: Reader },
): boolean {
  if (change.sessionHash !== undefined && change.sessionHash !== socket.sessionHash) return false;
  if (change.userId !== undefined && change.userId !== socket.reader.userId) return false;
  if (change.workspaceId !== undefined && change.workspaceId !== socket.workspaceId) return false;
  // A project's own change matters only to the sockets of its members; a membership (it names the user) to its member.
  if (change.projectId !== undefined && change.userId === undefined) return socket.reader.projectIds.has(change.projectId);
  return true;
}

/** Removal from the workspace, or its deletion, ends the socket. */
export const mayEndAccess = (event: HangarEvent) =>
  event.entity_type === "workspace" || (event.entity_type === "workspace_member" && event.action === "deleted");

/** Membership changes can grant or take away a project, so the socket reloads its project set after them. */
export const changesMembership = (event: HangarEvent) =>
  event.entity_type === "project_member" || event.entity_type === "workspace_member" || event.entity_type === "project";
