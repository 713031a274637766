import { PROFILE_ISSUE_TYPES, type ProfileIssueType } from "@hangar/contracts";
import { personName } from "../../../lib/person-name";

export const PROFILE_TAB_LABELS: Record<ProfileIssueType, string> = {
  assigned: "Assigned",
  created: "Created",
  subscribed: "Subscribed",
};

export const isProfileIssueType = (value: string | undefined): value is ProfileIssueType =>
  (PROFILE_ISSUE_TYPES as readonly string[]).includes(value ?? "");

export const profilePath = (slug: string, userId: string) => `/${slug}/profile/${userId}`;

/** "Ada Lovelace", else the display name: the app's one rule for naming people (lib/person-name). */
export const memberName = personName;
