import type { DateFormat, TimeFormat } from "@hangar/contracts";
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, timestamps, ts } from "./columns";

export const users = pgTable(
  "users",
  {
    id: id(),
    email: text("email").notNull(),
    first_name: text("first_name").notNull().default(""),
    last_name: text("last_name").notNull().default(""),
    display_name: text("display_name").notNull(),
    avatar: text("avatar"),
    password_hash: text("password_hash"),
    is_password_autoset: boolean("is_password_autoset").notNull().default(false),
    is_active: boolean("is_active").notNull().default(true),
    is_bot: boolean("is_bot").notNull().default(false),
    is_email_verified: boolean("is_email_verified").notNull().default(false),
    is_instance_admin: boolean("is_instance_admin").notNull().default(false),
    last_login_at: ts("last_login_at"),
    ...timestamps,
  },
  (t) => [uniqueIndex("users_email_key").on(sql`lower(${t.email})`)],
);

export const userProfiles = pgTable("user_profiles", {
  id: id(),
  user_id: uuid("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  role: text("role"),
  last_workspace_id: uuid("last_workspace_id"),
  theme: jsonb("theme").$type<Record<string, unknown>>().notNull().default({}),
  onboarding_step: jsonb("onboarding_step")
    .$type<Record<string, boolean>>()
    .notNull()
    .default({ profile_complete: false, workspace_create: false, workspace_invite: false, workspace_join: false }),
  is_onboarded: boolean("is_onboarded").notNull().default(false),
  is_tour_completed: boolean("is_tour_completed").notNull().default(false),
  use_case: text("use_case"),
  billing_address_country: text("billing_address_country"),
  billing_address: text("billing_address"),
  has_billing_address: boolean("has_billing_address").notNull().default(false),
  language: text("language").notNull().default("en"),
  /** How the user reads dates and times (contracts account.ts): null and "auto" follow the browser. */
  timezone: text("timezone"),
  date_format: text("date_format").$type<DateFormat>().notNull().default("auto"),
  time_format: text("time_format").$type<TimeFormat>().notNull().default("auto"),
  ...timestamps,
});

/** Server-side sessions: only a SHA-256 of the cookie value is stored, so a leaked table grants nothing. */
export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    token_hash: text("token_hash").notNull().unique(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    user_agent: text("user_agent"),
    ip: text("ip"),
    expires_at: ts("expires_at").notNull(),
    created_at: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("sessions_user_idx").on(t.user_id)],
);

/** One-time secrets: magic sign-in codes, password reset and email verification tokens (hashed). */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: id(),
    kind: text("kind").$type<"magic_code" | "password_reset" | "email_verification">().notNull(),
    email: text("email").notNull(),
    secret_hash: text("secret_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expires_at: ts("expires_at").notNull(),
    used_at: ts("used_at"),
    created_at: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("auth_tokens_email_idx").on(t.kind, t.email)],
);

/**
 * Fixed-window counters of auth attempts per account (keyed by a normalised email), kept in the
 * database so that every server process sharing it counts against the same budget.
 */
export const authRateLimits = pgTable(
  "auth_rate_limits",
  {
    key: text("key").primaryKey(),
    window_started_at: ts("window_started_at").notNull(),
    hits: integer("hits").notNull(),
  },
  (t) => [index("auth_rate_limits_window_idx").on(t.window_started_at)],
);

export const instance = pgTable("instance", {
  id: id(),
  instance_name: text("instance_name").notNull().default("Hangar"),
  is_setup_done: boolean("is_setup_done").notNull().default(false),
  ...timestamps,
});
