import { PROFILE_ISSUE_TYPES, type ProfileIssueType } from "@hangar/contracts";

export const PROFILE_TAB_LABELS: Record<ProfileIssueType, string> = {
  assigned: "Assigned",
  created: "Created",
  subscribed: "Subscribed",
};

export const isProfileIssueType = (value: string | undefined): value is ProfileIssueType =>
  (PROFILE_ISSUE_TYPES as readonly string[]).includes(value ?? "");

export const profilePath = (slug: string, userId: string) => `/${slug}/profile/${userId}`;

/** "Ada Lovelace", else the display name. */
export function memberName(user: { first_name: string; last_name: string; display_name: string }): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.display_name;
}
