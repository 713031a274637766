import { z } from "zod";
import { isoDateTime, text, uuid } from "./common";
import { checkLinkUrl, LINK_URL_MAX, normalizeLinkUrl, RELATION_TYPES } from "./domain/issue-extras";
import type { Priority } from "./issue";

export { checkLinkUrl, LINK_URL_MAX, normalizeLinkUrl, RELATION_TYPES } from "./domain/issue-extras";

export const actorDetailSchema = z.object({ id: z.string(), display_name: z.string(), avatar: z.string().nullable() });
export type ActorDetail = z.infer<typeof actorDetailSchema>;

export const COMMENT_ACCESS = ["INTERNAL", "EXTERNAL"] as const;
export type CommentAccess = (typeof COMMENT_ACCESS)[number];
export const COMMENT_HTML_MAX = 100_000;

const commentHtml = text({ message: "comment_html is required" })
  .min(1, "comment_html is required")
  .max(COMMENT_HTML_MAX, `comment_html can be at most ${COMMENT_HTML_MAX} characters`);
const commentAccess = z.enum(COMMENT_ACCESS, { message: `access must be one of: ${COMMENT_ACCESS.join(", ")}` });

export const createCommentBody = z.object({ comment_html: commentHtml, access: commentAccess.optional() });
export const updateCommentBody = z.object({ comment_html: commentHtml, access: commentAccess }).partial().strict();
export type CreateCommentBody = z.infer<typeof createCommentBody>;
export type UpdateCommentBody = z.infer<typeof updateCommentBody>;

/** An emoji (or short code such as "+1"): no spaces, so it is safe as a path segment and a chip label. */
export const reactionValue = text({ message: "reaction is required" })
  .min(1, "reaction is required")
  .max(20, "reaction can be at most 20 characters")
  .regex(/^\S+$/u, "reaction must be a single emoji or short code without spaces");
export const reactionBody = z.object({ reaction: reactionValue });
export type ReactionBody = z.infer<typeof reactionBody>;

export const reactionSchema = z.object({
  id: z.string(),
  actor: z.string(),
  actor_detail: actorDetailSchema.nullable(),
  reaction: z.string(),
  /** The issue for issue reactions, null for comment reactions. */
  issue: z.string().nullable(),
  /** The comment for comment reactions, null for issue reactions. */
  comment: z.string().nullable(),
  created_at: z.string(),
});
export type Reaction = z.infer<typeof reactionSchema>;

export const issueCommentSchema = z.object({
  id: z.string(),
  issue: z.string(),
  project: z.string(),
  workspace: z.string(),
  comment_html: z.string(),
  comment_stripped: z.string(),
  access: z.enum(COMMENT_ACCESS),
  actor: z.string().nullable(),
  actor_detail: actorDetailSchema.nullable(),
  edited_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
  comment_reactions: z.array(reactionSchema),
});
export type IssueComment = z.infer<typeof issueCommentSchema>;

/** An http(s) address as people type it: a bare host gets `https://`; any other scheme is refused (spec §8). */
export const linkUrl = text({ message: "url is required" })
  .trim()
  .min(1, "url is required")
  .max(LINK_URL_MAX, `url can be at most ${LINK_URL_MAX} characters`)
  .transform(normalizeLinkUrl)
  .pipe(z.string().max(LINK_URL_MAX, `url can be at most ${LINK_URL_MAX} characters`))
  .superRefine((value, ctx) => {
    const problem = checkLinkUrl(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });
const linkTitle = text().trim().max(255, "title can be at most 255 characters").nullable();

export const createLinkBody = z.object({ url: linkUrl, title: linkTitle.optional() });
export const updateLinkBody = z.object({ url: linkUrl, title: linkTitle }).partial().strict();
export type CreateLinkBody = z.infer<typeof createLinkBody>;
export type UpdateLinkBody = z.infer<typeof updateLinkBody>;

/** What a link has wherever it hangs (an issue, a module); each adds the id of its owner. */
export const linkRowSchema = z.object({
  id: z.string(),
  url: z.string(),
  title: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  project: z.string(),
  workspace: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
});

export const issueLinkSchema = linkRowSchema.extend({
  issue: z.string(),
  created_by_detail: actorDetailSchema.nullable(),
});
export type IssueLink = z.infer<typeof issueLinkSchema>;
export type RelationType = (typeof RELATION_TYPES)[number];
/** How a relation reads from the other issue. */
export const RELATION_INVERSE: Record<RelationType, RelationType> = {
  blocked_by: "blocking",
  blocking: "blocked_by",
  relates_to: "relates_to",
  duplicate: "duplicate",
  start_before: "start_after",
  start_after: "start_before",
  finish_before: "finish_after",
  finish_after: "finish_before",
};

const relationType = z.enum(RELATION_TYPES, { message: `relation_type must be one of: ${RELATION_TYPES.join(", ")}` });
export const createRelationBody = z.object({
  relation_type: relationType,
  issues: z.array(uuid, { message: "issues must be a list of issue ids" }).min(1, "issues must not be empty").max(100),
});
export const removeRelationBody = z.object({ relation_type: relationType, related_issue: uuid });
export type CreateRelationBody = z.infer<typeof createRelationBody>;
export type RemoveRelationBody = z.infer<typeof removeRelationBody>;

/**
 * PRIORITIES of issue.ts, spelled again: issue.ts imports this module's values, so importing its values
 * here would make a cycle neither order of evaluation survives. The mapped type keeps the two equal.
 */
const PRIORITY_VALUES: { [P in Priority]: P } = { urgent: "urgent", high: "high", medium: "medium", low: "low", none: "none" };

export const relatedIssueSchema = z.object({
  id: z.string(),
  name: z.string(),
  sequence_id: z.number(),
  project_id: z.string(),
  /** With sequence_id, the human key IDENT-N; the issue may live in another project. */
  project_identifier: z.string(),
  state_id: z.string().nullable(),
  priority: z.enum(PRIORITY_VALUES),
  relation_type: z.enum(RELATION_TYPES),
});
export type RelatedIssue = z.infer<typeof relatedIssueSchema>;
/** Every relation type, each with its (possibly empty) list of issues. */
export const issueRelationsSchema = z.record(z.enum(RELATION_TYPES), z.array(relatedIssueSchema));
export type IssueRelations = z.infer<typeof issueRelationsSchema>;

export const bulkSubscribeBody = z.object({
  issue_ids: z.array(uuid, { message: "issue_ids must be a list of issue ids" }).min(1, "issue_ids must not be empty").max(1000),
});
export type BulkSubscribeBody = z.infer<typeof bulkSubscribeBody>;
export const subscriptionStatusSchema = z.object({ subscribed: z.boolean() });
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;
export const bulkSubscribeResultSchema = z.object({ issue_ids: z.array(z.string()), subscribed: z.literal(true) });
export type BulkSubscribeResult = z.infer<typeof bulkSubscribeResultSchema>;

export const HISTORY_TYPES = ["issue-property", "issue-comment", "epic-property", "epic-comment"] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];
export const historyQuery = z.object({
  activity_type: text()
    .optional()
    .transform((value, ctx) => {
      const parts = (value ?? "issue-property,issue-comment")
        .split(",")
        .map((p) => p.trim())
        .filter(Boolean);
      const bad = parts.find((p) => !(HISTORY_TYPES as readonly string[]).includes(p));
      if (bad !== undefined || parts.length === 0) {
        ctx.addIssue({ code: "custom", message: `activity_type must be a comma list of: ${HISTORY_TYPES.join(", ")}` });
        return z.NEVER;
      }
      return parts as HistoryType[];
    }),
  created_at__gt: isoDateTime.optional(),
});

/** One recorded change of an issue (a property set, a comment added…), as history and the activity feed show it. */
export const issueActivitySchema = z.object({
  id: z.string(),
  verb: z.string(),
  field: z.string().nullable(),
  old_value: z.string().nullable(),
  new_value: z.string().nullable(),
  old_identifier: z.string().nullable(),
  new_identifier: z.string().nullable(),
  comment: z.string().nullable(),
  actor: z.string().nullable(),
  actor_detail: actorDetailSchema.nullable(),
  issue: z.string().nullable(),
  project: z.string(),
  workspace: z.string(),
  created_at: z.string(),
});
export type IssueActivity = z.infer<typeof issueActivitySchema>;

export const historyActivitySchema = issueActivitySchema.extend({ activity_type: z.enum(["issue-property", "epic-property"]) });
export const historyCommentSchema = issueCommentSchema.extend({ activity_type: z.enum(["issue-comment", "epic-comment"]) });
/** One item of an issue's timeline: a property change or a comment, told apart by activity_type. */
export const historyItemSchema = z.discriminatedUnion("activity_type", [historyActivitySchema, historyCommentSchema]);
export type HistoryActivity = z.infer<typeof historyActivitySchema>;
export type HistoryComment = z.infer<typeof historyCommentSchema>;
export type HistoryItem = z.infer<typeof historyItemSchema>;
