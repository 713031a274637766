/**
 * The profile contract's values and rules without its zod schemas, so the browser can load them alone
 * (../profile.ts holds the schemas and re-exports these; the lint forbids zod here).
 */
/** The lists of a member's profile page (spec §2): issues assigned to, created by or subscribed to by them. */
export const PROFILE_ISSUE_TYPES = ["assigned", "created", "subscribed"] as const;
