import { z } from "zod";
import { text } from "./common";

export const emailCheckBody = z.object({ email: z.string() });
export const signUpBody = z.object({
  email: z.string(),
  password: z.string(),
  first_name: text().max(255).optional(),
  last_name: text().max(255).optional(),
});
export const signInBody = z.object({ email: z.string(), password: z.string() });
export const magicGenerateBody = z.object({ email: z.string() });
export const magicSignInBody = z.object({ email: z.string(), code: z.string() });
export const forgotPasswordBody = z.object({ email: z.string() });
export const resetPasswordBody = z.object({ uidb64: z.string(), token: z.string(), password: z.string() });
export const setPasswordBody = z.object({ password: z.string() });
export const verifyEmailBody = z.object({ token: text().min(1).max(200) });
export const changePasswordBody = z.object({ old_password: z.string(), new_password: z.string() });

/**
 * An auth form as clients send it (typed and documented), never refused by validation: a missing or
 * malformed field is answered with the spec's auth error code (§8) by the route, which reads each field
 * as unknown. A body that does not match reaches the route as sent.
 */
export const authForm = <T extends z.ZodObject>(form: T) => form.catch((ctx) => ctx.input as z.output<T>);

export const emailCheckResponseSchema = z.object({ existing: z.boolean(), status: z.enum(["MAGIC_CODE", "CREDENTIAL"]) });
export type EmailCheckResponse = z.infer<typeof emailCheckResponseSchema>;
/** What an auth step that only informs answers (`Password set.`, `Check your email…`). */
export const authMessageSchema = z.object({ message: z.string() });
export const magicGenerateResponseSchema = z.object({ key: z.string() });
export const csrfTokenSchema = z.object({ csrf_token: z.string() });
export const signedOutSchema = z.object({ signed_out: z.literal(true) });

/** A mailed email-verification link stays valid this long (and works once). */
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
