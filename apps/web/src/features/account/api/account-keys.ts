import { queryKeys } from "../../../lib/query-keys";

/** Under ["users", "me"], so sign-out drops them with everything else about the user. */
export const accountKeys = {
  sessions: [...queryKeys.me, "sessions"] as const,
  activities: [...queryKeys.me, "activities"] as const,
  notificationPreferences: [...queryKeys.me, "notification-preferences"] as const,
};
