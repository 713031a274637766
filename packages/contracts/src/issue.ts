import { z } from "zod";
import { issueAttachmentSchema } from "./attachment";
import { calendarDate, DATETIME_MESSAGE, isCalendarDate, isoDateTime, text, uuid } from "./common";
import { ISSUE_EXPANDS, ISSUE_NAME_MAX, PRIORITIES } from "./domain/issue";
import { issueLinkSchema, RELATION_TYPES, reactionSchema } from "./issue-extras";

export { ISSUE_EXPANDS, ISSUE_NAME_MAX, isOverdue, PRIORITIES, PRIORITY_ORDER } from "./domain/issue";

export type Priority = (typeof PRIORITIES)[number];

/** YYYY-MM-DD that is also a real calendar day (2024-02-30 and year 0000 are refused). */
export const issueDate = calendarDate;
export const issueName = text()
  .trim()
  .min(1, "name is required")
  .max(ISSUE_NAME_MAX, `name can be at most ${ISSUE_NAME_MAX} characters`);

const issueFields = {
  name: issueName,
  description_html: text().max(500_000, "description_html is too long"),
  state_id: uuid,
  priority: z.enum(PRIORITIES, { message: `priority must be one of: ${PRIORITIES.join(", ")}` }),
  assignee_ids: z.array(uuid).max(100),
  label_ids: z.array(uuid).max(100),
  parent_id: uuid.nullable(),
  start_date: issueDate.nullable(),
  target_date: issueDate.nullable(),
  estimate_point: uuid.nullable(),
  sort_order: z.number().finite(),
};

export const createIssueBody = z.object({
  ...issueFields,
  name: issueName,
  state_id: uuid.optional(),
  description_html: issueFields.description_html.optional(),
  priority: issueFields.priority.optional(),
  assignee_ids: issueFields.assignee_ids.optional(),
  label_ids: issueFields.label_ids.optional(),
  parent_id: issueFields.parent_id.optional(),
  start_date: issueFields.start_date.optional(),
  target_date: issueFields.target_date.optional(),
  estimate_point: issueFields.estimate_point.optional(),
  sort_order: issueFields.sort_order.optional(),
  /** Put the new issue in a cycle and modules; quick add's "None" means none (spec §5). */
  cycle_id: z
    .union([uuid, z.literal("None")])
    .nullable()
    .transform((v) => (v === "None" ? null : v))
    .optional(),
  module_ids: z
    .array(z.union([uuid, z.literal("None")]))
    .max(100)
    .transform((ids) => ids.filter((id) => id !== "None"))
    .optional(),
});

export const updateIssueBody = z.object(issueFields).partial().strict();

/** One relation of a listed issue (the timeline draws its dependency arrows from these). */
export const issueRelationRefSchema = z.object({
  id: z.string(),
  relation_type: z.enum(RELATION_TYPES),
  related_issue: z.string(),
});
export type IssueRelationRef = z.infer<typeof issueRelationRefSchema>;

/** An issue as lists, boards and events carry it. */
export const issueSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Left out of list rows; present on a detail and when an event says the description changed. */
  description_html: z.string().optional(),
  sequence_id: z.number().int(),
  sort_order: z.number(),
  state_id: z.string().nullable(),
  priority: z.enum(PRIORITIES),
  estimate_point: z.string().nullable(),
  label_ids: z.array(z.string()),
  assignee_ids: z.array(z.string()),
  module_ids: z.array(z.string()),
  cycle_id: z.string().nullable(),
  parent_id: z.string().nullable(),
  project_id: z.string(),
  workspace_id: z.string(),
  type_id: z.string().nullable(),
  sub_issues_count: z.number().int(),
  link_count: z.number().int(),
  attachment_count: z.number().int(),
  start_date: z.string().nullable(),
  target_date: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string().nullable(),
  archived_at: z.string().nullable(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
  is_draft: z.boolean(),
  is_subscribed: z.boolean().optional(),
  is_epic: z.boolean(),
  /** With `expand=issue_relation` on a list: relations this issue holds, typed as seen from it. */
  issue_relation: z.array(issueRelationRefSchema).optional(),
  /** With `expand=issue_related`: relations other issues hold to this one, typed as seen from this one. */
  issue_related: z.array(issueRelationRefSchema).optional(),
});
export type Issue = z.infer<typeof issueSchema>;

/** `IssueActivity` (and its `issueActivitySchema`) lives in issue-extras.ts with the history it belongs to. */
export type { IssueActivity } from "./issue-extras";

/** A draft is created like an issue; the workspace-level form names its project. */
export const createDraftBody = createIssueBody.omit({ cycle_id: true, module_ids: true });
export const createWorkspaceDraftBody = createDraftBody.extend({ project_id: uuid });
/** `is_draft: false` publishes the draft, like draft-to-issue. */
export const updateDraftBody = updateIssueBody.extend({ is_draft: z.literal(false).optional() });
export const draftToIssueBody = updateIssueBody;

export type CreateIssueBody = z.infer<typeof createIssueBody>;
export type UpdateIssueBody = z.infer<typeof updateIssueBody>;

const idList = text()
  .transform((v) =>
    v
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(uuid).max(1000));
export const issueIdsQuery = z.object({ issues: idList });

const issueIds = z.array(uuid).min(1, "issue_ids must not be empty").max(1000);
export const subIssuesBody = z.object({ sub_issue_ids: z.array(uuid).min(1, "sub_issue_ids must not be empty").max(1000) });
export const issueDatesBody = z.object({
  updates: z
    .array(z.object({ id: uuid, start_date: issueDate.nullable().optional(), target_date: issueDate.nullable().optional() }))
    .min(1, "updates must not be empty")
    .max(1000),
});

/**
 * Bulk edit of many issues. state, priority, dates and cycle replace; assignee_ids, label_ids and
 * module_ids are added to what each issue already has, so a bulk edit never silently drops anyone.
 */
export const bulkOperationBody = z.object({
  issue_ids: issueIds,
  properties: z
    .object({
      state_id: uuid,
      priority: issueFields.priority,
      /** A point of the project's active estimate, or null to clear it. */
      estimate_point: issueFields.estimate_point,
      assignee_ids: issueFields.assignee_ids,
      label_ids: issueFields.label_ids,
      start_date: issueFields.start_date,
      target_date: issueFields.target_date,
      /** Moves every issue into this cycle (null takes them out of theirs); a completed cycle takes none. */
      cycle_id: uuid.nullable(),
      /** Adds every issue to these modules, keeping the modules it is already in. */
      module_ids: z.array(uuid).max(100),
    })
    .partial()
    .strict(),
});
export const bulkIssueIdsBody = z.object({ issue_ids: issueIds });

/** How many sub-issues sit in each state group. */
export const stateDistributionSchema = z.object({
  backlog: z.number(),
  unstarted: z.number(),
  started: z.number(),
  completed: z.number(),
  cancelled: z.number(),
});
export type StateDistribution = z.infer<typeof stateDistributionSchema>;
/** An issue's published sub-issues (archived ones too), oldest first, with their state groups. */
export const subIssuesResponseSchema = z.object({
  sub_issues: z.array(issueSchema),
  state_distribution: stateDistributionSchema,
});
export type SubIssuesResponse = z.infer<typeof subIssuesResponseSchema>;

/** The parent an issue detail names (`expand=parent`), with its project's identifier for its key. */
export const issueParentSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  sequence_id: z.number().int(),
  project_id: z.string(),
  state_id: z.string().nullable(),
  priority: z.enum(PRIORITIES),
  project_identifier: z.string(),
});
export type IssueParentSummary = z.infer<typeof issueParentSummarySchema>;
/**
 * One issue as its detail answers it: with its description and whether the caller follows it, and each
 * part asked for in `expand` in the very shape its own endpoint answers (absent when not asked).
 */
export const issueDetailSchema = issueSchema.extend({
  description_html: z.string(),
  is_subscribed: z.boolean(),
  issue_reactions: z.array(reactionSchema).optional(),
  issue_link: z.array(issueLinkSchema).optional(),
  issue_attachments: z.array(issueAttachmentSchema).optional(),
  parent: issueParentSummarySchema.nullable().optional(),
});
export type IssueDetail = z.infer<typeof issueDetailSchema>;
export const issueDetailQuery = z.object({
  expand: text()
    .transform((v) =>
      v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(ISSUE_EXPANDS, { message: `expand must be among: ${ISSUE_EXPANDS.join(", ")}` })))
    .optional(),
});

/** Deleted since a moment: an ISO 8601 date-time or a bare date, either in years 0001–9999. */
export const deletedIssuesQuery = z.object({
  deleted_at__gt: text()
    .refine((v) => isCalendarDate(v) || isoDateTime.safeParse(v).success, DATETIME_MESSAGE)
    .optional(),
});

/** An issue deleted since the moment asked (clients drop it from their caches). */
export const deletedIssueSchema = z.object({ id: z.string(), deleted_at: z.string() });
export type DeletedIssue = z.infer<typeof deletedIssueSchema>;

/** When an issue (or, for a bulk archive, the latest of them) was archived. */
export const archivedAtSchema = z.object({ archived_at: z.string() });
