import {
  type CreateCommentBody,
  canDeleteComment,
  canEditComment,
  type IssueComment,
  type UpdateCommentBody,
} from "@hangar/contracts";
import type { Db } from "../../../db/client";
import { badRequest, forbidden, notFound } from "../../../lib/errors";
import { isUuid } from "../../../lib/permissions";
import { mentionedUserIds, sanitizeRichText, stripHtml } from "../../../lib/sanitize";
import { notifyComment } from "../../notifications";
import { type IssueAccess, recordIssueEvent } from "../issue-access";
import { ensureSubscribed } from "../issue-subscribers";
import * as repo from "./comments.repo";

/** Sanitized HTML and its text; a comment with neither text, an image nor a mention is refused. */
function cleanComment(html: string) {
  const comment_html = sanitizeRichText(html);
  const comment_stripped = stripHtml(comment_html);
  if (comment_stripped === "" && !/<(img|mention-component)\b/i.test(comment_html)) {
    throw badRequest("comment_html: a comment cannot be empty");
  }
  return { comment_html, comment_stripped };
}

const scopeOf = (access: IssueAccess) => ({
  workspace_id: access.workspace.id,
  project_id: access.project.id,
  issue_id: access.issue.id,
});

const notifyScopeOf = (access: IssueAccess) => ({ ...scopeOf(access), actor_id: access.userId });

async function requireComment(db: Db, access: IssueAccess, commentId: string) {
  const row = isUuid(commentId) ? await repo.findComment(db, access.issue.id, commentId) : undefined;
  if (!row) throw notFound("Comment not found");
  return row;
}

export async function listComments(db: Db, access: IssueAccess): Promise<IssueComment[]> {
  return repo.serializeComments(db, await repo.listComments(db, access.issue.id));
}

export async function getComment(db: Db, access: IssueAccess, commentId: string): Promise<IssueComment> {
  return repo.serializeComment(db, await requireComment(db, access, commentId));
}

/** The commenter and everyone mentioned follow the issue from now on. */
export async function createComment(db: Db, access: IssueAccess, body: CreateCommentBody): Promise<IssueComment> {
  const clean = cleanComment(body.comment_html);
  const { userId } = access;
  return db.transaction(async (tx) => {
    const row = await repo.insertComment(tx, {
      ...scopeOf(access),
      ...clean,
      access: body.access ?? "INTERNAL",
      actor_id: userId,
      created_by: userId,
      updated_by: userId,
    });
    const mentioned = mentionedUserIds(clean.comment_html);
    await ensureSubscribed(tx, scopeOf(access), [userId, ...mentioned]);
    await notifyComment(tx, notifyScopeOf(access), { text: clean.comment_stripped, isNew: true, mentioned });
    const comment = await repo.serializeComment(tx, row);
    await recordIssueEvent(tx, access.issue, userId, {
      entity_type: "issue_comment",
      entity_id: row.id,
      action: "created",
      payload: { issue_id: access.issue.id, comment },
    });
    return comment;
  });
}

/** Only the author edits a comment, whatever their role: an edit speaks in their name. */
export async function updateComment(
  db: Db,
  access: IssueAccess,
  commentId: string,
  body: UpdateCommentBody,
): Promise<IssueComment> {
  const { userId } = access;
  const clean = body.comment_html === undefined ? null : cleanComment(body.comment_html);
  return db.transaction(async (tx) => {
    const current = await requireComment(tx, access, commentId);
    if (!canEditComment({ userId, role: access.projectRole }, { actor: current.actor_id }))
      throw forbidden("Only the author can edit this comment");
    const now = new Date();
    const changes: Parameters<typeof repo.updateComment>[2] = { updated_by: userId, updated_at: now };
    if (clean && clean.comment_html !== current.comment_html) Object.assign(changes, clean, { edited_at: now });
    if (body.access !== undefined) changes.access = body.access;
    const row = await repo.updateComment(tx, current.id, changes);
    if (clean) {
      // Only the users this edit newly mentions hear of it.
      const before = new Set(mentionedUserIds(current.comment_html));
      const mentioned = mentionedUserIds(clean.comment_html).filter((id) => !before.has(id));
      await ensureSubscribed(tx, scopeOf(access), mentioned);
      if (mentioned.length)
        await notifyComment(tx, notifyScopeOf(access), { text: clean.comment_stripped, isNew: false, mentioned });
    }
    const comment = await repo.serializeComment(tx, row);
    await recordIssueEvent(tx, access.issue, userId, {
      entity_type: "issue_comment",
      entity_id: row.id,
      action: "updated",
      payload: { issue_id: access.issue.id, comment },
    });
    return comment;
  });
}

/** The author, or a project Admin for moderation. Soft delete keeps reactions and notifications pointing somewhere. */
export async function deleteComment(db: Db, access: IssueAccess, commentId: string): Promise<void> {
  const { userId } = access;
  await db.transaction(async (tx) => {
    const current = await requireComment(tx, access, commentId);
    if (!canDeleteComment({ userId, role: access.projectRole }, { actor: current.actor_id })) {
      throw forbidden("Only the author or a project admin can delete this comment");
    }
    const now = new Date();
    await repo.updateComment(tx, current.id, { deleted_at: now, updated_at: now, updated_by: userId });
    await recordIssueEvent(tx, access.issue, userId, {
      entity_type: "issue_comment",
      entity_id: current.id,
      action: "deleted",
      payload: { issue_id: access.issue.id, comment_id: current.id },
    });
  });
}
