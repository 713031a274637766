import type { Reaction } from "@hangar/contracts";
import type { Db } from "../../../db/client";
import { notFound } from "../../../lib/errors";
import { isUuid } from "../../../lib/permissions";
import { findComment, listCommentReactions as listCommentReactionRows } from "../comments/comments.repo";
import { type IssueAccess, recordIssueEvent } from "../issue-access";
import * as repo from "./reactions.repo";

/** `created` is false when the caller had already reacted so: adding a reaction twice is a no-op (200, not 409). */
export type ReactionResult = { reaction: Reaction; created: boolean };

const scopeOf = (access: IssueAccess) => ({
  workspace_id: access.workspace.id,
  project_id: access.project.id,
  actor_id: access.userId,
});

function reactionEvent(
  tx: Db,
  access: IssueAccess,
  entity: "issue_reaction" | "comment_reaction",
  action: "created" | "deleted",
  reaction: Reaction,
) {
  return recordIssueEvent(tx, access.issue, access.userId, {
    entity_type: entity,
    entity_id: reaction.id,
    action,
    payload: {
      issue_id: access.issue.id,
      ...(reaction.comment ? { comment_id: reaction.comment } : {}),
      reaction,
    },
  });
}

async function requireComment(db: Db, access: IssueAccess, commentId: string) {
  const row = isUuid(commentId) ? await findComment(db, access.issue.id, commentId) : undefined;
  if (!row) throw notFound("Comment not found");
  return row;
}

export async function listIssueReactions(db: Db, access: IssueAccess): Promise<Reaction[]> {
  return repo.serializeIssueReactions(db, await repo.listIssueReactions(db, access.issue.id));
}

export async function addIssueReaction(db: Db, access: IssueAccess, value: string): Promise<ReactionResult> {
  return db.transaction(async (tx) => {
    const row = await repo.insertIssueReaction(tx, scopeOf(access), access.issue.id, value);
    if (!row) {
      const existing = await repo.findIssueReaction(tx, access.issue.id, access.userId, value);
      if (!existing) throw notFound("Reaction not found");
      return { reaction: (await repo.serializeIssueReactions(tx, [existing]))[0], created: false };
    }
    const [reaction] = await repo.serializeIssueReactions(tx, [row]);
    await reactionEvent(tx, access, "issue_reaction", "created", reaction);
    return { reaction, created: true };
  });
}

/** Removes the caller's own reaction; removing one that is not there changes nothing. */
export async function removeIssueReaction(db: Db, access: IssueAccess, value: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await repo.deleteIssueReaction(tx, access.issue.id, access.userId, value);
    if (!row) return;
    const [reaction] = await repo.serializeIssueReactions(tx, [row]);
    await reactionEvent(tx, access, "issue_reaction", "deleted", reaction);
  });
}

export async function listCommentReactions(db: Db, access: IssueAccess, commentId: string): Promise<Reaction[]> {
  const comment = await requireComment(db, access, commentId);
  return repo.serializeCommentReactions(db, await listCommentReactionRows(db, [comment.id]));
}

export async function addCommentReaction(db: Db, access: IssueAccess, commentId: string, value: string): Promise<ReactionResult> {
  return db.transaction(async (tx) => {
    const comment = await requireComment(tx, access, commentId);
    const row = await repo.insertCommentReaction(tx, scopeOf(access), comment.id, value);
    if (!row) {
      const existing = await repo.findCommentReaction(tx, comment.id, access.userId, value);
      if (!existing) throw notFound("Reaction not found");
      return { reaction: (await repo.serializeCommentReactions(tx, [existing]))[0], created: false };
    }
    const [reaction] = await repo.serializeCommentReactions(tx, [row]);
    await reactionEvent(tx, access, "comment_reaction", "created", reaction);
    return { reaction, created: true };
  });
}

export async function removeCommentReaction(db: Db, access: IssueAccess, commentId: string, value: string): Promise<void> {
  await db.transaction(async (tx) => {
    const comment = await requireComment(tx, access, commentId);
    const row = await repo.deleteCommentReaction(tx, comment.id, access.userId, value);
    if (!row) return;
    const [reaction] = await repo.serializeCommentReactions(tx, [row]);
    await reactionEvent(tx, access, "comment_reaction", "deleted", reaction);
  });
}
