import { z } from "zod";
import type { StateGroup } from "./constants";
import type { Priority } from "./issue";
import { listIssuesQuery } from "./issue-filters";

/** The lists of a member's profile page (spec §2): issues assigned to, created by or subscribed to by them. */
export const PROFILE_ISSUE_TYPES = ["assigned", "created", "subscribed"] as const;
export type ProfileIssueType = (typeof PROFILE_ISSUE_TYPES)[number];

const isProfileType = (v: unknown): v is ProfileIssueType => (PROFILE_ISSUE_TYPES as readonly unknown[]).includes(v);

/**
 * Every list parameter plus the list: `type` assigned (the default), created or subscribed picks it
 * (read into `list`); active, backlog or all keep their meaning as the state type filter of any list.
 */
export const userIssuesQuery = z.preprocess(
  (raw) => {
    if (!raw || typeof raw !== "object" || !isProfileType((raw as { type?: unknown }).type)) return raw;
    const { type, ...rest } = raw as Record<string, unknown>;
    return { ...rest, list: type };
  },
  listIssuesQuery.safeExtend({
    list: z.enum(PROFILE_ISSUE_TYPES, { message: `type must be one of: ${PROFILE_ISSUE_TYPES.join(", ")}` }).optional(),
  }),
);
export type UserIssuesQuery = z.infer<typeof userIssuesQuery>;

/** Counts over the issues of the projects the caller belongs to (archived issues and drafts left out). */
export type MemberStats = {
  assigned_issues: number;
  /** Assigned and neither completed nor cancelled. */
  pending_issues: number;
  /** Assigned and in a completed state. */
  completed_issues: number;
  created_issues: number;
  subscribed_issues: number;
  /** The assigned issues by state group and by priority; every key present. */
  state_distribution: Record<StateGroup, number>;
  priority_distribution: Record<Priority, number>;
};

export type MemberProfileProject = {
  id: string;
  name: string;
  identifier: string;
  logo_props: Record<string, unknown>;
  assigned_issues: number;
  pending_issues: number;
  completed_issues: number;
  created_issues: number;
};

export type MemberProfile = {
  user_data: {
    id: string;
    first_name: string;
    last_name: string;
    display_name: string;
    avatar: string | null;
    avatar_url: string | null;
    is_bot: boolean;
    date_joined: string;
  };
  /** The member's workspace role. */
  role: number;
  /** Projects the member belongs to that the caller belongs to as well, by name. */
  project_data: MemberProfileProject[];
};
