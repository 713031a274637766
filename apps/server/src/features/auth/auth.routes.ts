import {
  type AnyEndpoint,
  AUTH_ERROR,
  changePasswordBody,
  workspaceEndpoints as endpoints,
  resetPasswordBody,
} from "@hangar/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AuthError } from "../../lib/errors";
import { serve } from "../../lib/serve";
import { createSession, destroySession, issueCsrfToken, revokeUserSessions } from "../../lib/session";
import type { App } from "../../lib/types";
import { findUserById, toUser, type UserRow } from "../users";
import * as auth from "./auth.service";

/**
 * An auth form's fields as sent: its entry never refuses one (`authForm`), the services answer the spec's
 * auth error codes for a missing or malformed field.
 */
export const formFields = (body: unknown): Record<string, unknown> =>
  body && typeof body === "object" ? (body as Record<string, unknown>) : {};

/** The entry's rate limit with the configured budget (AUTH_RATE_LIMIT) per client address. */
export const withAuthRateLimit = <E extends AnyEndpoint>(app: App, entry: E): E =>
  entry.rateLimit ? { ...entry, rateLimit: { ...entry.rateLimit, max: app.env.authRateLimitMax } } : entry;

/** Sign-in and accounts (spec §8): the endpoints are declared in packages/contracts/src/endpoints/workspaces.ts. */
export async function authRoutes(app: App) {
  const deps = { db: app.db, env: app.env, mailer: app.mailer };
  const limited = <E extends AnyEndpoint>(entry: E) => withAuthRateLimit(app, entry);

  async function startSession(request: FastifyRequest, reply: FastifyReply, user: UserRow) {
    await createSession(app.db, reply, request, user.id);
    return toUser(user);
  }

  serve(app, endpoints.csrfToken, ({ request, reply }) => ({ csrf_token: issueCsrfToken(request, reply) }));

  serve(app, limited(endpoints.emailCheck), ({ body }) => auth.emailCheck(deps, formFields(body).email));

  serve(app, limited(endpoints.signUp), async ({ body, request, reply }) =>
    startSession(request, reply, await auth.signUp(deps, formFields(body))),
  );

  serve(app, limited(endpoints.signIn), async ({ body, request, reply }) =>
    startSession(request, reply, await auth.signIn(deps, formFields(body))),
  );

  serve(app, limited(endpoints.magicGenerate), ({ body }) => auth.generateMagicCode(deps, formFields(body).email));

  serve(app, limited(endpoints.magicSignIn), async ({ body, request, reply }) =>
    startSession(request, reply, await auth.magicSignIn(deps, formFields(body))),
  );

  serve(app, endpoints.signOut, async ({ request, reply }) => {
    await destroySession(app.db, reply, request);
    // A classic form post navigates, so answer it with a redirect; fetch callers get JSON.
    if (request.headers["content-type"]?.startsWith("application/x-www-form-urlencoded")) return reply.redirect("/", 302);
    return { signed_out: true as const };
  });

  serve(app, limited(endpoints.forgotPassword), async ({ body }) => {
    await auth.forgotPassword(deps, formFields(body).email);
    return { message: "Check your email for a link to reset your password." };
  });

  serve(app, limited(endpoints.resetPassword), async ({ body, request, reply }) => {
    const parsed = resetPasswordBody.safeParse(formFields(body));
    if (!parsed.success) throw new AuthError(AUTH_ERROR.INVALID_PASSWORD_TOKEN, "The reset link is not valid.");
    const user = await auth.resetPassword(deps, parsed.data);
    await revokeUserSessions(app.db, user.id);
    return startSession(request, reply, user);
  });

  serve(app, limited(endpoints.setPassword), async ({ body, user }) => {
    await auth.setPassword(deps, user.id, formFields(body).password);
    return { message: "Password set." };
  });

  serve(app, limited(endpoints.changePassword), async ({ body, user, request, reply }) => {
    const parsed = changePasswordBody.safeParse(formFields(body));
    if (!parsed.success) throw new AuthError(AUTH_ERROR.MISSING_PASSWORD, "Old and new passwords are required.");
    await auth.changePassword(deps, user.id, parsed.data);
    // Every other session is signed out; the caller keeps working on a fresh one.
    await revokeUserSessions(app.db, user.id);
    const row = await findUserById(app.db, user.id);
    if (row) await createSession(app.db, reply, request, row.id);
    return { message: "Password changed." };
  });
}
