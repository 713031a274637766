import { AUTH_ERROR } from "@hangar/contracts";
import { ApiError } from "../../../lib/api";

/** Where an auth error is shown (spec §8: banner, toast, inline email / password / code). */
export type AuthErrorChannel = "email" | "password" | "code" | "banner";
export type AuthErrors = Partial<Record<AuthErrorChannel, string>>;

const EMAIL_CODES = new Set<number>([
  AUTH_ERROR.INVALID_EMAIL,
  AUTH_ERROR.EMAIL_REQUIRED,
  AUTH_ERROR.USER_DOES_NOT_EXIST,
  AUTH_ERROR.USER_ALREADY_EXIST,
  AUTH_ERROR.INVALID_EMAIL_SIGN_UP,
  AUTH_ERROR.INVALID_EMAIL_SIGN_IN,
]);

const PASSWORD_CODES = new Set<number>([
  AUTH_ERROR.INVALID_PASSWORD,
  AUTH_ERROR.INCORRECT_OLD_PASSWORD,
  AUTH_ERROR.MISSING_PASSWORD,
  AUTH_ERROR.INVALID_NEW_PASSWORD,
  AUTH_ERROR.REQUIRED_EMAIL_PASSWORD_SIGN_UP,
  AUTH_ERROR.REQUIRED_EMAIL_PASSWORD_SIGN_IN,
]);

// Codes 5092, 5097 and 5102 are the spec's second readings of invalid / expired / exhausted codes.
const CODE_CODES = new Set<number>([
  AUTH_ERROR.INVALID_MAGIC_CODE,
  5092,
  AUTH_ERROR.EXPIRED_MAGIC_CODE,
  5097,
  AUTH_ERROR.EMAIL_CODE_ATTEMPT_EXHAUSTED,
  5102,
]);

const FALLBACK_MESSAGES: Record<number, string> = {
  [AUTH_ERROR.INSTANCE_NOT_CONFIGURED]: "This instance is not configured yet.",
  [AUTH_ERROR.INVALID_EMAIL]: "The email address is not valid.",
  [AUTH_ERROR.EMAIL_REQUIRED]: "Email is required.",
  [AUTH_ERROR.SIGNUP_DISABLED]: "New account sign-up is disabled on this instance.",
  [AUTH_ERROR.MAGIC_LINK_LOGIN_DISABLED]: "Sign-in with a code is disabled on this instance.",
  [AUTH_ERROR.PASSWORD_LOGIN_DISABLED]: "Password sign-in is disabled on this instance.",
  [AUTH_ERROR.USER_ACCOUNT_DEACTIVATED]: "Your account has been deactivated.",
  [AUTH_ERROR.INVALID_PASSWORD]: "The password is incorrect.",
  [AUTH_ERROR.SMTP_NOT_CONFIGURED]: "Email delivery is not configured on this instance.",
  [AUTH_ERROR.USER_ALREADY_EXIST]: "An account with this email already exists.",
  [AUTH_ERROR.USER_DOES_NOT_EXIST]: "No account exists with this email.",
  [AUTH_ERROR.INVALID_MAGIC_CODE]: "The code is not valid.",
  [AUTH_ERROR.EXPIRED_MAGIC_CODE]: "The code has expired. Ask for a new one.",
  [AUTH_ERROR.EMAIL_CODE_ATTEMPT_EXHAUSTED]: "Too many wrong attempts. Ask for a new code.",
  [AUTH_ERROR.INVALID_PASSWORD_TOKEN]: "The reset link is not valid.",
  [AUTH_ERROR.EXPIRED_PASSWORD_TOKEN]: "The reset link has expired.",
  [AUTH_ERROR.INCORRECT_OLD_PASSWORD]: "The old password is incorrect.",
  [AUTH_ERROR.MISSING_PASSWORD]: "Password is required.",
  [AUTH_ERROR.INVALID_NEW_PASSWORD]: "The new password is not strong enough.",
  [AUTH_ERROR.PASSWORD_ALREADY_SET]: "A password is already set.",
  [AUTH_ERROR.RATE_LIMIT_EXCEEDED]: "Too many attempts. Please wait a minute and try again.",
};

export function authErrorChannel(code: number | undefined): AuthErrorChannel {
  if (code === undefined) return "banner";
  if (EMAIL_CODES.has(code)) return "email";
  if (PASSWORD_CODES.has(code)) return "password";
  if (CODE_CODES.has(code)) return "code";
  return "banner";
}

/** Turns a failed auth call into the message for the one place it belongs. */
export function toAuthErrors(error: unknown): AuthErrors {
  if (!(error instanceof ApiError)) return { banner: "Something went wrong. Please try again." };
  const code = error.code;
  const message =
    error.body.error_message ?? (code !== undefined ? FALLBACK_MESSAGES[code] : undefined) ?? error.body.error ?? error.message;
  return { [authErrorChannel(code)]: message };
}
