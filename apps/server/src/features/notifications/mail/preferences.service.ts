import { NOTIFICATION_PREFERENCE_KEYS, type NotificationPreferences } from "@hangar/contracts";
import type { Db } from "../../../db/client";
import * as repo from "./preferences.repo";

/** Every kind of activity is mailed until the user says otherwise. */
export const DEFAULT_PREFERENCES: NotificationPreferences = Object.fromEntries(
  NOTIFICATION_PREFERENCE_KEYS.map((key) => [key, true]),
) as NotificationPreferences;

export async function getPreferences(db: Db, userId: string): Promise<NotificationPreferences> {
  return (await repo.findPreferences(db, userId)) ?? { ...DEFAULT_PREFERENCES };
}

/** Changes only the kinds the body names; an empty body answers the current choices. */
export async function updatePreferences(
  db: Db,
  userId: string,
  changes: Partial<NotificationPreferences>,
): Promise<NotificationPreferences> {
  const named = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  if (Object.keys(named).length === 0) return getPreferences(db, userId);
  return repo.upsertPreferences(db, userId, named);
}
