import {
  AUTH_ERROR,
  checkPassword,
  type EmailCheckResponse,
  MAGIC_CODE_MAX_ATTEMPTS,
  MAGIC_CODE_TTL_MS,
  PASSWORD_RESET_TTL_MS,
  passwordUserInputs,
  signUpBody,
  weakPasswordMessage,
} from "@hangar/contracts";
import { and, count, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { authTokens, instance, users } from "../../db/schema";
import { hmac, randomToken, safeEqual, sixDigitCode } from "../../lib/crypto";
import type { Env } from "../../lib/env";
import { AuthError } from "../../lib/errors";
import type { Mailer } from "../../lib/mail";
import { revokeUserSessions } from "../../lib/session";
import { findUserByEmail, findUserById, insertUser, type UserRow } from "../users";
import { type AccountAction, consumeAccountAttempt } from "./account-rate-limit";
import { hashPassword, verifyPassword } from "./passwords";

export type AuthDeps = { db: Db; env: Env; mailer: Mailer };

const emailSchema = z.email();
const INSTANCE_ADMIN_LOCK = 727_274_002;

export function normalizeEmail(raw: unknown, missingCode: number = AUTH_ERROR.EMAIL_REQUIRED): string {
  if (typeof raw !== "string" || raw.trim() === "") throw new AuthError(missingCode, "Email is required.");
  const email = raw.trim().toLowerCase();
  if (!emailSchema.safeParse(email).success || email.length > 254) {
    throw new AuthError(AUTH_ERROR.INVALID_EMAIL, "The email address is not valid.");
  }
  return email;
}

/** The same estimator, dictionaries and personal words as the web form's strength meter. */
async function assertStrongPassword(
  password: string,
  code: number,
  account: { email: string; first_name?: string | null; last_name?: string | null },
) {
  const check = await checkPassword(password, passwordUserInputs(account.email, account.first_name, account.last_name));
  if (check.strength !== "strength valid") throw new AuthError(code, weakPasswordMessage(check));
}

/** The per-account budget, beside the per-address one each auth route has. */
const limitAccount = ({ db, env }: AuthDeps, email: string, action: AccountAction) =>
  consumeAccountAttempt(db, email, action, env.authAccountRateLimitMax);

function assertActive(user: UserRow) {
  if (!user.is_active) throw new AuthError(AUTH_ERROR.USER_ACCOUNT_DEACTIVATED, "Your account has been deactivated.");
}

export async function emailCheck({ db, env }: AuthDeps, rawEmail: unknown): Promise<EmailCheckResponse> {
  const email = normalizeEmail(rawEmail);
  const user = await findUserByEmail(db, email);
  if (user) {
    assertActive(user);
    const status = user.password_hash && !user.is_password_autoset && env.enablePasswordLogin ? "CREDENTIAL" : "MAGIC_CODE";
    return { existing: true, status };
  }
  if (!env.enableSignup) throw new AuthError(AUTH_ERROR.SIGNUP_DISABLED, "New account sign-up is disabled on this instance.");
  return { existing: false, status: env.enablePasswordLogin ? "CREDENTIAL" : "MAGIC_CODE" };
}

/** Creates an account; the first account on a fresh instance becomes its instance admin. */
async function createAccount(
  db: Db,
  email: string,
  fields: { password: string | null; first_name?: string; last_name?: string },
) {
  const password_hash = fields.password ? await hashPassword(fields.password) : null;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${INSTANCE_ADMIN_LOCK})`);
    if (await findUserByEmail(tx, email)) {
      throw new AuthError(AUTH_ERROR.USER_ALREADY_EXIST, "An account with this email already exists.");
    }
    const [{ n }] = await tx.select({ n: count() }).from(users);
    const user = await insertUser(tx, {
      email,
      password_hash,
      first_name: fields.first_name?.trim() ?? "",
      last_name: fields.last_name?.trim() ?? "",
      is_password_autoset: fields.password === null,
      is_email_verified: fields.password === null,
      is_instance_admin: n === 0,
    });
    if (n === 0) await tx.update(instance).set({ is_setup_done: true, updated_at: new Date() });
    return user;
  });
}

export async function signUp(
  { db, env }: AuthDeps,
  body: { email?: unknown; password?: unknown; first_name?: unknown; last_name?: unknown },
): Promise<UserRow> {
  if (!env.enableSignup) throw new AuthError(AUTH_ERROR.SIGNUP_DISABLED, "New account sign-up is disabled on this instance.");
  if (!env.enablePasswordLogin)
    throw new AuthError(AUTH_ERROR.PASSWORD_LOGIN_DISABLED, "Password sign-in is disabled on this instance.");
  const email = normalizeEmail(body.email, AUTH_ERROR.REQUIRED_EMAIL_PASSWORD_SIGN_UP);
  if (typeof body.password !== "string" || body.password === "") {
    throw new AuthError(AUTH_ERROR.REQUIRED_EMAIL_PASSWORD_SIGN_UP, "Email and password are required.");
  }
  const names = signUpBody.pick({ first_name: true, last_name: true }).safeParse(body);
  if (!names.success)
    throw new AuthError(AUTH_ERROR.AUTHENTICATION_FAILED_SIGN_UP, "First and last names must be text of at most 255 characters.");
  await assertStrongPassword(body.password, AUTH_ERROR.INVALID_PASSWORD, { ...names.data, email });
  return createAccount(db, email, { password: body.password, ...names.data });
}

export async function signIn(deps: AuthDeps, body: { email?: unknown; password?: unknown }): Promise<UserRow> {
  const { db, env } = deps;
  if (!env.enablePasswordLogin)
    throw new AuthError(AUTH_ERROR.PASSWORD_LOGIN_DISABLED, "Password sign-in is disabled on this instance.");
  const email = normalizeEmail(body.email, AUTH_ERROR.REQUIRED_EMAIL_PASSWORD_SIGN_IN);
  if (typeof body.password !== "string" || body.password === "") {
    throw new AuthError(AUTH_ERROR.REQUIRED_EMAIL_PASSWORD_SIGN_IN, "Email and password are required.");
  }
  await limitAccount(deps, email, "credential");
  const user = await findUserByEmail(db, email);
  if (!user) throw new AuthError(AUTH_ERROR.USER_DOES_NOT_EXIST, "No account exists with this email.");
  assertActive(user);
  if (!(await verifyPassword(user.password_hash, body.password))) {
    throw new AuthError(AUTH_ERROR.INVALID_PASSWORD, "The password is incorrect.");
  }
  await db.update(users).set({ last_login_at: new Date() }).where(eq(users.id, user.id));
  return user;
}

export async function generateMagicCode(deps: AuthDeps, rawEmail: unknown): Promise<{ key: string }> {
  const { db, env, mailer } = deps;
  if (!env.enableMagicLogin)
    throw new AuthError(AUTH_ERROR.MAGIC_LINK_LOGIN_DISABLED, "Sign-in with a code is disabled on this instance.");
  const email = normalizeEmail(rawEmail);
  await limitAccount(deps, email, "mail");
  const user = await findUserByEmail(db, email);
  if (user) assertActive(user);
  else if (!env.enableSignup)
    throw new AuthError(AUTH_ERROR.SIGNUP_DISABLED, "New account sign-up is disabled on this instance.");
  const code = sixDigitCode();
  await db.transaction(async (tx) => {
    // A new code replaces any earlier one: only the latest code mailed can be used.
    await tx
      .update(authTokens)
      .set({ used_at: new Date() })
      .where(and(eq(authTokens.kind, "magic_code"), eq(authTokens.email, email), isNull(authTokens.used_at)));
    await tx.insert(authTokens).values({
      kind: "magic_code",
      email,
      secret_hash: hmac(env.secretKey, code),
      expires_at: new Date(Date.now() + MAGIC_CODE_TTL_MS),
    });
  });
  await mailer.send({
    to: email,
    subject: `${code} is your Hangar sign-in code`,
    text: `Your Hangar sign-in code is ${code}\n\nIt expires in 10 minutes. If you did not ask for it, ignore this message.`,
  });
  return { key: `magic_${email}` };
}

const invalidCode = () => new AuthError(AUTH_ERROR.INVALID_MAGIC_CODE, "The code is not valid.");
const exhaustedCode = () =>
  new AuthError(AUTH_ERROR.EMAIL_CODE_ATTEMPT_EXHAUSTED, "Too many wrong attempts. Ask for a new code.");

/** Why the latest code of an email takes no more guesses. */
async function unusableCodeError(db: Db, email: string): Promise<AuthError> {
  const [token] = await db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.kind, "magic_code"), eq(authTokens.email, email)))
    .orderBy(desc(authTokens.created_at))
    .limit(1);
  if (token && token.attempts >= MAGIC_CODE_MAX_ATTEMPTS) return exhaustedCode();
  if (token && !token.used_at && token.expires_at.getTime() <= Date.now())
    return new AuthError(AUTH_ERROR.EXPIRED_MAGIC_CODE, "The code has expired. Ask for a new one.");
  return new AuthError(AUTH_ERROR.INVALID_MAGIC_CODE, "The code is not valid. Ask for a new one.");
}

/**
 * Checks a guess at the latest code mailed to an email. The attempt is consumed, in one conditional
 * UPDATE, before the guess is compared: concurrent guesses queue on the row and only the first
 * MAGIC_CODE_MAX_ATTEMPTS of them are ever compared, however many arrive at once.
 */
async function consumeMagicCode(db: Db, env: Env, email: string, code: string): Promise<void> {
  const latest = db
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(and(eq(authTokens.kind, "magic_code"), eq(authTokens.email, email)))
    .orderBy(desc(authTokens.created_at))
    .limit(1);
  const [token] = await db
    .update(authTokens)
    .set({ attempts: sql`${authTokens.attempts} + 1` })
    .where(
      and(
        eq(authTokens.id, sql`(${latest})`),
        isNull(authTokens.used_at),
        lt(authTokens.attempts, MAGIC_CODE_MAX_ATTEMPTS),
        gt(authTokens.expires_at, new Date()),
      ),
    )
    .returning({ id: authTokens.id, secret_hash: authTokens.secret_hash, attempts: authTokens.attempts });
  if (!token) throw await unusableCodeError(db, email);
  if (!/^\d{6}$/.test(code) || !safeEqual(token.secret_hash, hmac(env.secretKey, code))) {
    throw token.attempts >= MAGIC_CODE_MAX_ATTEMPTS ? exhaustedCode() : invalidCode();
  }
  // A code signs in once, even when the right guess arrives twice at the same moment.
  const [used] = await db
    .update(authTokens)
    .set({ used_at: new Date() })
    .where(and(eq(authTokens.id, token.id), isNull(authTokens.used_at)))
    .returning({ id: authTokens.id });
  if (!used) throw invalidCode();
}

export async function magicSignIn(deps: AuthDeps, body: { email?: unknown; code?: unknown }): Promise<UserRow> {
  const { db, env } = deps;
  if (!env.enableMagicLogin)
    throw new AuthError(AUTH_ERROR.MAGIC_LINK_LOGIN_DISABLED, "Sign-in with a code is disabled on this instance.");
  const email = normalizeEmail(body.email);
  const code = typeof body.code === "string" ? body.code.trim() : "";
  await limitAccount(deps, email, "credential");
  await consumeMagicCode(db, env, email, code);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    assertActive(existing);
    if (!existing.is_email_verified) return claimUnverifiedAccount(db, existing);
    await db.update(users).set({ last_login_at: new Date() }).where(eq(users.id, existing.id));
    return existing;
  }
  if (!env.enableSignup) throw new AuthError(AUTH_ERROR.SIGNUP_DISABLED, "New account sign-up is disabled on this instance.");
  return createAccount(db, email, { password: null });
}

/**
 * The first sign-in that proves the address (a mailed code) to an account whose address was never
 * proven: whoever signed it up with a password may not have owned the address, so that password and
 * every session made with it end here (account pre-hijacking). The owner can set a password again.
 */
async function claimUnverifiedAccount(db: Db, user: UserRow): Promise<UserRow> {
  const [claimed] = await db
    .update(users)
    .set({
      is_email_verified: true,
      password_hash: null,
      is_password_autoset: true,
      last_login_at: new Date(),
      updated_at: new Date(),
    })
    .where(eq(users.id, user.id))
    .returning();
  await revokeUserSessions(db, user.id);
  return claimed ?? user;
}

export async function forgotPassword(deps: AuthDeps, rawEmail: unknown): Promise<void> {
  const { db, env, mailer } = deps;
  const email = normalizeEmail(rawEmail);
  await limitAccount(deps, email, "mail");
  const user = await findUserByEmail(db, email);
  if (!user) throw new AuthError(AUTH_ERROR.USER_DOES_NOT_EXIST, "No account exists with this email.");
  assertActive(user);
  const token = randomToken();
  await db.insert(authTokens).values({
    kind: "password_reset",
    email,
    secret_hash: hmac(env.secretKey, token),
    expires_at: new Date(Date.now() + PASSWORD_RESET_TTL_MS),
  });
  const uidb64 = Buffer.from(user.id).toString("base64url");
  const link = `${env.appOrigin}/accounts/reset-password?uidb64=${uidb64}&token=${token}&email=${encodeURIComponent(email)}`;
  await mailer.send({
    to: email,
    subject: "Reset your Hangar password",
    text: `Someone asked to reset the password of your Hangar account.\n\nSet a new password here (valid for one hour):\n${link}\n\nIf it was not you, ignore this message.`,
  });
}

export async function resetPassword(
  { db, env }: AuthDeps,
  body: { uidb64: string; token: string; password: string },
): Promise<UserRow> {
  const userId = Buffer.from(body.uidb64, "base64url").toString();
  const user = /^[0-9a-f-]{36}$/i.test(userId) ? await findUserById(db, userId) : undefined;
  if (!user) throw new AuthError(AUTH_ERROR.INVALID_PASSWORD_TOKEN, "The reset link is not valid.");
  const [token] = await db
    .select()
    .from(authTokens)
    .where(
      and(
        eq(authTokens.kind, "password_reset"),
        eq(authTokens.email, user.email.toLowerCase()),
        eq(authTokens.secret_hash, hmac(env.secretKey, body.token)),
      ),
    )
    .limit(1);
  if (!token || token.used_at) throw new AuthError(AUTH_ERROR.INVALID_PASSWORD_TOKEN, "The reset link is not valid.");
  if (token.expires_at.getTime() <= Date.now())
    throw new AuthError(AUTH_ERROR.EXPIRED_PASSWORD_TOKEN, "The reset link has expired.");
  await assertStrongPassword(body.password, AUTH_ERROR.INVALID_NEW_PASSWORD, user);
  const password_hash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    const [used] = await tx
      .update(authTokens)
      .set({ used_at: new Date() })
      .where(and(eq(authTokens.id, token.id), isNull(authTokens.used_at)))
      .returning({ id: authTokens.id });
    if (!used) throw new AuthError(AUTH_ERROR.INVALID_PASSWORD_TOKEN, "The reset link is not valid.");
    // The link was mailed to the address, so using it proves the address too.
    await tx
      .update(users)
      .set({ password_hash, is_password_autoset: false, is_email_verified: true, updated_at: new Date() })
      .where(eq(users.id, user.id));
  });
  return user;
}

export async function setPassword({ db }: AuthDeps, userId: string, password: unknown): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw new AuthError(AUTH_ERROR.USER_DOES_NOT_EXIST, "No account exists with this email.");
  if (!user.is_password_autoset && user.password_hash)
    throw new AuthError(AUTH_ERROR.PASSWORD_ALREADY_SET, "A password is already set.");
  if (typeof password !== "string" || password === "") throw new AuthError(AUTH_ERROR.MISSING_PASSWORD, "Password is required.");
  await assertStrongPassword(password, AUTH_ERROR.INVALID_NEW_PASSWORD, user);
  await db
    .update(users)
    .set({ password_hash: await hashPassword(password), is_password_autoset: false, updated_at: new Date() })
    .where(eq(users.id, userId));
}

export async function changePassword({ db }: AuthDeps, userId: string, body: { old_password: string; new_password: string }) {
  const user = await findUserById(db, userId);
  if (!user) throw new AuthError(AUTH_ERROR.USER_DOES_NOT_EXIST, "No account exists with this email.");
  if (!body.old_password || !body.new_password)
    throw new AuthError(AUTH_ERROR.MISSING_PASSWORD, "Old and new passwords are required.");
  if (!(await verifyPassword(user.password_hash, body.old_password))) {
    throw new AuthError(AUTH_ERROR.INCORRECT_OLD_PASSWORD, "The old password is incorrect.");
  }
  await assertStrongPassword(body.new_password, AUTH_ERROR.INVALID_NEW_PASSWORD, user);
  await db
    .update(users)
    .set({ password_hash: await hashPassword(body.new_password), is_password_autoset: false, updated_at: new Date() })
    .where(eq(users.id, userId));
}
