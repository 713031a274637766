import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { id, timestamps, ts } from "./columns";
import { estimatePoints } from "./planning";
import { labels, projectRef, projects, states } from "./projects";
import { audit, workspaceRef } from "./refs";
import { users } from "./users";

/** Per-project counter for human keys (IDENT-N): bumped with UPDATE … RETURNING, so never reused. */
export const projectIssueSequences = pgTable("project_issue_sequences", {
  project_id: uuid("project_id")
    .primaryKey()
    .references(() => projects.id, { onDelete: "cascade" }),
  last_sequence_id: integer("last_sequence_id").notNull().default(0),
});

export const issues = pgTable(
  "issues",
  {
    id: id(),
    workspace_id: workspaceRef(),
    project_id: projectRef(),
    name: text("name").notNull(),
    description_html: text("description_html").notNull().default("<p></p>"),
    description_stripped: text("description_stripped").notNull().default(""),
    sequence_id: integer("sequence_id").notNull(),
    sort_order: doublePrecision("sort_order").notNull(),
    state_id: uuid("state_id").references(() => states.id, { onDelete: "restrict" }),
    priority: text("priority").notNull().default("none"),
    // planning.ts imports this file too; the lazy reference keeps the cycle harmless.
    estimate_point_id: uuid("estimate_point_id").references((): AnyPgColumn => estimatePoints.id, { onDelete: "set null" }),
    parent_id: uuid("parent_id"),
    type_id: uuid("type_id"),
    start_date: date("start_date", { mode: "string" }),
    target_date: date("target_date", { mode: "string" }),
    completed_at: ts("completed_at"),
    archived_at: ts("archived_at"),
    deleted_at: ts("deleted_at"),
    is_draft: boolean("is_draft").notNull().default(false),
    is_epic: boolean("is_epic").notNull().default(false),
    /**
     * The issue's label ids, kept equal to its issue_labels rows by a trigger (migration 0007) whatever
     * writes them, cascades included. issue_labels stays the truth for everything else; this copy, carried
     * by the list index, lets a board grouped by labels test each issue there without a probe per issue
     * and label.
     */
    label_ids: uuid("label_ids").array().notNull().default(sql`'{}'::uuid[]`),
    ...audit(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("issues_project_sequence_unique").on(t.project_id, t.sequence_id),
    index("issues_project_state_idx").on(t.project_id, t.state_id, t.sort_order),
    index("issues_parent_idx").on(t.parent_id),
    index("issues_workspace_idx").on(t.workspace_id, t.updated_at),
    // Issue lists: live issues of a project in board/list order (the trailing columns let filters on
    // priority and sub-issues be answered from the index), and in manual order for flat lists. Both end
    // with the estimate point, so a list's group counts and points are read from the index alone: a scan
    // of the table itself reads each whole row, description and all.
    index("issues_live_state_order_idx")
      .on(t.project_id, t.state_id, t.sort_order, t.created_at.desc(), t.id, t.priority, t.parent_id, t.estimate_point_id)
      .where(sql`${t.deleted_at} is null and ${t.archived_at} is null and not ${t.is_draft}`),
    index("issues_live_order_idx")
      .on(t.project_id, t.sort_order, t.created_at.desc(), t.id, t.estimate_point_id, t.label_ids)
      .where(sql`${t.deleted_at} is null and ${t.archived_at} is null and not ${t.is_draft}`),
    // A user's drafts (the sidebar counts them on every load): few rows among many issues.
    index("issues_drafts_idx").on(t.created_by, t.created_at.desc()).where(sql`${t.is_draft} and ${t.deleted_at} is null`),
    // The few issues nobody but perhaps their author may read (deleted ones, drafts): rows that name an
    // issue (notifications) are checked against these instead of reading every issue they name.
    index("issues_hidden_idx").on(t.id).where(sql`${t.deleted_at} is not null or ${t.is_draft}`),
    // Search (features/search): substrings of names through trigrams, words of the name and the text
    // through full text, both over the live issues search may return. The text expression must stay the
    // one search.repo.ts queries (issueDocument), or the index is not used.
    index("issues_search_name_idx")
      .using("gin", t.name.op("gin_trgm_ops"))
      .where(sql`${t.deleted_at} is null and ${t.archived_at} is null and not ${t.is_draft}`),
    // Names that are the text, in any case: found apart from the rest (they rank first whatever their age)
    // even when nearly every name contains the text and the trigram index would return them all. Not
    // partial, unlike its neighbours: the planner ignores a partial index's statistics, and without them
    // guesses 0.5% of the issues are named so and walks the table in recency order instead.
    index("issues_search_exact_idx").on(sql`lower(${t.name})`),
    index("issues_search_text_idx")
      .using("gin", sql`to_tsvector('simple'::regconfig, ${t.name} || ' ' || ${t.description_stripped})`)
      .where(sql`${t.deleted_at} is null and ${t.archived_at} is null and not ${t.is_draft}`),
  ],
);

export const issueAssignees = pgTable(
  "issue_assignees",
  {
    id: id(),
    workspace_id: workspaceRef(),
    project_id: projectRef(),
    issue_id: uuid("issue_id")
      .notNull()
      .references(() => issues.id, { onDelete: "cascade" }),
    assignee_id: uuid("assignee_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    created_by: uuid("created_by"),
    created_at: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("issue_assignees_unique").on(t.issue_id, t.assignee_id),
    index("issue_assignees_user_idx").on(t.assignee_id),
    index("issue_assignees_project_idx").on(t.project_id, t.issue_id, t.assignee_id),
  ],
);

export const issueLabels = pgTable(
  "issue_labels",
  {
    id: id(),
    workspace_id: workspaceRef(),
    project_id: projectRef(),
    issue_id: uuid("issue_id")
      .notNull()
      .references(() => issues.id, { onDelete: "cascade" }),
    label_id: uuid("label_id")
      .notNull()
      .references(() => labels.id, { onDelete: "cascade" }),
    created_by: uuid("created_by"),
    created_at: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("issue_labels_unique").on(t.issue_id, t.label_id),
    index("issue_labels_label_idx").on(t.label_id),
    index("issue_labels_project_idx").on(t.project_id, t.issue_id, t.label_id),
  ],
);

/** One row per change of one field; comments and activity are merged when the history is read. */
export const issueActivities = pgTable(
  "issue_activities",
  {
    id: id(),
    workspace_id: workspaceRef(),
    project_id: projectRef(),
    issue_id: uuid("issue_id").references(() => issues.id, { onDelete: "cascade" }),
    verb: text("verb").notNull(),
    field: text("field"),
    old_value: text("old_value"),
    new_value: text("new_value"),
    old_identifier: uuid("old_identifier"),
    new_identifier: uuid("new_identifier"),
    comment: text("comment"),
    actor_id: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    created_at: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("issue_activities_issue_idx").on(t.issue_id, t.created_at),
    // A person's activity feed (me/activities/, user-activity/{userId}/) reads by actor, newest first.
    index("issue_activities_actor_idx").on(t.actor_id, t.created_at),
    // The home's recent activity reads a workspace's newest changes first.
    index("issue_activities_workspace_idx").on(t.workspace_id, t.created_at.desc()),
  ],
);

export const issueComments = pgTable(
  "issue_comments",
  {
    id: id(),
    workspace_id: workspaceRef(),
    project_id: projectRef(),
    issue_id: uuid("issue_id")
      .notNull()
      .references(() => issues.id, { onDelete: "cascade" }),
    comment_html: text("comment_html").notNull(),
    comment_stripped: text("comment_stripped").notNull().default(""),
    access: text("access").notNull().default("INTERNAL"),
    actor_id: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    edited_at: ts("edited_at"),
    deleted_at: ts("deleted_at"),
    ...audit(),
    ...timestamps,
  },
  (t) => [index("issue_comments_issue_idx").on(t.issue_id, t.created_at)],
);

export const issueReactions = pgTable(
  "issue_reactions",
  {
    id: id(),
    workspace_id: workspaceRef(),
    project_id: projectRef(),
    issue_id: uuid("issue_id")
      .notNull()
      .references(() => issues.id, { onDelete: "cascade" }),
    actor_id: uuid("actor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reaction: text("reaction").notNull(),
    created_at: ts("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("issue_reactions_unique").on(t.issue_id, t.actor_id, t.reaction)],
);

export const commentReactions = pgTable(
  "comment_reactions",
  {
    id: id(),
    workspace_id: workspaceRef(),
    project_id: projectRef(),
    comment_id: uuid("comment_id")
      .notNull()
      .references(() => issueComments.id, { onDelete: "cascade" }),
    actor_id: uuid("actor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reaction: text("reaction").notNull(),
    created_at: ts("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("comment_reactions_unique").on(t.comment_id, t.actor_id, t.reaction)],
);

export const issueLinks = pgTable(
  "issue_links",
  {
    id: id(),
    workspace_id: workspaceRef(),
    project_id: projectRef(),
    issue_id: uuid("issue_id")
      .notNull()
      .references(() => issues.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    title: text("title"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    ...audit(),
    ...timestamps,
  },
  (t) => [index("issue_links_issue_idx").on(t.issue_id)],
);

/**
 * Stored in one direction only: blocking, start_after and finish_after are read as the inverse of
 * blocked_by, start_before and finish_before seen from the other issue.
 */
export const issueRelations = pgTable(
  "issue_relations",
  {
    id: id(),
    workspace_id: workspaceRef(),
    project_id: projectRef(),
    issue_id: uuid("issue_id")
      .notNull()
      .references(() => issues.id, { onDelete: "cascade" }),
    related_issue_id: uuid("related_issue_id")
      .notNull()
      .references(() => issues.id, { onDelete: "cascade" }),
    relation_type: text("relation_type").notNull(),
    ...audit(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("issue_relations_unique").on(t.issue_id, t.related_issue_id, t.relation_type),
    index("issue_relations_related_idx").on(t.related_issue_id),
  ],
);

export const issueSubscribers = pgTable(
  "issue_subscribers",
  {
    id: id(),
    workspace_id: workspaceRef(),
    project_id: projectRef(),
    issue_id: uuid("issue_id")
      .notNull()
      .references(() => issues.id, { onDelete: "cascade" }),
    subscriber_id: uuid("subscriber_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    created_at: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("issue_subscribers_unique").on(t.issue_id, t.subscriber_id),
    index("issue_subscribers_user_idx").on(t.subscriber_id),
  ],
);

/** Uploaded files; `storage_key` is generated, never derived from the user's file name. */
export const fileAssets = pgTable(
  "file_assets",
  {
    id: id(),
    workspace_id: workspaceRef(),
    project_id: uuid("project_id").references(() => projects.id, { onDelete: "cascade" }),
    entity_type: text("entity_type").notNull(),
    entity_id: uuid("entity_id"),
    storage_key: text("storage_key").notNull().unique(),
    name: text("name").notNull(),
    size: integer("size").notNull(),
    mime_type: text("mime_type").notNull(),
    is_uploaded: boolean("is_uploaded").notNull().default(false),
    deleted_at: ts("deleted_at"),
    ...audit(),
    ...timestamps,
  },
  (t) => [index("file_assets_entity_idx").on(t.entity_type, t.entity_id)],
);

/**
 * Every change as an event, written in the same transaction as the change. The id orders events, so a
 * client that reconnects asks for everything after the last id it saw.
 */
export const events = pgTable(
  "events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    workspace_id: uuid("workspace_id").notNull(),
    project_id: uuid("project_id"),
    entity_type: text("entity_type").notNull(),
    entity_id: uuid("entity_id"),
    action: text("action").notNull(),
    actor_id: uuid("actor_id"),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    /** Set when only this user may hear of the change (their own drafts); null for everyone who may see the project. */
    recipient_id: uuid("recipient_id"),
    created_at: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("events_workspace_idx").on(t.workspace_id, t.id)],
);
