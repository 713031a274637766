import { AUTH_ERROR, changePasswordBody, resetPasswordBody } from "@hangar/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AuthError } from "../../lib/errors";
import { createSession, destroySession, issueCsrfToken, requireUser, revokeUserSessions } from "../../lib/session";
import type { App } from "../../lib/types";
import { findUserById, toUser, type UserRow } from "../users/users.repo";
import * as auth from "./auth.service";

type Body = Record<string, unknown>;
const bodyOf = (request: FastifyRequest): Body =>
  request.body && typeof request.body === "object" ? (request.body as Body) : {};

export async function authRoutes(app: App) {
  const deps = { db: app.db, env: app.env, mailer: app.mailer };
  const limited = { rateLimit: { max: app.env.authRateLimitMax, timeWindow: "1 minute" } };
  const limitedPublic = { ...limited, access: "public" as const };

  async function startSession(request: FastifyRequest, reply: FastifyReply, user: UserRow) {
    await createSession(app.db, reply, request, user.id);
    return toUser(user);
  }

  app.get("/auth/get-csrf-token/", { config: { access: "public" } }, async (request, reply) => ({
    csrf_token: issueCsrfToken(request, reply),
  }));

  app.post("/auth/email-check/", { config: limitedPublic }, async (request) => auth.emailCheck(deps, bodyOf(request).email));

  app.post("/auth/sign-up/", { config: limitedPublic }, async (request, reply) => {
    const user = await auth.signUp(deps, bodyOf(request) as Parameters<typeof auth.signUp>[1]);
    return startSession(request, reply, user);
  });

  app.post("/auth/sign-in/", { config: limitedPublic }, async (request, reply) => {
    const user = await auth.signIn(deps, bodyOf(request));
    return startSession(request, reply, user);
  });

  app.post("/auth/magic-generate/", { config: limitedPublic }, async (request) =>
    auth.generateMagicCode(deps, bodyOf(request).email),
  );

  app.post("/auth/magic-sign-in/", { config: limitedPublic }, async (request, reply) => {
    const user = await auth.magicSignIn(deps, bodyOf(request));
    return startSession(request, reply, user);
  });

  app.post("/auth/sign-out/", { config: { access: "public" } }, async (request, reply) => {
    await destroySession(app.db, reply, request);
    // A classic form post navigates, so answer it with a redirect; fetch callers get JSON.
    if (request.headers["content-type"]?.startsWith("application/x-www-form-urlencoded")) return reply.redirect("/", 302);
    return { signed_out: true };
  });

  app.post("/auth/forgot-password/", { config: limitedPublic }, async (request) => {
    await auth.forgotPassword(deps, bodyOf(request).email);
    return { message: "Check your email for a link to reset your password." };
  });

  app.post("/auth/reset-password/", { config: limitedPublic }, async (request, reply) => {
    const parsed = resetPasswordBody.safeParse(bodyOf(request));
    if (!parsed.success) throw new AuthError(AUTH_ERROR.INVALID_PASSWORD_TOKEN, "The reset link is not valid.");
    const user = await auth.resetPassword(deps, parsed.data);
    await revokeUserSessions(app.db, user.id);
    return startSession(request, reply, user);
  });

  app.post("/auth/set-password/", { config: { ...limited, access: "signed-in" } }, async (request) => {
    const user = requireUser(request);
    await auth.setPassword(deps, user.id, bodyOf(request).password);
    return { message: "Password set." };
  });

  app.post("/auth/change-password/", { config: { ...limited, access: "signed-in" } }, async (request, reply) => {
    const user = requireUser(request);
    const parsed = changePasswordBody.safeParse(bodyOf(request));
    if (!parsed.success) throw new AuthError(AUTH_ERROR.MISSING_PASSWORD, "Old and new passwords are required.");
    await auth.changePassword(deps, user.id, parsed.data);
    // Every other session is signed out; the caller keeps working on a fresh one.
    await revokeUserSessions(app.db, user.id);
    const row = await findUserById(app.db, user.id);
    if (row) await createSession(app.db, reply, request, row.id);
    return { message: "Password changed." };
  });
}
