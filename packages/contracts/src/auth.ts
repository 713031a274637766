import { z } from "zod";
import { NUL_MESSAGE, text } from "./common";

/** Longest value an auth form field may carry; each form declares it, and `authForm` enforces it. */
export const AUTH_EMAIL_MAX = 254;
export const AUTH_PASSWORD_MAX = 256;
export const AUTH_TOKEN_MAX = 512;
const emailField = text().max(AUTH_EMAIL_MAX);
const passwordField = text().max(AUTH_PASSWORD_MAX);
const tokenField = text().max(AUTH_TOKEN_MAX);

export const emailCheckBody = z.object({ email: emailField });
export const signUpBody = z.object({
  email: emailField,
  password: passwordField,
  first_name: text().max(255).optional(),
  last_name: text().max(255).optional(),
});
export const signInBody = z.object({ email: emailField, password: passwordField });
export const magicGenerateBody = z.object({ email: emailField });
export const magicSignInBody = z.object({ email: emailField, code: tokenField });
export const forgotPasswordBody = z.object({ email: emailField });
export const resetPasswordBody = z.object({ uidb64: tokenField, token: tokenField, password: passwordField });
export const setPasswordBody = z.object({ password: passwordField });
export const verifyEmailBody = z.object({ token: text().min(1).max(200) });
export const changePasswordBody = z.object({ old_password: passwordField, new_password: passwordField });

/**
 * An auth form as clients send it (typed and documented), never refused by validation: a missing or
 * malformed field is answered with the spec's auth error code (§8) by the route, which reads each field
 * as unknown. A body that does not match reaches the route as sent.
 */
export const authForm = <T extends z.ZodObject>(form: T) =>
  form
    .catch((ctx) => ctx.input as z.output<T>)
    .superRefine((value, ctx) => {
      // What no route can store or compare is still refused up front: NUL, and a field over its length.
      const parsed = form.safeParse(value);
      if (parsed.success) return;
      for (const issue of parsed.error.issues) {
        if (issue.code === "too_big" || issue.message === NUL_MESSAGE)
          ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
      }
    });

export const emailCheckResponseSchema = z.object({ existing: z.boolean(), status: z.enum(["MAGIC_CODE", "CREDENTIAL"]) });
export type EmailCheckResponse = z.infer<typeof emailCheckResponseSchema>;
/** What an auth step that only informs answers (`Password set.`, `Check your email…`). */
export const authMessageSchema = z.object({ message: z.string() });
export const magicGenerateResponseSchema = z.object({ key: z.string() });
export const csrfTokenSchema = z.object({ csrf_token: z.string() });
export const signedOutSchema = z.object({ signed_out: z.literal(true) });

/** A mailed email-verification link stays valid this long (and works once). */
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
