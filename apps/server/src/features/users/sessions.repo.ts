import { and, desc, eq, gt, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sessions } from "../../db/schema";
import { accessChanged } from "../../lib/access-cache";

export type SessionRow = typeof sessions.$inferSelect;

/** The user's sessions that have not expired, newest first. */
export function listLiveSessions(db: Db, userId: string): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.user_id, userId), gt(sessions.expires_at, new Date())))
    .orderBy(desc(sessions.created_at), desc(sessions.id));
}

/** Deletes one session of this user (another user's id matches nothing); answers whether one went. */
export async function deleteSessionOf(db: Db, userId: string, sessionId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.user_id, userId)))
      .returning({ hash: sessions.token_hash });
    if (gone) await accessChanged(tx, { sessionHash: gone.hash });
    return gone !== undefined;
  });
}

/** Deletes every session of the user but the one with `keepHash`; answers how many went. */
export async function deleteOtherSessions(db: Db, userId: string, keepHash: string): Promise<number> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(sessions)
      .where(and(eq(sessions.user_id, userId), ne(sessions.token_hash, keepHash)))
      .returning({ hash: sessions.token_hash });
    for (const { hash } of gone) await accessChanged(tx, { sessionHash: hash });
    return gone.length;
  });
}
