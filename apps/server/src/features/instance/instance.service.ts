import type { InstanceInfo } from "@hangar/contracts";
import { count } from "drizzle-orm";
import type { Db } from "../../db/client";
import { instance, users } from "../../db/schema";
import type { Env } from "../../lib/env";

export const APP_VERSION = "0.1.0";

/** The instance row is created lazily: the first request on a fresh database makes it. */
export async function getInstanceRow(db: Db) {
  const [row] = await db.select().from(instance).limit(1);
  if (row) return row;
  const [created] = await db.insert(instance).values({}).returning();
  return created;
}

export async function getInstanceInfo(db: Db, env: Env, smtpConfigured: boolean): Promise<InstanceInfo> {
  const row = await getInstanceRow(db);
  const [{ n }] = await db.select({ n: count() }).from(users);
  return {
    instance: {
      id: row.id,
      instance_name: row.instance_name,
      is_setup_done: row.is_setup_done || n > 0,
      created_at: row.created_at.toISOString(),
      version: APP_VERSION,
    },
    config: {
      is_signup_enabled: env.enableSignup,
      is_email_password_enabled: env.enablePasswordLogin,
      is_magic_login_enabled: env.enableMagicLogin,
      is_smtp_configured: smtpConfigured,
      app_origin: env.appOrigin,
      file_size_limit: env.uploadMaxBytes,
    },
  };
}
