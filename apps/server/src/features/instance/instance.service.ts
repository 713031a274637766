import type { InstanceInfo } from "@hangar/contracts";
import { count } from "drizzle-orm";
import type { Db } from "../../db/client";
import { instance, users } from "../../db/schema";
import { ACCESS_TTL_MS } from "../../lib/access-cache";
import type { Env } from "../../lib/env";

export const APP_VERSION = "0.1.0";

/** The instance row is created lazily: the first request on a fresh database makes it. */
export async function getInstanceRow(db: Db) {
  const [row] = await db.select().from(instance).limit(1);
  if (row) return row;
  const [created] = await db.insert(instance).values({}).returning();
  return created;
}

type InstanceSummary = Omit<InstanceInfo["instance"], "version">;

async function readInstance(db: Db): Promise<InstanceSummary> {
  const row = await getInstanceRow(db);
  const [{ n }] = await db.select({ n: count() }).from(users);
  return {
    id: row.id,
    instance_name: row.instance_name,
    is_setup_done: row.is_setup_done || n > 0,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * Every page load asks for this, and once the instance is set up it never goes back, so a set-up
 * instance's summary is kept per process for the access caches' TTL (which bounds a change of its name
 * in another process). Until set-up every call reads, so the first account is seen at once everywhere.
 */
const setUp = new WeakMap<Db, { summary: InstanceSummary; until: number }>();

async function instanceSummary(db: Db): Promise<InstanceSummary> {
  const kept = setUp.get(db);
  if (kept && kept.until > Date.now()) return kept.summary;
  const summary = await readInstance(db);
  if (summary.is_setup_done) setUp.set(db, { summary, until: Date.now() + ACCESS_TTL_MS });
  return summary;
}

export async function getInstanceInfo(db: Db, env: Env, smtpConfigured: boolean): Promise<InstanceInfo> {
  return {
    instance: { ...(await instanceSummary(db)), version: APP_VERSION },
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
