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

export type EmailCheckResponse = { existing: boolean; status: "MAGIC_CODE" | "CREDENTIAL" };

/** A mailed email-verification link stays valid this long (and works once). */
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
