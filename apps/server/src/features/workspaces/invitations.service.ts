import {
  canGrantRole,
  type JoinInvitationResponse,
  ROLE_LABEL,
  type Role,
  type Workspace,
  type WorkspaceInvitation,
} from "@hangar/contracts";
import type { Db } from "../../db/client";
import { randomToken, safeEqual } from "../../lib/crypto";
import { badRequest, forbidden, notFound } from "../../lib/errors";
import type { Mailer } from "../../lib/mail";
import { isUuid, type WorkspaceAccess } from "../../lib/permissions";
import type { SessionUser } from "../../lib/types";
import { isEmailVerified, markEmailVerified } from "../users";
import {
  activeMemberEmails,
  countPendingForEmail,
  deleteInvitation,
  findInvitation,
  findPendingByEmails,
  insertInvitation,
  listPendingForEmail,
  listPendingForWorkspace,
  lockWorkspaceInvitations,
  markAccepted,
  markDeclined,
  recordJoin,
  toInvitation,
  updateInvitationRole,
} from "./invitations.repo";
import { recordWorkspaceMemberEvent } from "./workspace-events";
import { findWorkspaceBySlug, findWorkspaceMembership, insertWorkspaceMember, listUserWorkspaces } from "./workspaces.repo";

const INVITATION_NOT_FOUND = "Invitation not found";

export type InviteDeps = { db: Db; mailer: Mailer; appOrigin: string };

export function joinLink(appOrigin: string, invitation: { id: string; email: string; token: string }, slug: string) {
  const query = new URLSearchParams({ invitation_id: invitation.id, email: invitation.email, slug, token: invitation.token });
  return `${appOrigin}/workspace-invitations/?${query.toString()}`;
}

/**
 * Creates (or, for an email already invited, re-roles) one pending invitation per email and mails each a
 * join link. The token is kept as is: alone it grants nothing, since joining needs the invitee signed in.
 */
export async function inviteMembers(
  { db, mailer, appOrigin }: InviteDeps,
  access: WorkspaceAccess,
  inviter: SessionUser,
  entries: { email: string; role: number }[],
): Promise<WorkspaceInvitation[]> {
  const byEmail = new Map(entries.map((e) => [e.email.toLowerCase(), e.role]));
  for (const [email, role] of byEmail) {
    if (!canGrantRole(access.role, role)) throw forbidden(`You cannot invite ${email} with a role higher than your own.`);
  }
  const { workspace } = access;
  const emails = [...byEmail.keys()];
  const ids = await db.transaction(async (tx) => {
    await lockWorkspaceInvitations(tx, workspace.id);
    const members = await activeMemberEmails(tx, workspace.id, emails);
    if (members.length > 0) {
      throw badRequest(`emails: ${members.join(", ")} ${members.length === 1 ? "is" : "are"} already a member of the workspace`);
    }
    const existing = new Map((await findPendingByEmails(tx, workspace.id, emails)).map((r) => [r.email.toLowerCase(), r]));
    const result: string[] = [];
    for (const [email, role] of byEmail) {
      const prior = existing.get(email);
      if (prior) {
        await updateInvitationRole(tx, prior.id, role, inviter.id);
        result.push(prior.id);
      } else {
        const row = await insertInvitation(tx, {
          workspace_id: workspace.id,
          email,
          role,
          token: randomToken(),
          created_by: inviter.id,
        });
        result.push(row.id);
      }
    }
    return result;
  });
  const invitations: WorkspaceInvitation[] = [];
  for (const id of ids) {
    const row = await findInvitation(db, workspace.id, id);
    if (!row) continue;
    const label = ROLE_LABEL[row.invitation.role as Role] ?? "Member";
    await mailer.send({
      to: row.invitation.email,
      subject: `${inviter.display_name} invited you to join ${workspace.name} on Hangar`,
      text:
        `${inviter.display_name} (${inviter.email}) invited you to join the workspace "${workspace.name}" on Hangar as ${label}.\n\n` +
        `Accept the invitation: ${joinLink(appOrigin, row.invitation, workspace.slug)}\n\n` +
        "If you were not expecting this invitation, you can ignore this message.",
    });
    invitations.push(toInvitation(row));
  }
  return invitations;
}

export const listWorkspaceInvitations = (db: Db, access: WorkspaceAccess) => listPendingForWorkspace(db, access.workspace.id);

async function loadPending(db: Db, access: WorkspaceAccess, id: string) {
  const row = isUuid(id) ? await findInvitation(db, access.workspace.id, id) : undefined;
  if (!row || row.invitation.accepted || row.invitation.responded_at) throw notFound(INVITATION_NOT_FOUND);
  return row;
}

export async function updateInvitation(db: Db, access: WorkspaceAccess, id: string, role: number): Promise<WorkspaceInvitation> {
  const row = await loadPending(db, access, id);
  if (!canGrantRole(access.role, role)) throw forbidden("You cannot invite with a role higher than your own.");
  await updateInvitationRole(db, row.invitation.id, role, access.userId);
  return toInvitation({ ...row, invitation: { ...row.invitation, role } });
}

export async function revokeInvitation(db: Db, access: WorkspaceAccess, id: string): Promise<void> {
  const row = await loadPending(db, access, id);
  await deleteInvitation(db, row.invitation.id);
}

async function findBySlug(db: Db, slug: string, id: string) {
  const workspace = await findWorkspaceBySlug(db, slug);
  const row = workspace && isUuid(id) ? await findInvitation(db, workspace.id, id) : undefined;
  if (!row) throw notFound(INVITATION_NOT_FOUND);
  return row;
}

/** "ada@example.com" → "a•••@example.com": enough to recognise one's own address, not to learn it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "•••";
  return `${email[0]}•••${email.slice(at)}`;
}

const tokenMatches = (given: string | undefined, invitation: { token: string }) =>
  typeof given === "string" && given.length > 0 && safeEqual(given, invitation.token);

/**
 * For the join page, which may be opened before signing in; the token is never part of the answer. The
 * invitee's address shows in full only with the mailed token or to the invitee signed in; anyone else
 * who has (or guesses) the join address sees it masked.
 */
export async function getInvitationForJoin(
  db: Db,
  slug: string,
  id: string,
  opts: { token?: string; viewer?: SessionUser | null } = {},
): Promise<WorkspaceInvitation> {
  const row = await findBySlug(db, slug, id);
  const invitation = toInvitation(row);
  const isInvitee = opts.viewer?.email.toLowerCase() === row.invitation.email.toLowerCase();
  if (isInvitee || tokenMatches(opts.token, row.invitation)) return invitation;
  return { ...invitation, email: maskEmail(invitation.email) };
}

export const UNVERIFIED_CANNOT_ACCEPT =
  "Verify your email address to accept invitations: open the invitation link from your mailbox, or send yourself a verification link.";

/** An existing active membership keeps its role: accepting an old invitation must never demote anyone. */
async function accept(db: Db, invitation: { id: string; workspace_id: string; role: number }, userId: string) {
  const membership = await findWorkspaceMembership(db, invitation.workspace_id, userId);
  if (!membership?.is_active) {
    const joined = await insertWorkspaceMember(db, {
      workspace_id: invitation.workspace_id,
      member_id: userId,
      role: invitation.role,
      created_by: userId,
    });
    await recordWorkspaceMemberEvent(db, userId, "created", joined);
  }
  await markAccepted(db, invitation.id);
  await recordJoin(db, userId, invitation.workspace_id);
}

export async function joinInvitation(
  db: Db,
  user: SessionUser,
  slug: string,
  id: string,
  token?: string,
  accepted = true,
): Promise<JoinInvitationResponse> {
  return db.transaction(async (tx) => {
    const row = await findBySlug(tx, slug, id);
    const { invitation } = row;
    if (invitation.email.toLowerCase() !== user.email.toLowerCase()) {
      throw forbidden("This invitation was sent to a different email address. Sign in with the invited email to accept it.");
    }
    if (token !== undefined && !tokenMatches(token, invitation)) throw forbidden("The invitation link is not valid.");
    if (invitation.accepted || invitation.responded_at) throw badRequest("invitation: this invitation has already been used");
    // The mailed token proves the address as the mailed code does; without it, the account must have
    // proven it already, or anyone who signed up first with an invitee's address could take their seat
    // (or decline it for them).
    if (token !== undefined) await markEmailVerified(tx, user.id);
    else if (!(await isEmailVerified(tx, user.id))) throw forbidden(UNVERIFIED_CANNOT_ACCEPT);
    if (accepted) await accept(tx, invitation, user.id);
    else await markDeclined(tx, invitation.id);
    const answered = (await findInvitation(tx, invitation.workspace_id, invitation.id)) ?? row;
    const joined = accepted
      ? ((await listUserWorkspaces(tx, user.id)).find((w) => w.id === invitation.workspace_id) as Workspace)
      : null;
    return { invitation: toInvitation(answered), workspace: joined };
  });
}

/** How many invitations wait for this address: the users feature puts the count in the caller's settings. */
export const countPendingInvitationsFor = (db: Db, email: string): Promise<number> => countPendingForEmail(db, email);

export async function listMyInvitations(db: Db, user: SessionUser): Promise<WorkspaceInvitation[]> {
  return (await listPendingForEmail(db, user.email)).map(toInvitation);
}

/** Accepts several of the caller's pending invitations at once; any other id fails the whole call. */
export async function acceptMyInvitations(db: Db, user: SessionUser, ids: string[]): Promise<Workspace[]> {
  const wanted = [...new Set(ids)];
  if (!(await isEmailVerified(db, user.id))) throw forbidden(UNVERIFIED_CANNOT_ACCEPT);
  return db.transaction(async (tx) => {
    const rows = await listPendingForEmail(tx, user.email, wanted);
    if (rows.length !== wanted.length) throw notFound(INVITATION_NOT_FOUND);
    for (const { invitation } of rows) await accept(tx, invitation, user.id);
    const joinedIds = new Set(rows.map((r) => r.invitation.workspace_id));
    return (await listUserWorkspaces(tx, user.id)).filter((w) => joinedIds.has(w.id));
  });
}
