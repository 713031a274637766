import { z } from "zod";
import { STATE_GROUPS } from "./constants";
import { PROFILE_ISSUE_TYPES } from "./domain/profile";
import { PRIORITIES } from "./issue";
import { listIssuesQuery } from "./issue-filters";

export { PROFILE_ISSUE_TYPES } from "./domain/profile";

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

const countsOf = <K extends string>(keys: readonly [K, ...K[]]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.number()])) as Record<K, z.ZodNumber>);

/** Counts over the issues of the projects the caller belongs to (archived issues and drafts left out). */
export const memberStatsSchema = z.object({
  assigned_issues: z.number(),
  /** Assigned and neither completed nor cancelled. */
  pending_issues: z.number(),
  /** Assigned and in a completed state. */
  completed_issues: z.number(),
  created_issues: z.number(),
  subscribed_issues: z.number(),
  /** The assigned issues by state group and by priority; every key present. */
  state_distribution: countsOf(STATE_GROUPS),
  priority_distribution: countsOf(PRIORITIES),
});
export type MemberStats = z.infer<typeof memberStatsSchema>;

export const memberProfileProjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  identifier: z.string(),
  logo_props: z.record(z.string(), z.unknown()),
  assigned_issues: z.number(),
  pending_issues: z.number(),
  completed_issues: z.number(),
  created_issues: z.number(),
});
export type MemberProfileProject = z.infer<typeof memberProfileProjectSchema>;

export const memberProfileSchema = z.object({
  user_data: z.object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    display_name: z.string(),
    avatar: z.string().nullable(),
    avatar_url: z.string().nullable(),
    is_bot: z.boolean(),
    date_joined: z.string(),
  }),
  /** The member's workspace role. */
  role: z.number(),
  /** Projects the member belongs to that the caller belongs to as well, by name. */
  project_data: z.array(memberProfileProjectSchema),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;
