import { z } from "zod";
import { DATE_FORMATS, isTimeZone, THEMES, TIME_FORMATS } from "./account";
import { imageUrl, jsonObject, text, uuid } from "./common";
import { ONBOARDING_STEPS } from "./constants";

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  display_name: z.string(),
  avatar: z.string().nullable(),
  avatar_url: z.string().nullable(),
  is_active: z.boolean(),
  is_bot: z.boolean(),
  is_password_autoset: z.boolean(),
  is_email_verified: z.boolean(),
  date_joined: z.string(),
  last_login_at: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const userProfileSchema = z.object({
  id: z.string(),
  user: z.string(),
  role: z.string().nullable(),
  last_workspace_id: z.string().nullable(),
  theme: z.record(z.string(), z.unknown()),
  onboarding_step: z.object({
    profile_complete: z.boolean(),
    workspace_create: z.boolean(),
    workspace_invite: z.boolean(),
    workspace_join: z.boolean(),
  } satisfies Record<(typeof ONBOARDING_STEPS)[number], z.ZodBoolean>),
  is_onboarded: z.boolean(),
  is_tour_completed: z.boolean(),
  use_case: z.string().nullable(),
  billing_address_country: z.string().nullable(),
  billing_address: z.string().nullable(),
  has_billing_address: z.boolean(),
  language: z.string(),
  /** An IANA time zone the user reads times in; null follows the browser's. */
  timezone: z.string().nullable(),
  date_format: z.enum(DATE_FORMATS),
  time_format: z.enum(TIME_FORMATS),
  created_at: z.string(),
  updated_at: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const userSettingsSchema = z.object({
  id: z.string(),
  email: z.string(),
  workspace: z.object({
    last_workspace_id: z.string().nullable(),
    last_workspace_slug: z.string().nullable(),
    fallback_workspace_id: z.string().nullable(),
    fallback_workspace_slug: z.string().nullable(),
    invites: z.number(),
  }),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const updateUserBody = z
  .object({
    first_name: text().trim().min(1, "first_name cannot be empty").max(255),
    last_name: text().trim().max(255),
    display_name: text()
      .trim()
      .min(1, "display_name cannot be empty")
      .max(255)
      .regex(/^[^\s]+$/, "display_name cannot contain spaces"),
    avatar: imageUrl.nullable(),
  })
  .partial()
  .strict();

export const updateProfileBody = z
  .object({
    role: text().max(300).nullable(),
    use_case: text().max(300).nullable(),
    theme: jsonObject.refine(
      (value) => value.theme === undefined || (THEMES as readonly unknown[]).includes(value.theme),
      `theme.theme must be one of: ${THEMES.join(", ")}`,
    ),
    onboarding_step: z.object(Object.fromEntries(ONBOARDING_STEPS.map((s) => [s, z.boolean()]))).partial(),
    language: text().min(2).max(16),
    billing_address_country: text().max(255).nullable(),
    billing_address: text().max(2000).nullable(),
    has_billing_address: z.boolean(),
    last_workspace_id: uuid.nullable(),
    timezone: text()
      .max(64, "timezone can be at most 64 characters")
      .refine(isTimeZone, "timezone must be an IANA time zone such as Europe/Paris")
      .nullable(),
    date_format: z.enum(DATE_FORMATS, { message: `date_format must be one of: ${DATE_FORMATS.join(", ")}` }),
    time_format: z.enum(TIME_FORMATS, { message: `time_format must be one of: ${TIME_FORMATS.join(", ")}` }),
  })
  .partial()
  .strict();

export const onboardBody = z.object({ is_onboarded: z.boolean() }).strict();
export const tourCompletedBody = z.object({ is_tour_completed: z.boolean() }).strict();

export const instanceAdminStatusSchema = z.object({ is_instance_admin: z.boolean() });
export type InstanceAdminStatus = z.infer<typeof instanceAdminStatusSchema>;
/** project id → the caller's project role, for the projects of one workspace they are an active member of. */
export const projectRolesSchema = z.record(z.string(), z.number());
export type ProjectRoles = z.infer<typeof projectRolesSchema>;
