/**
 * Account rows: the users table as the auth feature signs people up, in and out against it (it needs the
 * row itself, password hash and all, which the users service never hands out). Public on purpose and
 * exported through index.ts; the users service reads the same functions. Profiles, memberships and
 * deactivation stay in users.repo.
 */
import type { User } from "@hangar/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { userProfiles, users } from "../../db/schema";

export type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    display_name: row.display_name,
    avatar: row.avatar,
    avatar_url: row.avatar,
    is_active: row.is_active,
    is_bot: row.is_bot,
    is_password_autoset: row.is_password_autoset,
    is_email_verified: row.is_email_verified,
    date_joined: row.created_at.toISOString(),
    last_login_at: row.last_login_at?.toISOString() ?? null,
  };
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function updateEmailVerified(db: Db, id: string): Promise<void> {
  await db
    .update(users)
    .set({ is_email_verified: true, updated_at: new Date() })
    .where(and(eq(users.id, id), eq(users.is_email_verified, false)));
}

/** Display names are unique-ish handles; derive one from the email's local part. */
export function displayNameFromEmail(email: string): string {
  return (email.split("@")[0] ?? "user").replace(/[^a-zA-Z0-9._-]/g, "").slice(0, 50) || "user";
}

export async function insertUser(
  db: Db,
  values: {
    email: string;
    password_hash: string | null;
    first_name?: string;
    last_name?: string;
    is_password_autoset: boolean;
    is_email_verified: boolean;
    is_instance_admin: boolean;
  },
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, display_name: displayNameFromEmail(values.email), last_login_at: new Date() })
    .returning();
  await db.insert(userProfiles).values({ user_id: row.id });
  return row;
}
