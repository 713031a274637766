import type { NotificationPreferences } from "@hangar/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { notificationPreferences } from "../../../db/schema";

const columns = {
  property_change: notificationPreferences.property_change,
  state_change: notificationPreferences.state_change,
  issue_completed: notificationPreferences.issue_completed,
  comment: notificationPreferences.comment,
  mention: notificationPreferences.mention,
};

/** The user's stored choices; undefined when they never chose (every kind is mailed then). */
export async function findPreferences(db: Db, userId: string): Promise<NotificationPreferences | undefined> {
  const [row] = await db.select(columns).from(notificationPreferences).where(eq(notificationPreferences.user_id, userId));
  return row;
}

/**
 * Stores the changed kinds over the user's row, or a new row (the others at their default): one
 * statement, so two first saves at once both land.
 */
export async function upsertPreferences(
  db: Db,
  userId: string,
  changes: Partial<NotificationPreferences>,
): Promise<NotificationPreferences> {
  const [row] = await db
    .insert(notificationPreferences)
    .values({ user_id: userId, ...changes })
    .onConflictDoUpdate({ target: notificationPreferences.user_id, set: { ...changes, updated_at: new Date() } })
    .returning(columns);
  return row as NotificationPreferences;
}
