import type { WorkspaceInvitation } from "@hangar/contracts";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { userProfiles, users, workspaceInvitations, workspaceMembers, workspaces } from "../../db/schema";
import { activeInWorkspace, workspaceMemberUser } from "../../lib/memberships";

export type InvitationRow = typeof workspaceInvitations.$inferSelect;

const inviter = alias(users, "inviter");
const columns = {
  invitation: workspaceInvitations,
  workspace: { id: workspaces.id, name: workspaces.name, slug: workspaces.slug, logo_url: workspaces.logo_url },
  inviter: { id: inviter.id, display_name: inviter.display_name, email: inviter.email },
};
type JoinedRow = {
  invitation: InvitationRow;
  workspace: WorkspaceInvitation["workspace"];
  inviter: { id: string; display_name: string; email: string } | null;
};

export function toInvitation(row: JoinedRow): WorkspaceInvitation {
  const { invitation } = row;
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    accepted: invitation.accepted,
    responded_at: invitation.responded_at?.toISOString() ?? null,
    created_at: invitation.created_at.toISOString(),
    workspace: row.workspace,
    invited_by: row.inviter,
  };
}

const pending = and(eq(workspaceInvitations.accepted, false), isNull(workspaceInvitations.responded_at));
const emailIs = (email: string) => sql`lower(${workspaceInvitations.email}) = ${email.toLowerCase()}`;

function selectInvitations(db: Db) {
  return db
    .select(columns)
    .from(workspaceInvitations)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspace_id))
    .leftJoin(inviter, eq(inviter.id, workspaceInvitations.created_by));
}

export async function listPendingForWorkspace(db: Db, workspaceId: string): Promise<WorkspaceInvitation[]> {
  const rows = await selectInvitations(db)
    .where(and(eq(workspaceInvitations.workspace_id, workspaceId), pending))
    .orderBy(desc(workspaceInvitations.created_at), desc(workspaceInvitations.id));
  return rows.map(toInvitation);
}

export async function listPendingForEmail(db: Db, email: string, ids?: string[]): Promise<JoinedRow[]> {
  return selectInvitations(db)
    .where(and(emailIs(email), pending, ids ? inArray(workspaceInvitations.id, ids) : undefined))
    .orderBy(desc(workspaceInvitations.created_at), desc(workspaceInvitations.id));
}

export async function countPendingForEmail(db: Db, email: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(workspaceInvitations)
    .where(and(emailIs(email), pending));
  return Number(row?.n ?? 0);
}

export async function findInvitation(db: Db, workspaceId: string, id: string): Promise<JoinedRow | undefined> {
  const [row] = await selectInvitations(db)
    .where(and(eq(workspaceInvitations.id, id), eq(workspaceInvitations.workspace_id, workspaceId)))
    .limit(1);
  return row;
}

export async function findPendingByEmails(db: Db, workspaceId: string, emails: string[]): Promise<InvitationRow[]> {
  if (emails.length === 0) return [];
  return db
    .select()
    .from(workspaceInvitations)
    .where(
      and(
        eq(workspaceInvitations.workspace_id, workspaceId),
        inArray(sql`lower(${workspaceInvitations.email})`, emails),
        pending,
      ),
    );
}

/** Of the given (lower-case) emails, those that belong to active members of the workspace. */
export async function activeMemberEmails(db: Db, workspaceId: string, emails: string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .select({ email: sql<string>`lower(${users.email})` })
    .from(workspaceMembers)
    .innerJoin(users, workspaceMemberUser)
    .where(activeInWorkspace(workspaceId, inArray(sql`lower(${users.email})`, emails)));
  return rows.map((r) => r.email);
}

export async function insertInvitation(
  db: Db,
  values: { workspace_id: string; email: string; role: number; token: string; created_by: string },
) {
  const [row] = await db
    .insert(workspaceInvitations)
    .values({ ...values, updated_by: values.created_by })
    .returning();
  return row;
}

export async function updateInvitationRole(db: Db, id: string, role: number, updatedBy: string) {
  await db
    .update(workspaceInvitations)
    .set({ role, updated_by: updatedBy, updated_at: new Date() })
    .where(eq(workspaceInvitations.id, id));
}

export async function deleteInvitation(db: Db, id: string) {
  await db.delete(workspaceInvitations).where(eq(workspaceInvitations.id, id));
}

export async function markAccepted(db: Db, id: string) {
  const now = new Date();
  await db
    .update(workspaceInvitations)
    .set({ accepted: true, responded_at: now, updated_at: now })
    .where(eq(workspaceInvitations.id, id));
}

/** A declined invitation is answered and no longer pending; the workspace's admins may invite again. */
export async function markDeclined(db: Db, id: string) {
  const now = new Date();
  await db
    .update(workspaceInvitations)
    .set({ accepted: false, responded_at: now, updated_at: now })
    .where(eq(workspaceInvitations.id, id));
}

/** Joining a workspace completes the join onboarding step and gives a user without one a last workspace. */
export async function recordJoin(db: Db, userId: string, workspaceId: string) {
  await db
    .update(userProfiles)
    .set({
      last_workspace_id: sql`coalesce(${userProfiles.last_workspace_id}, ${workspaceId}::uuid)`,
      onboarding_step: sql`${userProfiles.onboarding_step} || '{"workspace_join": true}'::jsonb`,
      updated_at: new Date(),
    })
    .where(eq(userProfiles.user_id, userId));
}

/** Serialises invitation writes per workspace so a re-invite never races into a duplicate pending row. */
export async function lockWorkspaceInvitations(db: Db, workspaceId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`invitations:${workspaceId}`}))`);
}
