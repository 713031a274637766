import { ROLE } from "./constants";

/**
 * The rules finer than an endpoint's access floor, in one place: the server's services enforce them and the
 * web app uses the same functions to show or hide an action, so the two cannot disagree (spec §6).
 * `role` is the caller's role where the thing lives (project role for issues, comments, attachments and
 * project views; workspace role for workspace views and projects); null when they are not a member.
 */
export type Actor = { userId: string | null; role: number | null };

/** Member and up create and change things; Guests read. */
export const canWrite = (role: number | null | undefined): boolean => role != null && role >= ROLE.MEMBER;

/** Admins answer for their place: settings, features, moderation. */
export const isAdminRole = (role: number | null | undefined): boolean => role != null && role >= ROLE.ADMIN;

const isSelf = (actor: Actor, userId: string | null | undefined) =>
  actor.userId !== null && userId != null && actor.userId === userId;

/** Only a project Admin or the issue's creator may delete it (and so the archived or bulk-deleted copy too). */
export const canDeleteIssue = (actor: Actor, issue: { created_by: string | null }): boolean =>
  isAdminRole(actor.role) || isSelf(actor, issue.created_by);

/** Only the author edits a comment. */
export const canEditComment = (actor: Actor, comment: { actor: string | null }): boolean => isSelf(actor, comment.actor);

/** The author, or a project Admin for moderation, deletes a comment. */
export const canDeleteComment = (actor: Actor, comment: { actor: string | null }): boolean =>
  isSelf(actor, comment.actor) || isAdminRole(actor.role);

/** The uploader, or a project Admin, changes or deletes an attachment. */
export const canManageAttachment = (actor: Actor, attachment: { created_by: string | null }): boolean =>
  isSelf(actor, attachment.created_by) || isAdminRole(actor.role);

/** A view's owner (still at least a Member) or an Admin changes, locks, archives and deletes it. */
export const canManageView = (actor: Actor, view: { owned_by: string | null }): boolean =>
  isAdminRole(actor.role) || (isSelf(actor, view.owned_by) && canWrite(actor.role));

/**
 * Workspace Guests are outside collaborators: they see and enter only projects they were added to, so public
 * projects are browsable and joinable from the Member role up; the same Members create projects.
 */
export const canBrowsePublicProjects = (workspaceRole: number | null | undefined): boolean => canWrite(workspaceRole);
export const canCreateProjects = canBrowsePublicProjects;

/** Nobody hands out a role above their own. */
export const canGrantRole = (ownRole: number | null | undefined, role: number): boolean => ownRole != null && role <= ownRole;
