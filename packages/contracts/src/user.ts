import { z } from "zod";
import { imageUrl, jsonObject, text, uuid } from "./common";
import { ONBOARDING_STEPS } from "./constants";

export type User = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  display_name: string;
  avatar: string | null;
  avatar_url: string | null;
  is_active: boolean;
  is_bot: boolean;
  is_password_autoset: boolean;
  is_email_verified: boolean;
  date_joined: string;
  last_login_at: string | null;
};

export type UserProfile = {
  id: string;
  user: string;
  role: string | null;
  last_workspace_id: string | null;
  theme: Record<string, unknown>;
  onboarding_step: Record<(typeof ONBOARDING_STEPS)[number], boolean>;
  is_onboarded: boolean;
  is_tour_completed: boolean;
  use_case: string | null;
  billing_address_country: string | null;
  billing_address: string | null;
  has_billing_address: boolean;
  language: string;
  created_at: string;
  updated_at: string;
};

export type UserSettings = {
  id: string;
  email: string;
  workspace: {
    last_workspace_id: string | null;
    last_workspace_slug: string | null;
    fallback_workspace_id: string | null;
    fallback_workspace_slug: string | null;
    invites: number;
  };
};

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
    theme: jsonObject,
    onboarding_step: z.object(Object.fromEntries(ONBOARDING_STEPS.map((s) => [s, z.boolean()]))).partial(),
    language: text().min(2).max(16),
    billing_address_country: text().max(255).nullable(),
    billing_address: text().max(2000).nullable(),
    has_billing_address: z.boolean(),
    last_workspace_id: uuid.nullable(),
  })
  .partial()
  .strict();

export const onboardBody = z.object({ is_onboarded: z.boolean() }).strict();
export const tourCompletedBody = z.object({ is_tour_completed: z.boolean() }).strict();

export type InstanceAdminStatus = { is_instance_admin: boolean };
/** project id → the caller's project role, for the projects of one workspace they are an active member of. */
export type ProjectRoles = Record<string, number>;
