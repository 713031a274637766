import { z } from "zod";

/** GET /api/instances/: who this instance is and which sign-in methods it offers (spec §8). */
export const instanceInfoSchema = z.object({
  instance: z.object({
    id: z.string(),
    instance_name: z.string(),
    is_setup_done: z.boolean(),
    created_at: z.string(),
    version: z.string(),
  }),
  config: z.object({
    is_signup_enabled: z.boolean(),
    is_email_password_enabled: z.boolean(),
    is_magic_login_enabled: z.boolean(),
    is_smtp_configured: z.boolean(),
    app_origin: z.string(),
    /** Largest attachment in bytes (FILE_SIZE_LIMIT). */
    file_size_limit: z.number(),
  }),
});
export type InstanceInfo = z.infer<typeof instanceInfoSchema>;
