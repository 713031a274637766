import { and, eq, gt, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { sessions, users } from "../db/schema";
import { AccessCache, accessChanged } from "./access-cache";
import { enforceRouteAccess } from "./access-policy";
import { randomToken, safeEqual, sha256 } from "./crypto";
import { HttpError, unauthorized } from "./errors";
import { preparedStatement } from "./prepared";
import type { App, SessionUser } from "./types";

export const SESSION_COOKIE = "session-id";
export const CSRF_COOKIE = "csrftoken";
export const CSRF_HEADER = "x-csrftoken";
const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export async function createSession(db: Db, reply: FastifyReply, request: FastifyRequest, userId: string) {
  const token = randomToken();
  const expires = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(sessions).values({
    token_hash: sha256(token),
    user_id: userId,
    expires_at: expires,
    user_agent: request.headers["user-agent"]?.slice(0, 500) ?? null,
    ip: request.ip,
  });
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.server.env.secureCookies,
    expires,
  });
}

export async function destroySession(db: Db, reply: FastifyReply, request: FastifyRequest) {
  const token = request.cookies[SESSION_COOKIE];
  if (token) {
    const hash = sha256(token);
    await db.transaction(async (tx) => {
      await tx.delete(sessions).where(eq(sessions.token_hash, hash));
      await accessChanged(tx, { sessionHash: hash });
    });
  }
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
}

/** Revokes every session of a user. */
export async function revokeUserSessions(db: Db, userId: string) {
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.user_id, userId));
    await accessChanged(tx, { userId });
  });
}

const sessionUserStatement = preparedStatement((db) =>
  db
    .select({
      id: users.id,
      email: users.email,
      display_name: users.display_name,
      is_instance_admin: users.is_instance_admin,
      is_active: users.is_active,
      expires_at: sessions.expires_at,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(and(eq(sessions.token_hash, sql.placeholder("hash")), gt(sessions.expires_at, sql.placeholder("now"))))
    .limit(1)
    .prepare("session_user"),
);

type CachedSession = { user: SessionUser; hash: string; expiresAt: number };

/** Session token hash → its user (lib/access-cache.ts says how changes reach it). */
const sessionCache = AccessCache.perDb<CachedSession>((s) => ({ userId: s.user.id, sessionHash: s.hash }));

async function readSession(db: Db, hash: string): Promise<CachedSession | null> {
  const [row] = await sessionUserStatement(db).execute({ hash, now: new Date().toISOString() });
  if (!row?.is_active) return null;
  const { is_active: _active, expires_at, ...user } = row;
  return { user, hash, expiresAt: expires_at.getTime() };
}

async function loadSessionUser(db: Db, hash: string): Promise<SessionUser | null> {
  const cache = sessionCache(db);
  const session = cache ? await cache.get(hash, () => readSession(db, hash)) : await readSession(db, hash);
  // A cached session still ends on time.
  return session && session.expiresAt > Date.now() ? session.user : null;
}

export function issueCsrfToken(request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[CSRF_COOKIE];
  const token = existing && /^[A-Za-z0-9_-]{20,100}$/.test(existing) ? existing : randomToken(24);
  reply.setCookie(CSRF_COOKIE, token, {
    path: "/",
    sameSite: "lax",
    secure: request.server.env.secureCookies,
    maxAge: 365 * 24 * 60 * 60,
  });
  return token;
}

/**
 * Double-submit CSRF check: an unsafe request must echo the csrftoken cookie in X-CSRFToken (or, for
 * form posts such as sign-out, in a csrfmiddlewaretoken field). Cross-site pages can't read the cookie.
 */
function checkCsrf(request: FastifyRequest) {
  const cookie = request.cookies[CSRF_COOKIE];
  const header = request.headers[CSRF_HEADER];
  const field = (request.body as Record<string, unknown> | undefined)?.csrfmiddlewaretoken;
  const sent = typeof header === "string" ? header : typeof field === "string" ? field : undefined;
  if (!cookie || !sent) throw new HttpError(403, "CSRF token not found");
  if (!safeEqual(cookie, sent)) throw new HttpError(403, "CSRF token is incorrect");
}

export function registerSession(app: App) {
  app.decorateRequest("user", null);
  app.decorateRequest("sessionId", null);
  app.decorateRequest("access", undefined);
  app.addHook("onRequest", async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const hash = sha256(token);
      request.user = await loadSessionUser(app.db, hash);
      if (request.user) request.sessionId = hash;
    }
  });
  enforceRouteAccess(app, checkCsrf);
}

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
