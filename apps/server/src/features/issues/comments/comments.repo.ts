import type { ActorDetail, CommentAccess, IssueComment, Reaction } from "@hangar/contracts";
import { type AnyColumn, and, asc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { commentReactions, issueComments, users } from "../../../db/schema";
import { sanitizeRichText } from "../../../lib/sanitize";

export type CommentRow = typeof issueComments.$inferSelect;
export type CommentReactionRow = typeof commentReactions.$inferSelect;

/**
 * Clients pass back a created_at they saw, which JSON carries to the millisecond while the column keeps
 * microseconds; comparing at millisecond precision keeps that item itself out of the answer.
 */
export const createdAfterMs = (column: AnyColumn, after: Date): SQL =>
  sql`date_trunc('milliseconds', ${column}) > ${after.toISOString()}::timestamptz`;

/** id, display name and avatar of many users in one query. */
export async function loadActorDetails(db: Db, ids: (string | null)[]): Promise<Map<string, ActorDetail>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, display_name: users.display_name, avatar: users.avatar })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

export function toCommentReaction(row: CommentReactionRow, actors: Map<string, ActorDetail>): Reaction {
  return {
    id: row.id,
    actor: row.actor_id,
    actor_detail: actors.get(row.actor_id) ?? null,
    reaction: row.reaction,
    issue: null,
    comment: row.comment_id,
    created_at: row.created_at.toISOString(),
  };
}

export async function findComment(db: Db, issueId: string, commentId: string): Promise<CommentRow | undefined> {
  const [row] = await db
    .select()
    .from(issueComments)
    .where(and(eq(issueComments.id, commentId), eq(issueComments.issue_id, issueId), isNull(issueComments.deleted_at)))
    .limit(1);
  return row;
}

export async function listComments(db: Db, issueId: string, createdAfter?: Date): Promise<CommentRow[]> {
  return db
    .select()
    .from(issueComments)
    .where(
      and(
        eq(issueComments.issue_id, issueId),
        isNull(issueComments.deleted_at),
        createdAfter ? createdAfterMs(issueComments.created_at, createdAfter) : undefined,
      ),
    )
    .orderBy(asc(issueComments.created_at), asc(issueComments.id));
}

export async function listCommentReactions(db: Db, commentIds: string[]): Promise<CommentReactionRow[]> {
  if (commentIds.length === 0) return [];
  return db
    .select()
    .from(commentReactions)
    .where(inArray(commentReactions.comment_id, commentIds))
    .orderBy(asc(commentReactions.created_at), asc(commentReactions.id));
}

/** Comments with their reactions and every actor's details, in three queries whatever the count. */
export async function serializeComments(db: Db, rows: CommentRow[]): Promise<IssueComment[]> {
  const reactions = await listCommentReactions(
    db,
    rows.map((r) => r.id),
  );
  const actors = await loadActorDetails(db, [...rows.map((r) => r.actor_id), ...reactions.map((r) => r.actor_id)]);
  const byComment = new Map<string, Reaction[]>();
  for (const reaction of reactions) {
    const list = byComment.get(reaction.comment_id) ?? [];
    list.push(toCommentReaction(reaction, actors));
    byComment.set(reaction.comment_id, list);
  }
  return rows.map((row) => ({
    id: row.id,
    issue: row.issue_id,
    project: row.project_id,
    workspace: row.workspace_id,
    // Cleaned again on the way out: rows stored before the editor-only rules still carry classes and ids.
    comment_html: sanitizeRichText(row.comment_html),
    comment_stripped: row.comment_stripped,
    access: row.access as CommentAccess,
    actor: row.actor_id,
    actor_detail: row.actor_id ? (actors.get(row.actor_id) ?? null) : null,
    edited_at: row.edited_at ? row.edited_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    created_by: row.created_by,
    updated_by: row.updated_by,
    comment_reactions: byComment.get(row.id) ?? [],
  }));
}

export async function serializeComment(db: Db, row: CommentRow): Promise<IssueComment> {
  const [comment] = await serializeComments(db, [row]);
  return comment;
}

export async function insertComment(db: Db, values: typeof issueComments.$inferInsert): Promise<CommentRow> {
  const [row] = await db.insert(issueComments).values(values).returning();
  return row;
}

export async function updateComment(
  db: Db,
  id: string,
  changes: Partial<typeof issueComments.$inferInsert>,
): Promise<CommentRow> {
  const [row] = await db.update(issueComments).set(changes).where(eq(issueComments.id, id)).returning();
  return row;
}
