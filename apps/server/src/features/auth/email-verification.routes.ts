import { verifyEmailBody } from "@hangar/contracts";
import { requireUser } from "../../lib/session";
import type { App } from "../../lib/types";
import { toUser } from "../users/users.repo";
import { confirmEmailVerification, sendVerificationEmail } from "./email-verification.service";

/** Proving the signed-in user's address by a mailed link (the other proofs: a mailed code or invitation token). */
export async function emailVerificationRoutes(app: App) {
  const deps = { db: app.db, env: app.env, mailer: app.mailer };
  const limited = { rateLimit: { max: app.env.authRateLimitMax, timeWindow: "1 minute" }, access: "signed-in" as const };

  app.post("/api/users/me/email-verification/", { config: limited }, async (request) =>
    sendVerificationEmail(deps, requireUser(request).id),
  );

  app.post("/api/users/me/email-verification/confirm/", { config: limited, schema: { body: verifyEmailBody } }, async (request) =>
    toUser(await confirmEmailVerification(deps, requireUser(request).id, request.body.token)),
  );
}
