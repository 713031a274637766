import { workspaceEndpoints as endpoints } from "@hangar/contracts";
import { serve } from "../../lib/serve";
import type { App } from "../../lib/types";
import { toUser } from "../users";
import { withAuthRateLimit } from "./auth.routes";
import { confirmEmailVerification, sendVerificationEmail } from "./email-verification.service";

/** Proving the signed-in user's address by a mailed link (the other proofs: a mailed code or invitation token). */
export async function emailVerificationRoutes(app: App) {
  const deps = { db: app.db, env: app.env, mailer: app.mailer };

  serve(app, withAuthRateLimit(app, endpoints.sendEmailVerification), ({ user }) => sendVerificationEmail(deps, user.id));

  serve(app, withAuthRateLimit(app, endpoints.confirmEmailVerification), async ({ user, body }) =>
    toUser(await confirmEmailVerification(deps, user.id, body.token)),
  );
}
