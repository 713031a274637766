import type { ActorDetail, Reaction } from "@hangar/contracts";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { commentReactions, issueReactions } from "../../../db/schema";
import { type CommentReactionRow, loadActorDetails, toCommentReaction } from "../comments/comments.repo";

export type IssueReactionRow = typeof issueReactions.$inferSelect;
export type ReactionScope = { workspace_id: string; project_id: string; actor_id: string };

function toIssueReaction(row: IssueReactionRow, actors: Map<string, ActorDetail>): Reaction {
  return {
    id: row.id,
    actor: row.actor_id,
    actor_detail: actors.get(row.actor_id) ?? null,
    reaction: row.reaction,
    issue: row.issue_id,
    comment: null,
    created_at: row.created_at.toISOString(),
  };
}

export async function serializeIssueReactions(db: Db, rows: IssueReactionRow[]): Promise<Reaction[]> {
  const actors = await loadActorDetails(
    db,
    rows.map((r) => r.actor_id),
  );
  return rows.map((r) => toIssueReaction(r, actors));
}

export async function serializeCommentReactions(db: Db, rows: CommentReactionRow[]): Promise<Reaction[]> {
  const actors = await loadActorDetails(
    db,
    rows.map((r) => r.actor_id),
  );
  return rows.map((r) => toCommentReaction(r, actors));
}

export async function listIssueReactions(db: Db, issueId: string): Promise<IssueReactionRow[]> {
  return db
    .select()
    .from(issueReactions)
    .where(eq(issueReactions.issue_id, issueId))
    .orderBy(asc(issueReactions.created_at), asc(issueReactions.id));
}

/** The new row, or null when the actor already reacted so (the unique index decides, so races are safe). */
export async function insertIssueReaction(
  db: Db,
  scope: ReactionScope,
  issueId: string,
  reaction: string,
): Promise<IssueReactionRow | null> {
  const [row] = await db
    .insert(issueReactions)
    .values({ ...scope, issue_id: issueId, reaction })
    .onConflictDoNothing({ target: [issueReactions.issue_id, issueReactions.actor_id, issueReactions.reaction] })
    .returning();
  return row ?? null;
}

export async function findIssueReaction(db: Db, issueId: string, actorId: string, reaction: string) {
  const [row] = await db
    .select()
    .from(issueReactions)
    .where(and(eq(issueReactions.issue_id, issueId), eq(issueReactions.actor_id, actorId), eq(issueReactions.reaction, reaction)))
    .limit(1);
  return row;
}

export async function deleteIssueReaction(db: Db, issueId: string, actorId: string, reaction: string) {
  const [row] = await db
    .delete(issueReactions)
    .where(and(eq(issueReactions.issue_id, issueId), eq(issueReactions.actor_id, actorId), eq(issueReactions.reaction, reaction)))
    .returning();
  return row;
}

export async function insertCommentReaction(
  db: Db,
  scope: ReactionScope,
  commentId: string,
  reaction: string,
): Promise<CommentReactionRow | null> {
  const [row] = await db
    .insert(commentReactions)
    .values({ ...scope, comment_id: commentId, reaction })
    .onConflictDoNothing({ target: [commentReactions.comment_id, commentReactions.actor_id, commentReactions.reaction] })
    .returning();
  return row ?? null;
}

export async function findCommentReaction(db: Db, commentId: string, actorId: string, reaction: string) {
  const [row] = await db
    .select()
    .from(commentReactions)
    .where(
      and(
        eq(commentReactions.comment_id, commentId),
        eq(commentReactions.actor_id, actorId),
        eq(commentReactions.reaction, reaction),
      ),
    )
    .limit(1);
  return row;
}

export async function deleteCommentReaction(db: Db, commentId: string, actorId: string, reaction: string) {
  const [row] = await db
    .delete(commentReactions)
    .where(
      and(
        eq(commentReactions.comment_id, commentId),
        eq(commentReactions.actor_id, actorId),
        eq(commentReactions.reaction, reaction),
      ),
    )
    .returning();
  return row;
}
