import { EMAIL_VERIFICATION_TTL_MS } from "@hangar/contracts";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { authTokens } from "../../db/schema";
import { hmac, randomToken } from "../../lib/crypto";
import { badRequest, unauthorized } from "../../lib/errors";
import { findUserById, type UserRow, updateEmailVerified } from "../users";
import { consumeAccountAttempt } from "./account-rate-limit";
import type { AuthDeps } from "./auth.service";

export const ALREADY_VERIFIED = "Your email address is already verified.";
export const INVALID_VERIFICATION_LINK = "This verification link is not valid. Send a new one from Hangar.";
export const EXPIRED_VERIFICATION_LINK = "This verification link has expired. Send a new one from Hangar.";

export function verificationLink(appOrigin: string, token: string) {
  return `${appOrigin}/accounts/verify-email?${new URLSearchParams({ token }).toString()}`;
}

async function signedInUser(db: Db, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user?.is_active) throw unauthorized();
  return user;
}

/**
 * Mails the signed-in user a link that proves they own their address. Only the link's HMAC is stored;
 * it expires after a day and works once, and a new link replaces the ones sent before.
 */
export async function sendVerificationEmail({ db, env, mailer }: AuthDeps, userId: string): Promise<{ message: string }> {
  const user = await signedInUser(db, userId);
  if (user.is_email_verified) throw badRequest(ALREADY_VERIFIED);
  const email = user.email.toLowerCase();
  await consumeAccountAttempt(db, email, "mail", env.authAccountRateLimitMax);
  const token = randomToken();
  await db.transaction(async (tx) => {
    await tx
      .update(authTokens)
      .set({ used_at: new Date() })
      .where(and(eq(authTokens.kind, "email_verification"), eq(authTokens.email, email), isNull(authTokens.used_at)));
    await tx.insert(authTokens).values({
      kind: "email_verification",
      email,
      secret_hash: hmac(env.secretKey, token),
      expires_at: new Date(Date.now() + EMAIL_VERIFICATION_TTL_MS),
    });
  });
  await mailer.send({
    to: user.email,
    subject: "Verify your email address for Hangar",
    text:
      `Confirm that ${user.email} is yours by opening this link while signed in to Hangar (valid for 24 hours):\n` +
      `${verificationLink(env.appOrigin, token)}\n\n` +
      "If you did not create a Hangar account with this address, ignore this message: nobody can use the link without signing in to that account.",
  });
  return { message: `We sent a verification link to ${user.email}.` };
}

/**
 * Verifies the signed-in user's address with a mailed link. The link must be opened in a session of the
 * account it was sent for: someone who signed up with another person's address and asked for a link
 * cannot use it (it went to that person), and that person cannot verify the stranger's account by
 * clicking it without its password.
 */
export async function confirmEmailVerification({ db, env }: AuthDeps, userId: string, token: string): Promise<UserRow> {
  const user = await signedInUser(db, userId);
  if (user.is_email_verified) return user;
  const email = user.email.toLowerCase();
  const secret = hmac(env.secretKey, token);
  const matches = and(eq(authTokens.kind, "email_verification"), eq(authTokens.email, email), eq(authTokens.secret_hash, secret));
  const [used] = await db
    .update(authTokens)
    .set({ used_at: new Date() })
    .where(and(matches, isNull(authTokens.used_at), gt(authTokens.expires_at, new Date())))
    .returning({ id: authTokens.id });
  if (!used) {
    const [known] = await db.select().from(authTokens).where(matches).limit(1);
    throw badRequest(known && !known.used_at ? EXPIRED_VERIFICATION_LINK : INVALID_VERIFICATION_LINK);
  }
  await updateEmailVerified(db, user.id);
  return { ...user, is_email_verified: true };
}
