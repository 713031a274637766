import type { AccountSession, SignedOutSessions } from "@hangar/contracts";
import type { Db } from "../../db/client";
import { badRequest, notFound, unauthorized } from "../../lib/errors";
import * as repo from "./sessions.repo";

/** The caller as a session sees them: who, and which session (the stored hash of its cookie) this request used. */
export type SessionCaller = { userId: string; sessionHash: string | null };

function currentHash(caller: SessionCaller): string {
  // API tokens act without a session; only a browser session has others to list or end.
  if (!caller.sessionHash) throw unauthorized("Sign in with a browser session to manage sessions");
  return caller.sessionHash;
}

export async function listMySessions(db: Db, caller: SessionCaller): Promise<AccountSession[]> {
  const current = currentHash(caller);
  const rows = await repo.listLiveSessions(db, caller.userId);
  return rows.map((row) => ({
    id: row.id,
    user_agent: row.user_agent,
    ip: row.ip,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    is_current: row.token_hash === current,
  }));
}

/** Ends another of the caller's sessions. Someone else's session is "not found", so ids leak nothing. */
export async function signOutSession(db: Db, caller: SessionCaller, sessionId: string): Promise<void> {
  const current = currentHash(caller);
  const mine = await repo.listLiveSessions(db, caller.userId);
  if (mine.some((row) => row.id === sessionId && row.token_hash === current)) {
    throw badRequest("This is the session you are using: sign out instead");
  }
  if (!(await repo.deleteSessionOf(db, caller.userId, sessionId))) throw notFound("Session not found");
}

export async function signOutOtherSessions(db: Db, caller: SessionCaller): Promise<SignedOutSessions> {
  return { signed_out: await repo.deleteOtherSessions(db, caller.userId, currentHash(caller)) };
}
