import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "./constants";

export const emailCheckBody = z.object({ email: z.string() });
export const signUpBody = z.object({
  email: z.string(),
  password: z.string(),
  first_name: z.string().max(255).optional(),
  last_name: z.string().max(255).optional(),
});
export const signInBody = z.object({ email: z.string(), password: z.string() });
export const magicGenerateBody = z.object({ email: z.string() });
export const magicSignInBody = z.object({ email: z.string(), code: z.string() });
export const forgotPasswordBody = z.object({ email: z.string() });
export const resetPasswordBody = z.object({ uidb64: z.string(), token: z.string(), password: z.string() });
export const setPasswordBody = z.object({ password: z.string() });
export const changePasswordBody = z.object({ old_password: z.string(), new_password: z.string() });

export type EmailCheckResponse = { existing: boolean; status: "MAGIC_CODE" | "CREDENTIAL" };

export type PasswordStrength = "empty" | "length not valid" | "strength not valid" | "strength valid";

/**
 * The spec's four password strength states. "Strong" means at least the minimum length and three of
 * lowercase, uppercase, digit and symbol — the server applies the same rule so the UI never lies.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length === 0) return "empty";
  if (password.length < PASSWORD_MIN_LENGTH) return "length not valid";
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  return classes >= 3 ? "strength valid" : "strength not valid";
}
